ALTER TABLE "terminal_alarms" ADD COLUMN "handle_status" varchar(12) DEFAULT 'UNHANDLED' NOT NULL;--> statement-breakpoint
ALTER TABLE "terminal_alarms" ADD COLUMN "handle_content" varchar(500);--> statement-breakpoint
ALTER TABLE "terminal_alarms" ADD COLUMN "handled_by" bigint;--> statement-breakpoint
ALTER TABLE "terminal_alarms" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminal_alarms" ADD CONSTRAINT "terminal_alarms_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarms" ADD CONSTRAINT "terminal_alarms_handle_status" CHECK ("terminal_alarms"."handle_status" in ('UNHANDLED', 'HANDLING', 'DONE'));--> statement-breakpoint
CREATE INDEX "terminal_alarms_tenant_handle" ON "terminal_alarms" USING btree ("tenant_id","handle_status","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_strategy_vins_strategy_vin" ON "alarm_strategy_vins" USING btree ("strategy_id","vin");
