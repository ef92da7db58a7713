ALTER TABLE "vehicle_comp_versions" ADD COLUMN "hardware_version" varchar(50);--> statement-breakpoint
ALTER TABLE "vehicle_comp_versions" ADD COLUMN "source" varchar(8) DEFAULT 'REPORTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_comp_versions" ADD CONSTRAINT "vehicle_comp_versions_source" CHECK ("vehicle_comp_versions"."source" in ('REPORTED', 'MANUAL'));--> statement-breakpoint
CREATE INDEX "vehicle_comp_versions_tenant_vin" ON "vehicle_comp_versions" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE TABLE "vehicle_comp_version_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_comp_version_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"component_code" varchar(50) NOT NULL,
	"software_version" varchar(64) NOT NULL,
	"hardware_version" varchar(50),
	"previous_version" varchar(64),
	"source" varchar(8) NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_comp_version_details_source" CHECK ("vehicle_comp_version_details"."source" in ('REPORTED', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "component_hardware_infos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "component_hardware_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"component_code" varchar(50) NOT NULL,
	"hardware_version" varchar(50) NOT NULL,
	"part_no" varchar(50),
	"supplier" varchar(100),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ota_version_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ota_version_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_comp_version_details" ADD CONSTRAINT "vehicle_comp_version_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_comp_version_details" ADD CONSTRAINT "vehicle_comp_version_details_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_hardware_infos" ADD CONSTRAINT "component_hardware_infos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_version_vehicles" ADD CONSTRAINT "ota_version_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_version_vehicles" ADD CONSTRAINT "ota_version_vehicles_version_id_ota_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."ota_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_version_vehicles" ADD CONSTRAINT "ota_version_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_comp_version_details_tenant_vehicle" ON "vehicle_comp_version_details" USING btree ("tenant_id","vehicle_id","reported_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_comp_version_details_tenant_reported" ON "vehicle_comp_version_details" USING btree ("tenant_id","reported_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "component_hardware_infos_tenant_code_hw" ON "component_hardware_infos" USING btree ("tenant_id","component_code","hardware_version");--> statement-breakpoint
CREATE INDEX "component_hardware_infos_tenant_created" ON "component_hardware_infos" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ota_version_vehicles_version_vehicle" ON "ota_version_vehicles" USING btree ("version_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "ota_version_vehicles_tenant_vehicle" ON "ota_version_vehicles" USING btree ("tenant_id","vehicle_id");
