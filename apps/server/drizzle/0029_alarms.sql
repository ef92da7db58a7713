CREATE TABLE "alarm_strategies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"level" smallint NOT NULL,
	"scope" varchar(8) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarm_strategies_level" CHECK ("alarm_strategies"."level" between 1 and 3),
	CONSTRAINT "alarm_strategies_scope" CHECK ("alarm_strategies"."scope" in ('ALL', 'VIN'))
);
--> statement-breakpoint
CREATE TABLE "alarm_strategy_conditions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_strategy_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"strategy_id" bigint NOT NULL,
	"metric" varchar(32) NOT NULL,
	"operator" varchar(2) NOT NULL,
	"threshold" double precision NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"hysteresis" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarm_strategy_conditions_operator" CHECK ("alarm_strategy_conditions"."operator" in ('GT', 'LT')),
	CONSTRAINT "alarm_strategy_conditions_duration" CHECK ("alarm_strategy_conditions"."duration_seconds" between 0 and 86400),
	CONSTRAINT "alarm_strategy_conditions_hysteresis" CHECK ("alarm_strategy_conditions"."hysteresis" >= 0)
);
--> statement-breakpoint
CREATE TABLE "alarm_strategy_vins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_strategy_vins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"strategy_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_alarms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_alarms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"source" varchar(8) NOT NULL,
	"rule_key" varchar(40) NOT NULL,
	"strategy_id" bigint,
	"rule_name" varchar(100) NOT NULL,
	"metric" varchar(32) NOT NULL,
	"operator" varchar(2) NOT NULL,
	"threshold" double precision NOT NULL,
	"level" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_frame_at" timestamp with time zone NOT NULL,
	"peak_value" double precision NOT NULL,
	"last_value" double precision NOT NULL,
	"frame_count" integer DEFAULT 1 NOT NULL,
	"handle_status" varchar(12) DEFAULT 'UNHANDLED' NOT NULL,
	"handle_content" varchar(500),
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_alarms_source" CHECK ("vehicle_alarms"."source" in ('STRATEGY', 'MODEL')),
	CONSTRAINT "vehicle_alarms_level" CHECK ("vehicle_alarms"."level" between 1 and 3),
	CONSTRAINT "vehicle_alarms_handle_status" CHECK ("vehicle_alarms"."handle_status" in ('UNHANDLED', 'HANDLING', 'DONE'))
);
--> statement-breakpoint
CREATE TABLE "gb_alarm_handles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gb_alarm_handles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"episode_id" bigint NOT NULL,
	"handle_status" varchar(12) NOT NULL,
	"handle_content" varchar(500),
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	CONSTRAINT "gb_alarm_handles_status" CHECK ("gb_alarm_handles"."handle_status" in ('UNHANDLED', 'HANDLING', 'DONE'))
);
--> statement-breakpoint
ALTER TABLE "alarm_strategies" ADD CONSTRAINT "alarm_strategies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_strategies" ADD CONSTRAINT "alarm_strategies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_strategy_conditions" ADD CONSTRAINT "alarm_strategy_conditions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_strategy_conditions" ADD CONSTRAINT "alarm_strategy_conditions_strategy_id_alarm_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."alarm_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_strategy_vins" ADD CONSTRAINT "alarm_strategy_vins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_strategy_vins" ADD CONSTRAINT "alarm_strategy_vins_strategy_id_alarm_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."alarm_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_strategy_vins" ADD CONSTRAINT "alarm_strategy_vins_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_alarms" ADD CONSTRAINT "vehicle_alarms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_alarms" ADD CONSTRAINT "vehicle_alarms_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_alarms" ADD CONSTRAINT "vehicle_alarms_strategy_id_alarm_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."alarm_strategies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_alarms" ADD CONSTRAINT "vehicle_alarms_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_alarm_handles" ADD CONSTRAINT "gb_alarm_handles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_alarm_handles" ADD CONSTRAINT "gb_alarm_handles_episode_id_alarm_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."alarm_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_alarm_handles" ADD CONSTRAINT "gb_alarm_handles_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_strategies_tenant_name" ON "alarm_strategies" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "alarm_strategies_tenant_updated" ON "alarm_strategies" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "alarm_strategy_conditions_strategy" ON "alarm_strategy_conditions" USING btree ("strategy_id");--> statement-breakpoint
CREATE INDEX "alarm_strategy_conditions_tenant" ON "alarm_strategy_conditions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_strategy_vins_pair" ON "alarm_strategy_vins" USING btree ("strategy_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "alarm_strategy_vins_tenant" ON "alarm_strategy_vins" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_alarms_open" ON "vehicle_alarms" USING btree ("vehicle_id","rule_key") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "vehicle_alarms_tenant_started" ON "vehicle_alarms" USING btree ("tenant_id","started_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_alarms_tenant_vin" ON "vehicle_alarms" USING btree ("tenant_id","vin","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gb_alarm_handles_episode" ON "gb_alarm_handles" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "gb_alarm_handles_tenant" ON "gb_alarm_handles" USING btree ("tenant_id","handle_status");
