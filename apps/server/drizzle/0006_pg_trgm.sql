-- Trigram indexes serve "contains" searches (ilike '%…%') on VINs and plates.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
