ALTER TABLE "analysis_daily" ADD COLUMN "last_key" bigint;--> statement-breakpoint
ALTER TABLE "analysis_dirty" ADD COLUMN "min_key" bigint;