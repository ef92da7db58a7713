CREATE TABLE "terminal_alarm_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_alarm_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"threshold" double precision NOT NULL,
	"window_minutes" integer DEFAULT 10 NOT NULL,
	"level" smallint NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_alarm_items_kind" CHECK ("terminal_alarm_items"."kind" in ('LOGIN_FAIL', 'BAD_BCC', 'CLOCK_DRIFT', 'REISSUE_BACKLOG', 'OFFLINE')),
	CONSTRAINT "terminal_alarm_items_level" CHECK ("terminal_alarm_items"."level" between 1 and 3),
	CONSTRAINT "terminal_alarm_items_window" CHECK ("terminal_alarm_items"."window_minutes" between 1 and 1440),
	CONSTRAINT "terminal_alarm_items_threshold" CHECK ("terminal_alarm_items"."threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "terminal_alarm_strategies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_alarm_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"scope" varchar(8) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_alarm_strategies_scope" CHECK ("terminal_alarm_strategies"."scope" in ('ALL', 'VIN'))
);
--> statement-breakpoint
CREATE TABLE "terminal_alarm_strategy_items" (
	"strategy_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	CONSTRAINT "terminal_alarm_strategy_items_strategy_id_item_id_pk" PRIMARY KEY("strategy_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "terminal_alarm_strategy_vins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_alarm_strategy_vins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"strategy_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_alarms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_alarms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"item_id" bigint,
	"item_name" varchar(50) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"level" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_at" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	"event_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_alarms_level" CHECK ("terminal_alarms"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "abnormal_locations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abnormal_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"prev_at" timestamp with time zone,
	"prev_lng" double precision,
	"prev_lat" double precision,
	"distance_km" double precision,
	"speed_kmh" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abnormal_locations_kind" CHECK ("abnormal_locations"."kind" in ('JUMP', 'OUTSIDE', 'FROZEN'))
);
--> statement-breakpoint
CREATE TABLE "abnormal_offlines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abnormal_offlines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_strategies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"kinds" varchar(16)[] NOT NULL,
	"min_level" smallint DEFAULT 1 NOT NULL,
	"channels" varchar(8)[] NOT NULL,
	"scope" varchar(8) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_strategies_scope" CHECK ("notice_strategies"."scope" in ('ALL', 'VIN')),
	CONSTRAINT "notice_strategies_level" CHECK ("notice_strategies"."min_level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "notice_strategy_users" (
	"strategy_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "notice_strategy_users_strategy_id_user_id_pk" PRIMARY KEY("strategy_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_strategy_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_strategy_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"strategy_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_notice_cursors" (
	"kind" varchar(16) PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminal_alarm_items" ADD CONSTRAINT "terminal_alarm_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarm_strategies" ADD CONSTRAINT "terminal_alarm_strategies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarm_strategy_items" ADD CONSTRAINT "terminal_alarm_strategy_items_strategy_id_terminal_alarm_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."terminal_alarm_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarm_strategy_items" ADD CONSTRAINT "terminal_alarm_strategy_items_item_id_terminal_alarm_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."terminal_alarm_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarm_strategy_vins" ADD CONSTRAINT "terminal_alarm_strategy_vins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarm_strategy_vins" ADD CONSTRAINT "terminal_alarm_strategy_vins_strategy_id_terminal_alarm_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."terminal_alarm_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarm_strategy_vins" ADD CONSTRAINT "terminal_alarm_strategy_vins_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarms" ADD CONSTRAINT "terminal_alarms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarms" ADD CONSTRAINT "terminal_alarms_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_alarms" ADD CONSTRAINT "terminal_alarms_item_id_terminal_alarm_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."terminal_alarm_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_locations" ADD CONSTRAINT "abnormal_locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_locations" ADD CONSTRAINT "abnormal_locations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_offlines" ADD CONSTRAINT "abnormal_offlines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_offlines" ADD CONSTRAINT "abnormal_offlines_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_strategies" ADD CONSTRAINT "notice_strategies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_strategy_users" ADD CONSTRAINT "notice_strategy_users_strategy_id_notice_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."notice_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_strategy_users" ADD CONSTRAINT "notice_strategy_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_strategy_vehicles" ADD CONSTRAINT "notice_strategy_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_strategy_vehicles" ADD CONSTRAINT "notice_strategy_vehicles_strategy_id_notice_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."notice_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_strategy_vehicles" ADD CONSTRAINT "notice_strategy_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_alarm_items_tenant_name" ON "terminal_alarm_items" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "terminal_alarm_items_tenant_created" ON "terminal_alarm_items" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_alarm_strategies_tenant_name" ON "terminal_alarm_strategies" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "terminal_alarm_strategies_tenant_updated" ON "terminal_alarm_strategies" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "terminal_alarm_strategy_items_item" ON "terminal_alarm_strategy_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_alarm_strategy_vins_pair" ON "terminal_alarm_strategy_vins" USING btree ("strategy_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "terminal_alarm_strategy_vins_tenant" ON "terminal_alarm_strategy_vins" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_alarms_open" ON "terminal_alarms" USING btree ("vehicle_id","item_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "terminal_alarms_tenant_started" ON "terminal_alarms" USING btree ("tenant_id","started_at","id");--> statement-breakpoint
CREATE INDEX "terminal_alarms_tenant_vin" ON "terminal_alarms" USING btree ("tenant_id","vin","started_at");--> statement-breakpoint
CREATE INDEX "abnormal_locations_tenant_at" ON "abnormal_locations" USING btree ("tenant_id","at","id");--> statement-breakpoint
CREATE INDEX "abnormal_locations_tenant_vin" ON "abnormal_locations" USING btree ("tenant_id","vin","at");--> statement-breakpoint
CREATE UNIQUE INDEX "abnormal_offlines_open" ON "abnormal_offlines" USING btree ("vehicle_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "abnormal_offlines_tenant_seen" ON "abnormal_offlines" USING btree ("tenant_id","last_seen_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_strategies_tenant_name" ON "notice_strategies" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "notice_strategies_tenant_updated" ON "notice_strategies" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notice_strategy_users_user" ON "notice_strategy_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_strategy_vehicles_pair" ON "notice_strategy_vehicles" USING btree ("strategy_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "notice_strategy_vehicles_tenant" ON "notice_strategy_vehicles" USING btree ("tenant_id","vin");
