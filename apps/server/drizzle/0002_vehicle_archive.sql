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
CREATE TABLE "chip_factories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chip_factories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"contacts" varchar(50),
	"phone" varchar(30),
	"address" varchar(200),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chip_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chip_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"chip_factory_id" bigint NOT NULL,
	"model_code" varchar(64) NOT NULL,
	"model_name" varchar(100) NOT NULL,
	"chip_type" varchar(16) NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "function_fields" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "function_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"data_type" varchar(16) NOT NULL,
	"unit" varchar(16),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_commands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protocol_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"protocol_id" bigint NOT NULL,
	"cmd_code" varchar(2) NOT NULL,
	"cmd_name" varchar(100) NOT NULL,
	"direction" varchar(4) NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_commands_direction" CHECK ("protocol_commands"."direction" in ('UP', 'DOWN'))
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protocols_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"version" varchar(32),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"iccid" varchar(20) NOT NULL,
	"msisdn" varchar(20) NOT NULL,
	"imsi" varchar(15),
	"operator" varchar(8) NOT NULL,
	"card_category" varchar(16) NOT NULL,
	"status" varchar(1) DEFAULT '7' NOT NULL,
	"package_id" bigint,
	"activated_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_cards_status" CHECK ("sim_cards"."status" between '0' and '9')
);
--> statement-breakpoint
CREATE TABLE "sim_packages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"operator" varchar(8) NOT NULL,
	"data_mb" integer NOT NULL,
	"period_months" integer DEFAULT 12 NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_version_collects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "software_version_collects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_id" bigint NOT NULL,
	"software_version" varchar(32) NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"consumption_mb" integer DEFAULT 0 NOT NULL,
	"work_hours" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "software_version_collects_counts" CHECK ("software_version_collects"."consumption_mb" >= 0 and "software_version_collects"."work_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "software_version_locks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "software_version_locks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_id" bigint NOT NULL,
	"software_version_id" bigint NOT NULL,
	"reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "software_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_model_id" bigint NOT NULL,
	"version_name" varchar(32) NOT NULL,
	"version_number" integer NOT NULL,
	"released_at" timestamp with time zone,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "software_versions_number" CHECK ("software_versions"."version_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "terminal_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"terminal_model_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"produce_date" timestamp with time zone,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_batches_quantity" CHECK ("terminal_batches"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "terminal_install_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_install_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"installer" varchar(50) NOT NULL,
	"installed_at" timestamp with time zone NOT NULL,
	"result" varchar(8) NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_install_logs_result" CHECK ("terminal_install_logs"."result" in ('SUCCESS', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "terminal_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"chip_model_id" bigint,
	"model_code" varchar(64) NOT NULL,
	"model_name" varchar(100) NOT NULL,
	"chain_type" varchar(16) DEFAULT 'GB32960' NOT NULL,
	"hardware_version" varchar(32),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_models_chain_type" CHECK ("terminal_models"."chain_type" in ('GB4', 'GB6', 'GB32960', 'CUSTOM'))
);
--> statement-breakpoint
CREATE TABLE "terminal_part_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_part_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"part_code" varchar(32) NOT NULL,
	"part_name" varchar(100) NOT NULL,
	"terminal_model_id" bigint NOT NULL,
	"part_supplier_id" bigint,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_suppliers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"supplier_type" varchar(4) NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"abbr" varchar(50),
	"mes_code" varchar(2) DEFAULT '00' NOT NULL,
	"tuid_code" varchar(2) DEFAULT '00' NOT NULL,
	"contacts" varchar(50),
	"phone" varchar(30),
	"address" varchar(200),
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_suppliers_type" CHECK ("terminal_suppliers"."supplier_type" in ('1001', '1002'))
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
ALTER TABLE "terminals" ADD COLUMN "terminal_model_id" bigint;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "supplier_id" bigint;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "sim_card_id" bigint;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "chain_type" varchar(16) DEFAULT 'GB32960' NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "software_version" varchar(32);--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "hardware_version" varchar(32);--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "produce_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
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
ALTER TABLE "chip_factories" ADD CONSTRAINT "chip_factories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chip_models" ADD CONSTRAINT "chip_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chip_models" ADD CONSTRAINT "chip_models_chip_factory_id_chip_factories_id_fk" FOREIGN KEY ("chip_factory_id") REFERENCES "public"."chip_factories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "function_fields" ADD CONSTRAINT "function_fields_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_commands" ADD CONSTRAINT "protocol_commands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_commands" ADD CONSTRAINT "protocol_commands_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_package_id_sim_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."sim_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_packages" ADD CONSTRAINT "sim_packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_version_collects" ADD CONSTRAINT "software_version_collects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_version_collects" ADD CONSTRAINT "software_version_collects_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_version_locks" ADD CONSTRAINT "software_version_locks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_version_locks" ADD CONSTRAINT "software_version_locks_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_version_locks" ADD CONSTRAINT "software_version_locks_software_version_id_software_versions_id_fk" FOREIGN KEY ("software_version_id") REFERENCES "public"."software_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_versions" ADD CONSTRAINT "software_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_versions" ADD CONSTRAINT "software_versions_terminal_model_id_terminal_models_id_fk" FOREIGN KEY ("terminal_model_id") REFERENCES "public"."terminal_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_batches" ADD CONSTRAINT "terminal_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_batches" ADD CONSTRAINT "terminal_batches_terminal_model_id_terminal_models_id_fk" FOREIGN KEY ("terminal_model_id") REFERENCES "public"."terminal_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_install_logs" ADD CONSTRAINT "terminal_install_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_install_logs" ADD CONSTRAINT "terminal_install_logs_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_models" ADD CONSTRAINT "terminal_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_models" ADD CONSTRAINT "terminal_models_supplier_id_terminal_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."terminal_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_models" ADD CONSTRAINT "terminal_models_chip_model_id_chip_models_id_fk" FOREIGN KEY ("chip_model_id") REFERENCES "public"."chip_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_part_codes" ADD CONSTRAINT "terminal_part_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_part_codes" ADD CONSTRAINT "terminal_part_codes_terminal_model_id_terminal_models_id_fk" FOREIGN KEY ("terminal_model_id") REFERENCES "public"."terminal_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_part_codes" ADD CONSTRAINT "terminal_part_codes_part_supplier_id_terminal_suppliers_id_fk" FOREIGN KEY ("part_supplier_id") REFERENCES "public"."terminal_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_suppliers" ADD CONSTRAINT "terminal_suppliers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "chip_factories_tenant_code" ON "chip_factories" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "chip_factories_tenant_created" ON "chip_factories" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chip_models_tenant_code" ON "chip_models" USING btree ("tenant_id","model_code");--> statement-breakpoint
CREATE INDEX "chip_models_factory" ON "chip_models" USING btree ("chip_factory_id");--> statement-breakpoint
CREATE INDEX "chip_models_tenant_created" ON "chip_models" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "function_fields_tenant_code" ON "function_fields" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "function_fields_tenant_created" ON "function_fields" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_commands_code" ON "protocol_commands" USING btree ("protocol_id","direction","cmd_code");--> statement-breakpoint
CREATE INDEX "protocol_commands_tenant_created" ON "protocol_commands" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_tenant_code" ON "protocols" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "protocols_tenant_created" ON "protocols" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_cards_iccid" ON "sim_cards" USING btree ("iccid");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_cards_msisdn" ON "sim_cards" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "sim_cards_package" ON "sim_cards" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "sim_cards_tenant_status" ON "sim_cards" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "sim_cards_tenant_created" ON "sim_cards" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_packages_tenant_name" ON "sim_packages" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "sim_packages_tenant_created" ON "sim_packages" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "software_version_collects_terminal" ON "software_version_collects" USING btree ("terminal_id","collected_at");--> statement-breakpoint
CREATE INDEX "software_version_collects_tenant_created" ON "software_version_collects" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "software_version_locks_terminal" ON "software_version_locks" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "software_version_locks_version" ON "software_version_locks" USING btree ("software_version_id");--> statement-breakpoint
CREATE INDEX "software_version_locks_tenant_created" ON "software_version_locks" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "software_versions_model_name" ON "software_versions" USING btree ("terminal_model_id","version_name");--> statement-breakpoint
CREATE INDEX "software_versions_model_number" ON "software_versions" USING btree ("terminal_model_id","version_number");--> statement-breakpoint
CREATE INDEX "software_versions_tenant_created" ON "software_versions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_batches_tenant_no" ON "terminal_batches" USING btree ("tenant_id","batch_no");--> statement-breakpoint
CREATE INDEX "terminal_batches_model" ON "terminal_batches" USING btree ("terminal_model_id");--> statement-breakpoint
CREATE INDEX "terminal_batches_tenant_created" ON "terminal_batches" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "terminal_install_logs_terminal" ON "terminal_install_logs" USING btree ("terminal_id","installed_at");--> statement-breakpoint
CREATE INDEX "terminal_install_logs_vin" ON "terminal_install_logs" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE INDEX "terminal_install_logs_tenant_created" ON "terminal_install_logs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_models_tenant_code" ON "terminal_models" USING btree ("tenant_id","model_code");--> statement-breakpoint
CREATE INDEX "terminal_models_supplier" ON "terminal_models" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "terminal_models_chip" ON "terminal_models" USING btree ("chip_model_id");--> statement-breakpoint
CREATE INDEX "terminal_models_tenant_created" ON "terminal_models" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_part_codes_tenant_code" ON "terminal_part_codes" USING btree ("tenant_id","part_code");--> statement-breakpoint
CREATE INDEX "terminal_part_codes_model" ON "terminal_part_codes" USING btree ("terminal_model_id");--> statement-breakpoint
CREATE INDEX "terminal_part_codes_supplier" ON "terminal_part_codes" USING btree ("part_supplier_id");--> statement-breakpoint
CREATE INDEX "terminal_part_codes_tenant_created" ON "terminal_part_codes" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_suppliers_tenant_code" ON "terminal_suppliers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "terminal_suppliers_tenant_type" ON "terminal_suppliers" USING btree ("tenant_id","supplier_type","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_terminal_logs_vehicle" ON "vehicle_terminal_logs" USING btree ("tenant_id","vin","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_terminal_logs_time" ON "vehicle_terminal_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_terminal_model_id_terminal_models_id_fk" FOREIGN KEY ("terminal_model_id") REFERENCES "public"."terminal_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_supplier_id_terminal_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."terminal_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_sim_card_id_sim_cards_id_fk" FOREIGN KEY ("sim_card_id") REFERENCES "public"."sim_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_batch_id_terminal_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."terminal_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_colour_id_vehicle_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."vehicle_colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_group_id_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_compliance_file_id_attachments_id_fk" FOREIGN KEY ("model_compliance_file_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_announcement_file_id_attachments_id_fk" FOREIGN KEY ("announcement_file_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_sim_card" ON "terminals" USING btree ("sim_card_id") WHERE sim_card_id is not null;--> statement-breakpoint
CREATE INDEX "terminals_model" ON "terminals" USING btree ("terminal_model_id");--> statement-breakpoint
CREATE INDEX "terminals_supplier" ON "terminals" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "terminals_batch" ON "terminals" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "terminals_tenant_created" ON "terminals" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_vin_prefix" ON "vehicles" USING btree ("vin" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_model" ON "vehicles" USING btree ("tenant_id","vehicle_model_id","id");--> statement-breakpoint
CREATE INDEX "vehicles_org" ON "vehicles" USING btree ("tenant_id","org_id","id");--> statement-breakpoint
CREATE INDEX "vehicles_sale_status" ON "vehicles" USING btree ("tenant_id","sale_status","id");--> statement-breakpoint
CREATE INDEX "vehicles_service_end" ON "vehicles" USING btree ("service_end_date") WHERE service_status = 'HAS_OPENED';--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_chain_type" CHECK ("terminals"."chain_type" in ('GB4', 'GB6', 'GB32960', 'CUSTOM'));