CREATE TABLE "fault_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fault_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_series_id" bigint NOT NULL,
	"category" varchar(8) NOT NULL,
	"code" varchar(8) NOT NULL,
	"description" varchar(200) NOT NULL,
	"advice" varchar(500),
	"fault_part_id" bigint,
	"spn" integer,
	"fmi" smallint,
	"cm" smallint,
	"oc" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fault_codes_category" CHECK ("fault_codes"."category" in ('STORAGE', 'MOTOR', 'ENGINE', 'OTHER')),
	CONSTRAINT "fault_codes_code" CHECK ("fault_codes"."code" ~ '^[0-9A-F]{8}$')
);
--> statement-breakpoint
CREATE TABLE "fault_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fault_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fault_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fault_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"episode_id" bigint NOT NULL,
	"category" varchar(8) NOT NULL,
	"code" varchar(8) NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"handle_status" varchar(10) DEFAULT 'UNHANDLED' NOT NULL,
	"handle_content" varchar(500),
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fault_records_category" CHECK ("fault_records"."category" in ('STORAGE', 'MOTOR', 'ENGINE', 'OTHER')),
	CONSTRAINT "fault_records_handle_status" CHECK ("fault_records"."handle_status" in ('UNHANDLED', 'HANDLING', 'ENDED'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_links" (
	"vehicle_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"strategy_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"base_mileage" double precision,
	"base_at" timestamp with time zone NOT NULL,
	"due_mileage" double precision,
	"warn_mileage" double precision,
	"due_at" timestamp with time zone,
	"warn_at" timestamp with time zone,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"strategy_id" bigint,
	"maintained_at" timestamp with time zone NOT NULL,
	"mileage" double precision,
	"content" varchar(500) NOT NULL,
	"site" varchar(100),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_logs_mileage" CHECK ("maintenance_logs"."mileage" is null or "maintenance_logs"."mileage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "maintenance_strategies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"mileage_over" integer,
	"mileage_pre" integer DEFAULT 0 NOT NULL,
	"time_over" integer,
	"time_unit" varchar(8) DEFAULT 'MONTH' NOT NULL,
	"time_pre" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_strategies_interval" CHECK ("maintenance_strategies"."mileage_over" is not null or "maintenance_strategies"."time_over" is not null),
	CONSTRAINT "maintenance_strategies_time_unit" CHECK ("maintenance_strategies"."time_unit" in ('DAY', 'MONTH')),
	CONSTRAINT "maintenance_strategies_mileage" CHECK ("maintenance_strategies"."mileage_over" is null or ("maintenance_strategies"."mileage_over" > 0 and "maintenance_strategies"."mileage_pre" >= 0 and "maintenance_strategies"."mileage_pre" < "maintenance_strategies"."mileage_over")),
	CONSTRAINT "maintenance_strategies_time" CHECK ("maintenance_strategies"."time_over" is null or ("maintenance_strategies"."time_over" > 0 and "maintenance_strategies"."time_pre" >= 0))
);
--> statement-breakpoint
ALTER TABLE "fault_codes" ADD CONSTRAINT "fault_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fault_codes" ADD CONSTRAINT "fault_codes_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fault_codes" ADD CONSTRAINT "fault_codes_fault_part_id_fault_parts_id_fk" FOREIGN KEY ("fault_part_id") REFERENCES "public"."fault_parts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fault_parts" ADD CONSTRAINT "fault_parts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fault_records" ADD CONSTRAINT "fault_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fault_records" ADD CONSTRAINT "fault_records_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fault_records" ADD CONSTRAINT "fault_records_episode_id_alarm_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."alarm_episodes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fault_records" ADD CONSTRAINT "fault_records_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_links" ADD CONSTRAINT "maintenance_links_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_links" ADD CONSTRAINT "maintenance_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_links" ADD CONSTRAINT "maintenance_links_strategy_id_maintenance_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."maintenance_strategies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_logs" ADD CONSTRAINT "maintenance_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_logs" ADD CONSTRAINT "maintenance_logs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_logs" ADD CONSTRAINT "maintenance_logs_strategy_id_maintenance_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."maintenance_strategies"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_logs" ADD CONSTRAINT "maintenance_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_strategies" ADD CONSTRAINT "maintenance_strategies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maintenance_strategies" ADD CONSTRAINT "maintenance_strategies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "fault_codes_series_code" ON "fault_codes" USING btree ("tenant_id","vehicle_series_id","category","code");
--> statement-breakpoint
CREATE INDEX "fault_codes_tenant_updated" ON "fault_codes" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE INDEX "fault_codes_tenant_code" ON "fault_codes" USING btree ("tenant_id","code");
--> statement-breakpoint
CREATE INDEX "fault_codes_part" ON "fault_codes" USING btree ("fault_part_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "fault_parts_tenant_code" ON "fault_parts" USING btree ("tenant_id","code");
--> statement-breakpoint
CREATE UNIQUE INDEX "fault_parts_tenant_name" ON "fault_parts" USING btree ("tenant_id","name");
--> statement-breakpoint
CREATE UNIQUE INDEX "fault_records_episode_code" ON "fault_records" USING btree ("episode_id","category","code");
--> statement-breakpoint
CREATE INDEX "fault_records_tenant_last" ON "fault_records" USING btree ("tenant_id","last_at","id");
--> statement-breakpoint
CREATE INDEX "fault_records_tenant_first" ON "fault_records" USING btree ("tenant_id","first_at","id");
--> statement-breakpoint
CREATE INDEX "fault_records_tenant_vin" ON "fault_records" USING btree ("tenant_id","vin","id");
--> statement-breakpoint
CREATE INDEX "fault_records_tenant_status" ON "fault_records" USING btree ("tenant_id","handle_status","last_at");
--> statement-breakpoint
CREATE INDEX "fault_records_vehicle" ON "fault_records" USING btree ("vehicle_id","last_at");
--> statement-breakpoint
CREATE INDEX "maintenance_links_strategy" ON "maintenance_links" USING btree ("strategy_id","vin");
--> statement-breakpoint
CREATE INDEX "maintenance_links_tenant_vin" ON "maintenance_links" USING btree ("tenant_id","vin");
--> statement-breakpoint
CREATE INDEX "maintenance_links_tenant_due" ON "maintenance_links" USING btree ("tenant_id","due_at");
--> statement-breakpoint
CREATE INDEX "maintenance_logs_tenant_maintained" ON "maintenance_logs" USING btree ("tenant_id","maintained_at","id");
--> statement-breakpoint
CREATE INDEX "maintenance_logs_tenant_vin" ON "maintenance_logs" USING btree ("tenant_id","vin","id");
--> statement-breakpoint
CREATE INDEX "maintenance_logs_tenant_created" ON "maintenance_logs" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "maintenance_logs_vehicle" ON "maintenance_logs" USING btree ("vehicle_id","maintained_at");
--> statement-breakpoint
CREATE INDEX "maintenance_logs_strategy" ON "maintenance_logs" USING btree ("strategy_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_strategies_tenant_name" ON "maintenance_strategies" USING btree ("tenant_id","name");
--> statement-breakpoint
CREATE INDEX "maintenance_strategies_tenant_updated" ON "maintenance_strategies" USING btree ("tenant_id","updated_at","id");
