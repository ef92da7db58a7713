CREATE TABLE "forward_export_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forward_export_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_name" varchar(100) NOT NULL,
	"config_id" bigint,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"result" varchar(8),
	"vins" text,
	"file_format" varchar(4) DEFAULT 'XLSX' NOT NULL,
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"total_count" integer,
	"row_count" integer DEFAULT 0 NOT NULL,
	"attachment_id" bigint,
	"error" varchar(500),
	"created_by" bigint,
	"dealer_org_id" bigint,
	"lang" varchar(5) DEFAULT 'zh-CN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "forward_export_tasks_status_values" CHECK ("forward_export_tasks"."status" in ('waiting', 'running', 'finished', 'failed')),
	CONSTRAINT "forward_export_tasks_format" CHECK ("forward_export_tasks"."file_format" in ('XLSX', 'CSV')),
	CONSTRAINT "forward_export_tasks_result" CHECK ("forward_export_tasks"."result" is null or "forward_export_tasks"."result" in ('SUCCESS', 'FAILED')),
	CONSTRAINT "forward_export_tasks_range" CHECK ("forward_export_tasks"."end_time" > "forward_export_tasks"."start_time")
);
--> statement-breakpoint
ALTER TABLE "forward_export_tasks" ADD CONSTRAINT "forward_export_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_export_tasks" ADD CONSTRAINT "forward_export_tasks_config_id_forward_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."forward_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_export_tasks" ADD CONSTRAINT "forward_export_tasks_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_export_tasks" ADD CONSTRAINT "forward_export_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forward_export_tasks_tenant_created" ON "forward_export_tasks" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forward_export_tasks_status" ON "forward_export_tasks" USING btree ("status","id");
--> statement-breakpoint
ALTER TABLE "gateway_services" DROP CONSTRAINT "gateway_services_code";--> statement-breakpoint
ALTER TABLE "gateway_services" ADD CONSTRAINT "gateway_services_code" CHECK ("gateway_services"."code" in ('VEHICLE_REALTIME', 'VEHICLE_TRACK', 'VEHICLE_COMMAND'));--> statement-breakpoint
ALTER TABLE "gateway_auths" DROP CONSTRAINT "gateway_auths_services";--> statement-breakpoint
ALTER TABLE "gateway_auths" ADD CONSTRAINT "gateway_auths_services" CHECK ("gateway_auths"."services" <@ array['VEHICLE_REALTIME', 'VEHICLE_TRACK', 'VEHICLE_COMMAND']::varchar[]);--> statement-breakpoint
ALTER TABLE "gateway_rules" DROP CONSTRAINT "gateway_rules_service";--> statement-breakpoint
ALTER TABLE "gateway_rules" ADD CONSTRAINT "gateway_rules_service" CHECK ("gateway_rules"."service_code" is null or "gateway_rules"."service_code" in ('VEHICLE_REALTIME', 'VEHICLE_TRACK', 'VEHICLE_COMMAND'));
