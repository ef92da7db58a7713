CREATE TABLE "component_infos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "component_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"component_code" varchar(50) NOT NULL,
	"component_name" varchar(100) NOT NULL,
	"hardware_version" varchar(50),
	"supplier" varchar(100),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ota_download_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ota_download_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_vehicle_id" bigint NOT NULL,
	"attachment_id" bigint NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ota_task_vehicle_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ota_task_vehicle_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_vehicle_id" bigint NOT NULL,
	"event" varchar(24) NOT NULL,
	"operate_status" varchar(12) NOT NULL,
	"upgrade_status" varchar(24) NOT NULL,
	"reply_code" smallint,
	"progress" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ota_task_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ota_task_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"wave" integer,
	"operate_status" varchar(12) DEFAULT 'INIT' NOT NULL,
	"upgrade_status" varchar(24) DEFAULT 'INIT' NOT NULL,
	"download_status" varchar(8) DEFAULT 'INIT' NOT NULL,
	"progress" smallint,
	"reply_code" smallint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ota_task_vehicles_operate" CHECK ("ota_task_vehicles"."operate_status" in ('INIT', 'READY', 'TASK_START', 'START', 'COMPLETED', 'CLOSED')),
	CONSTRAINT "ota_task_vehicles_download" CHECK ("ota_task_vehicles"."download_status" in ('INIT', 'SUCCESS', 'FAILED')),
	CONSTRAINT "ota_task_vehicles_reply" CHECK ("ota_task_vehicles"."reply_code" is null or "ota_task_vehicles"."reply_code" between 1 and 35)
);
--> statement-breakpoint
CREATE TABLE "ota_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ota_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_name" varchar(100) NOT NULL,
	"version_id" bigint NOT NULL,
	"status" varchar(8) DEFAULT 'INIT' NOT NULL,
	"wave_unit" varchar(8) DEFAULT 'PERCENT' NOT NULL,
	"wave_size" integer DEFAULT 100 NOT NULL,
	"success_threshold" smallint DEFAULT 80 NOT NULL,
	"error_threshold" smallint DEFAULT 20 NOT NULL,
	"current_wave" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"download_base" varchar(200),
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ota_tasks_status" CHECK ("ota_tasks"."status" in ('INIT', 'START', 'CLOSED')),
	CONSTRAINT "ota_tasks_wave_unit" CHECK ("ota_tasks"."wave_unit" in ('COUNT', 'PERCENT')),
	CONSTRAINT "ota_tasks_wave_size" CHECK ("ota_tasks"."wave_size" > 0),
	CONSTRAINT "ota_tasks_thresholds" CHECK ("ota_tasks"."success_threshold" between 0 and 100 and "ota_tasks"."error_threshold" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "ota_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ota_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"version_name" varchar(100) NOT NULL,
	"component_code" varchar(50) NOT NULL,
	"version_text" varchar(20) NOT NULL,
	"version_no" integer NOT NULL,
	"version_type" varchar(16) NOT NULL,
	"upgrade_type" varchar(8) DEFAULT 'FORCE' NOT NULL,
	"upgrade_method" varchar(8) DEFAULT 'SILENT' NOT NULL,
	"package_id" bigint NOT NULL,
	"package_size" bigint NOT NULL,
	"package_md5" varchar(32) NOT NULL,
	"package_sha256" varchar(64) NOT NULL,
	"attachment_id" bigint,
	"test_report_id" bigint,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ota_versions_no" CHECK ("ota_versions"."version_no" > 0),
	CONSTRAINT "ota_versions_type" CHECK ("ota_versions"."version_type" in ('APP_PACK', 'DATA_PACK', 'DRIVE_PACK', 'DRIVE_DATA_PACK')),
	CONSTRAINT "ota_versions_upgrade_type" CHECK ("ota_versions"."upgrade_type" in ('CHOICE', 'FORCE')),
	CONSTRAINT "ota_versions_upgrade_method" CHECK ("ota_versions"."upgrade_method" in ('SILENT', 'NORMAL'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_comp_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_comp_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"component_code" varchar(50) NOT NULL,
	"software_version" varchar(64) NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "component_infos" ADD CONSTRAINT "component_infos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_download_tickets" ADD CONSTRAINT "ota_download_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_download_tickets" ADD CONSTRAINT "ota_download_tickets_task_vehicle_id_ota_task_vehicles_id_fk" FOREIGN KEY ("task_vehicle_id") REFERENCES "public"."ota_task_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_download_tickets" ADD CONSTRAINT "ota_download_tickets_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_task_vehicle_details" ADD CONSTRAINT "ota_task_vehicle_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_task_vehicle_details" ADD CONSTRAINT "ota_task_vehicle_details_task_vehicle_id_ota_task_vehicles_id_fk" FOREIGN KEY ("task_vehicle_id") REFERENCES "public"."ota_task_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_task_vehicles" ADD CONSTRAINT "ota_task_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_task_vehicles" ADD CONSTRAINT "ota_task_vehicles_task_id_ota_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ota_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_task_vehicles" ADD CONSTRAINT "ota_task_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_tasks" ADD CONSTRAINT "ota_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_tasks" ADD CONSTRAINT "ota_tasks_version_id_ota_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."ota_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_versions" ADD CONSTRAINT "ota_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_versions" ADD CONSTRAINT "ota_versions_package_id_attachments_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_versions" ADD CONSTRAINT "ota_versions_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_versions" ADD CONSTRAINT "ota_versions_test_report_id_attachments_id_fk" FOREIGN KEY ("test_report_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_comp_versions" ADD CONSTRAINT "vehicle_comp_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_comp_versions" ADD CONSTRAINT "vehicle_comp_versions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "component_infos_tenant_code" ON "component_infos" USING btree ("tenant_id","component_code");--> statement-breakpoint
CREATE INDEX "component_infos_tenant_created" ON "component_infos" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ota_download_tickets_hash" ON "ota_download_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "ota_download_tickets_tv" ON "ota_download_tickets" USING btree ("task_vehicle_id");--> statement-breakpoint
CREATE INDEX "ota_task_vehicle_details_tv_created" ON "ota_task_vehicle_details" USING btree ("task_vehicle_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ota_task_vehicles_task_vehicle" ON "ota_task_vehicles" USING btree ("task_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "ota_task_vehicles_tenant_updated" ON "ota_task_vehicles" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ota_task_vehicles_tenant_vehicle" ON "ota_task_vehicles" USING btree ("tenant_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "ota_task_vehicles_task_wave" ON "ota_task_vehicles" USING btree ("task_id","wave");--> statement-breakpoint
CREATE INDEX "ota_tasks_tenant_created" ON "ota_tasks" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ota_tasks_tenant_status" ON "ota_tasks" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "ota_tasks_version" ON "ota_tasks" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ota_versions_tenant_component_no" ON "ota_versions" USING btree ("tenant_id","component_code","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ota_versions_tenant_component_text" ON "ota_versions" USING btree ("tenant_id","component_code","version_text");--> statement-breakpoint
CREATE INDEX "ota_versions_tenant_created" ON "ota_versions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_comp_versions_vehicle_component" ON "vehicle_comp_versions" USING btree ("vehicle_id","component_code");--> statement-breakpoint
CREATE INDEX "vehicle_comp_versions_tenant_reported" ON "vehicle_comp_versions" USING btree ("tenant_id","reported_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_comp_versions_tenant_component" ON "vehicle_comp_versions" USING btree ("tenant_id","component_code","software_version");
