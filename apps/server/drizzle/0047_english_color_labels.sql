-- The English catalogue is American English: the three seeded theme-attribute labels that said
-- "colour" now say "color". Only rows still holding the seeded text change; an edited label stays.
UPDATE "locales" SET "value" = replace("value", 'olour', 'olor')
 WHERE "lang" = 'en-US' AND "value" IN ('Primary colour', 'Colour algorithm', 'Background colour');
