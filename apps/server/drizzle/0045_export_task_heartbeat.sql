ALTER TABLE "history_export_tasks" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forward_export_tasks" ADD COLUMN "heartbeat_at" timestamp with time zone;
