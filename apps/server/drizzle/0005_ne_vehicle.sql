CREATE TABLE "ne_vehicle_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ne_vehicle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"production_date" timestamp with time zone,
	"machine_code" varchar(64),
	"engine_no" varchar(32),
	"colour_id" bigint,
	"motor_model_id" bigint,
	"motor_code" varchar(64),
	"storage_model_id" bigint,
	"battery_pack_code" varchar(64),
	"sale_date" timestamp with time zone,
	"dealer_name" varchar(100),
	"operating_unit_id" bigint,
	"terminal_code" varchar(64),
	"forced" boolean DEFAULT false NOT NULL,
	"operator_id" bigint,
	"operator_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ne_vehicle_events_kind" CHECK ("ne_vehicle_events"."kind" in ('PRODUCE', 'SALE', 'DRIVER', 'STORAGE', 'TERMINAL'))
);
--> statement-breakpoint
CREATE TABLE "ne_vehicle_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ne_vehicle_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"record_no" varchar(40) NOT NULL,
	"record_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ne_vehicle_records_platform" CHECK ("ne_vehicle_records"."platform" in ('GB32960', 'LOCAL'))
);
--> statement-breakpoint
CREATE TABLE "ne_vehicles" (
	"vehicle_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'ARCHIVED' NOT NULL,
	"motor_model_id" bigint,
	"motor_code" varchar(64),
	"storage_model_id" bigint,
	"battery_pack_code" varchar(64),
	"operating_unit_id" bigint,
	"dealer_org_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ne_vehicles_status" CHECK ("ne_vehicles"."status" in ('ARCHIVED', 'PRODUCED', 'SOLD'))
);
--> statement-breakpoint
CREATE TABLE "operating_units" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operating_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"credit_code" varchar(18),
	"contacts" varchar(50),
	"telephone" varchar(30),
	"address" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_colour_id_vehicle_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."vehicle_colours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_motor_model_id_electric_drive_models_id_fk" FOREIGN KEY ("motor_model_id") REFERENCES "public"."electric_drive_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_storage_model_id_energy_storage_models_id_fk" FOREIGN KEY ("storage_model_id") REFERENCES "public"."energy_storage_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_operating_unit_id_operating_units_id_fk" FOREIGN KEY ("operating_unit_id") REFERENCES "public"."operating_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_records" ADD CONSTRAINT "ne_vehicle_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_records" ADD CONSTRAINT "ne_vehicle_records_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_motor_model_id_electric_drive_models_id_fk" FOREIGN KEY ("motor_model_id") REFERENCES "public"."electric_drive_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_storage_model_id_energy_storage_models_id_fk" FOREIGN KEY ("storage_model_id") REFERENCES "public"."energy_storage_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_operating_unit_id_operating_units_id_fk" FOREIGN KEY ("operating_unit_id") REFERENCES "public"."operating_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_dealer_org_id_organisations_id_fk" FOREIGN KEY ("dealer_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operating_units" ADD CONSTRAINT "operating_units_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ne_vehicle_events_tenant_kind" ON "ne_vehicle_events" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicle_events_vehicle" ON "ne_vehicle_events" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ne_vehicle_records_vehicle_platform" ON "ne_vehicle_records" USING btree ("vehicle_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "ne_vehicle_records_tenant_no" ON "ne_vehicle_records" USING btree ("tenant_id","record_no");--> statement-breakpoint
CREATE INDEX "ne_vehicle_records_tenant_created" ON "ne_vehicle_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicles_tenant_created" ON "ne_vehicles" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicles_tenant_status" ON "ne_vehicles" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ne_vehicles_motor_code" ON "ne_vehicles" USING btree ("tenant_id","motor_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ne_vehicles_battery_pack" ON "ne_vehicles" USING btree ("tenant_id","battery_pack_code");--> statement-breakpoint
CREATE INDEX "ne_vehicles_operating_unit" ON "ne_vehicles" USING btree ("operating_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operating_units_tenant_name" ON "operating_units" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "operating_units_tenant_created" ON "operating_units" USING btree ("tenant_id","created_at","id");