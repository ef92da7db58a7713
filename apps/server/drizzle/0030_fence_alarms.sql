CREATE TABLE "fence_alarms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fence_alarms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"fence_id" bigint NOT NULL,
	"fence_name" varchar(50) NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"speed" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fence_alarms_kind" CHECK ("fence_alarms"."kind" in ('ENTER', 'EXIT', 'DWELL', 'OVERSPEED'))
);
--> statement-breakpoint
CREATE TABLE "fence_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fence_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"fence_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fences" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fences" ADD COLUMN "vehicle_scope" varchar(8) DEFAULT 'VIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "fences" ADD COLUMN "entry_alarm" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fences" ADD COLUMN "exit_alarm" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fences" ADD COLUMN "dwell_minutes" integer;--> statement-breakpoint
ALTER TABLE "fences" ADD COLUMN "speed_limit" integer;--> statement-breakpoint
ALTER TABLE "fences" ADD COLUMN "active_from" varchar(5);--> statement-breakpoint
ALTER TABLE "fences" ADD COLUMN "active_to" varchar(5);--> statement-breakpoint
ALTER TABLE "fence_alarms" ADD CONSTRAINT "fence_alarms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_alarms" ADD CONSTRAINT "fence_alarms_fence_id_fences_id_fk" FOREIGN KEY ("fence_id") REFERENCES "public"."fences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_alarms" ADD CONSTRAINT "fence_alarms_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_vehicles" ADD CONSTRAINT "fence_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_vehicles" ADD CONSTRAINT "fence_vehicles_fence_id_fences_id_fk" FOREIGN KEY ("fence_id") REFERENCES "public"."fences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_vehicles" ADD CONSTRAINT "fence_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fence_alarms_open" ON "fence_alarms" USING btree ("vehicle_id","fence_id","kind") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "fence_alarms_tenant_started" ON "fence_alarms" USING btree ("tenant_id","started_at","id");--> statement-breakpoint
CREATE INDEX "fence_alarms_tenant_vin" ON "fence_alarms" USING btree ("tenant_id","vin","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fence_vehicles_pair" ON "fence_vehicles" USING btree ("fence_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "fence_vehicles_tenant" ON "fence_vehicles" USING btree ("tenant_id","vin");--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_vehicle_scope" CHECK ("fences"."vehicle_scope" in ('ALL', 'VIN'));--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_dwell" CHECK ("fences"."dwell_minutes" is null or "fences"."dwell_minutes" between 1 and 10080);--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_speed_limit" CHECK ("fences"."speed_limit" is null or "fences"."speed_limit" between 1 and 300);--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_active_window" CHECK (("fences"."active_from" is null) = ("fences"."active_to" is null) and ("fences"."active_from" is null or ("fences"."active_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "fences"."active_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')));
