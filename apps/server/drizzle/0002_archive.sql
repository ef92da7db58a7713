CREATE TABLE "electric_drive_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "electric_drive_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"manufacturer_id" bigint,
	"motor_type" varchar(32) NOT NULL,
	"rated_power" double precision,
	"peak_power" double precision,
	"max_torque" double precision,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_storage_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "energy_storage_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"manufacturer_id" bigint,
	"battery_type" varchar(32) NOT NULL,
	"rated_voltage" double precision,
	"rated_capacity" double precision,
	"rated_energy" double precision,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engine_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"manufacturer_id" bigint,
	"fuel_type" varchar(16) NOT NULL,
	"emission_level" varchar(16),
	"displacement" double precision,
	"max_power" double precision,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_colours" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_colours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"color_value" varchar(16),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_galleries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_galleries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"gallery_name" varchar(100) NOT NULL,
	"org_id" bigint,
	"vehicle_series_id" bigint NOT NULL,
	"web_monitor_img_id" bigint,
	"app_big_img_id" bigint,
	"app_small_img_id" bigint,
	"app_air_img_id" bigint,
	"recharge_img_id" bigint,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"org_id" bigint,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_info_configs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_info_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_model_id" bigint NOT NULL,
	"info_groups" varchar(32)[] DEFAULT '{}' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_model_configs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_model_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_model_id" bigint NOT NULL,
	"remote_controls" varchar(32)[] DEFAULT '{}' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_model_thresholds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_model_thresholds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_model_id" bigint NOT NULL,
	"alarm_item" varchar(32) NOT NULL,
	"alarm_level" varchar(1) NOT NULL,
	"lower_limit" double precision,
	"upper_limit" double precision,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"vehicle_series_id" bigint NOT NULL,
	"vehicle_type_id" bigint,
	"manufacturer_id" bigint,
	"energy_storage_model_id" bigint,
	"electric_drive_model_id" bigint,
	"engine_model_id" bigint,
	"fuel_type" varchar(16) NOT NULL,
	"announcement_model" varchar(64),
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_series" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"brand" varchar(100),
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_terminal_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_terminal_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint,
	"vin" varchar(17) NOT NULL,
	"action" varchar(16) NOT NULL,
	"terminal_id" bigint,
	"terminal_code" varchar(64),
	"old_terminal_id" bigint,
	"old_terminal_code" varchar(64),
	"other_vin" varchar(17),
	"operator_id" bigint,
	"operator_name" varchar(64),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "machine_code" varchar(64);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "engine_no" varchar(32);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vehicle_model_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vehicle_series_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vehicle_type_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "colour_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "group_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "org_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "manufacturer_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "production_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "mileage" double precision;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "sale_status" varchar(16) DEFAULT 'UNSOLD' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "sale_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "dealer_name" varchar(100);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "owner_name" varchar(50);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "owner_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "owner_id_number" varchar(18);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "credit_code" varchar(18);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_status" varchar(16) DEFAULT 'NOT_OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "debug_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "publish_name" varchar(100);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "model_compliance_file_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "announcement_file_id" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "config_info" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
