ALTER TABLE "messages" ADD COLUMN "texts" jsonb;
