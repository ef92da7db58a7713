ALTER TABLE "ota_tasks" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ota_tasks" ADD COLUMN "window_start" varchar(5);--> statement-breakpoint
ALTER TABLE "ota_tasks" ADD COLUMN "window_end" varchar(5);--> statement-breakpoint
ALTER TABLE "ota_tasks" ADD CONSTRAINT "ota_tasks_window" CHECK (("ota_tasks"."window_start" is null and "ota_tasks"."window_end" is null) or ("ota_tasks"."window_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "ota_tasks"."window_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "ota_tasks"."window_start" <> "ota_tasks"."window_end"));