ALTER TABLE "electric_drive_models" ADD CONSTRAINT "electric_drive_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electric_drive_models" ADD CONSTRAINT "electric_drive_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_storage_models" ADD CONSTRAINT "energy_storage_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_storage_models" ADD CONSTRAINT "energy_storage_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_models" ADD CONSTRAINT "engine_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_models" ADD CONSTRAINT "engine_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_colours" ADD CONSTRAINT "vehicle_colours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_galleries" ADD CONSTRAINT "vehicle_galleries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_galleries" ADD CONSTRAINT "vehicle_galleries_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_galleries" ADD CONSTRAINT "vehicle_galleries_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_galleries" ADD CONSTRAINT "vehicle_galleries_web_monitor_img_id_attachments_id_fk" FOREIGN KEY ("web_monitor_img_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_galleries" ADD CONSTRAINT "vehicle_galleries_app_big_img_id_attachments_id_fk" FOREIGN KEY ("app_big_img_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_galleries" ADD CONSTRAINT "vehicle_galleries_app_small_img_id_attachments_id_fk" FOREIGN KEY ("app_small_img_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_galleries" ADD CONSTRAINT "vehicle_galleries_app_air_img_id_attachments_id_fk" FOREIGN KEY ("app_air_img_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_galleries" ADD CONSTRAINT "vehicle_galleries_recharge_img_id_attachments_id_fk" FOREIGN KEY ("recharge_img_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_groups" ADD CONSTRAINT "vehicle_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_groups" ADD CONSTRAINT "vehicle_groups_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_info_configs" ADD CONSTRAINT "vehicle_info_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_info_configs" ADD CONSTRAINT "vehicle_info_configs_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_configs" ADD CONSTRAINT "vehicle_model_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_configs" ADD CONSTRAINT "vehicle_model_configs_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_thresholds" ADD CONSTRAINT "vehicle_model_thresholds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_thresholds" ADD CONSTRAINT "vehicle_model_thresholds_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_energy_storage_model_id_energy_storage_models_id_fk" FOREIGN KEY ("energy_storage_model_id") REFERENCES "public"."energy_storage_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_electric_drive_model_id_electric_drive_models_id_fk" FOREIGN KEY ("electric_drive_model_id") REFERENCES "public"."electric_drive_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_engine_model_id_engine_models_id_fk" FOREIGN KEY ("engine_model_id") REFERENCES "public"."engine_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_series" ADD CONSTRAINT "vehicle_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_terminal_logs" ADD CONSTRAINT "vehicle_terminal_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_terminal_logs" ADD CONSTRAINT "vehicle_terminal_logs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_terminal_logs" ADD CONSTRAINT "vehicle_terminal_logs_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_terminal_logs" ADD CONSTRAINT "vehicle_terminal_logs_old_terminal_id_terminals_id_fk" FOREIGN KEY ("old_terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_terminal_logs" ADD CONSTRAINT "vehicle_terminal_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "electric_drive_models_code" ON "electric_drive_models" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_storage_models_code" ON "energy_storage_models" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "engine_models_code" ON "engine_models" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_colours_code" ON "vehicle_colours" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_galleries_name" ON "vehicle_galleries" USING btree ("tenant_id","gallery_name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_groups_name" ON "vehicle_groups" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_info_configs_model" ON "vehicle_info_configs" USING btree ("vehicle_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_model_configs_model" ON "vehicle_model_configs" USING btree ("vehicle_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_model_thresholds_item" ON "vehicle_model_thresholds" USING btree ("vehicle_model_id","alarm_item","alarm_level");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_code" ON "vehicle_models" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "vehicle_models_series" ON "vehicle_models" USING btree ("vehicle_series_id");--> statement-breakpoint
CREATE INDEX "vehicle_models_name" ON "vehicle_models" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_series_code" ON "vehicle_series" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "vehicle_series_name" ON "vehicle_series" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_code" ON "vehicle_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "vehicle_terminal_logs_vehicle" ON "vehicle_terminal_logs" USING btree ("tenant_id","vin","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_terminal_logs_time" ON "vehicle_terminal_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_colour_id_vehicle_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."vehicle_colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_group_id_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_compliance_file_id_attachments_id_fk" FOREIGN KEY ("model_compliance_file_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_announcement_file_id_attachments_id_fk" FOREIGN KEY ("announcement_file_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_vin_prefix" ON "vehicles" USING btree ("vin" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_model" ON "vehicles" USING btree ("tenant_id","vehicle_model_id","id");--> statement-breakpoint
CREATE INDEX "vehicles_org" ON "vehicles" USING btree ("tenant_id","org_id","id");--> statement-breakpoint
CREATE INDEX "vehicles_sale_status" ON "vehicles" USING btree ("tenant_id","sale_status","id");--> statement-breakpoint
CREATE INDEX "vehicles_service_end" ON "vehicles" USING btree ("service_end_date") WHERE service_status = 'HAS_OPENED';