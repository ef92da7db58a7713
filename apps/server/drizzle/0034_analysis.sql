CREATE TABLE "analysis_daily" (
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"day" date NOT NULL,
	"vehicle_model_id" bigint,
	"org_id" bigint,
	"reports" integer DEFAULT 0 NOT NULL,
	"no_position" integer DEFAULT 0 NOT NULL,
	"mileage" double precision DEFAULT 0 NOT NULL,
	"drive_seconds" integer DEFAULT 0 NOT NULL,
	"charge_count" integer DEFAULT 0 NOT NULL,
	"charge_seconds" integer DEFAULT 0 NOT NULL,
	"charged_soc" integer DEFAULT 0 NOT NULL,
	"online_seconds" integer DEFAULT 0 NOT NULL,
	"sleep_count" integer DEFAULT 0 NOT NULL,
	"sleep_seconds" integer DEFAULT 0 NOT NULL,
	"alarm_count" integer DEFAULT 0 NOT NULL,
	"alarm_level1" integer DEFAULT 0 NOT NULL,
	"alarm_level2" integer DEFAULT 0 NOT NULL,
	"alarm_level3" integer DEFAULT 0 NOT NULL,
	"odometer_min" double precision,
	"odometer_max" double precision,
	"first_at" timestamp with time zone,
	"last_at" timestamp with time zone,
	"lng" double precision,
	"lat" double precision,
	"province" varchar(6),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_daily_pk" PRIMARY KEY("tenant_id","vehicle_id","day")
);
--> statement-breakpoint
CREATE TABLE "analysis_group_daily" (
	"tenant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"vehicle_model_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"online" integer DEFAULT 0 NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"no_position" integer DEFAULT 0 NOT NULL,
	"mileage" double precision DEFAULT 0 NOT NULL,
	"drive_seconds" integer DEFAULT 0 NOT NULL,
	"charge_count" integer DEFAULT 0 NOT NULL,
	"charge_seconds" integer DEFAULT 0 NOT NULL,
	"charged_soc" integer DEFAULT 0 NOT NULL,
	"online_seconds" integer DEFAULT 0 NOT NULL,
	"sleep_count" integer DEFAULT 0 NOT NULL,
	"sleep_seconds" integer DEFAULT 0 NOT NULL,
	"alarm_count" integer DEFAULT 0 NOT NULL,
	"alarm_level1" integer DEFAULT 0 NOT NULL,
	"alarm_level2" integer DEFAULT 0 NOT NULL,
	"alarm_level3" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analysis_group_daily_pk" PRIMARY KEY("tenant_id","day","vehicle_model_id","org_id")
);
--> statement-breakpoint
ALTER TABLE "analysis_daily" ADD CONSTRAINT "analysis_daily_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_daily_day" ON "analysis_daily" USING btree ("tenant_id","day","vehicle_id");--> statement-breakpoint
CREATE INDEX "analysis_daily_sleep" ON "analysis_daily" USING btree ("tenant_id","day","vehicle_id") WHERE sleep_count > 0;--> statement-breakpoint
CREATE INDEX "analysis_daily_no_position" ON "analysis_daily" USING btree ("tenant_id","day","vehicle_id") WHERE no_position > 0;--> statement-breakpoint
CREATE TABLE "analysis_dirty" (
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"day" date NOT NULL,
	"min_at" timestamp with time zone,
	CONSTRAINT "analysis_dirty_pk" PRIMARY KEY("tenant_id","vehicle_id","day")
);
--> statement-breakpoint
ALTER TABLE "analysis_dirty" ADD CONSTRAINT "analysis_dirty_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
