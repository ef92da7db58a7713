CREATE TABLE "history_export_task_vins" (
	"task_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"row_count" integer,
	CONSTRAINT "history_export_task_vins_task_id_vehicle_id_pk" PRIMARY KEY("task_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "history_export_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_export_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_name" varchar(100) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"signals" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"attachment_id" bigint,
	"error" varchar(500),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "history_export_tasks_status" CHECK ("history_export_tasks"."status" in ('waiting', 'running', 'finished', 'failed')),
	CONSTRAINT "history_export_tasks_range" CHECK ("history_export_tasks"."end_time" > "history_export_tasks"."start_time")
);
--> statement-breakpoint
CREATE TABLE "terminal_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"check_id" varchar(36),
	"ticket_hash" varchar(64),
	"ticket_expires_at" timestamp with time zone,
	"attachment_id" bigint,
	"file_name" varchar(255),
	"file_size" bigint,
	"requested_by" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "terminal_files_type" CHECK ("terminal_files"."file_type" in ('LOG', 'CAN')),
	CONSTRAINT "terminal_files_status" CHECK ("terminal_files"."status" in ('requested', 'uploaded', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "history_export_task_vins" ADD CONSTRAINT "history_export_task_vins_task_id_history_export_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."history_export_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_export_task_vins" ADD CONSTRAINT "history_export_task_vins_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_export_tasks" ADD CONSTRAINT "history_export_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_export_tasks" ADD CONSTRAINT "history_export_tasks_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_export_tasks" ADD CONSTRAINT "history_export_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_export_tasks_tenant" ON "history_export_tasks" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "terminal_files_vehicle" ON "terminal_files" USING btree ("tenant_id","vehicle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_files_ticket" ON "terminal_files" USING btree ("ticket_hash");