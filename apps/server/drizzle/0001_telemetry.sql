CREATE TABLE "areas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(6) NOT NULL,
	"name" varchar(100) NOT NULL,
	"level" varchar(2) NOT NULL,
	"parent_id" bigint
);
--> statement-breakpoint
CREATE TABLE "dict_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"description" varchar(200),
	CONSTRAINT "dict_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"abbr" varchar(50),
	"manufacturer_type" varchar(16) NOT NULL,
	"credit_code" varchar(18),
	"contacts" varchar(50),
	"phone" varchar(30),
	"email" varchar(100),
	"province" varchar(6),
	"city" varchar(6),
	"address" varchar(200),
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"param_key" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"value" text NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"description" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"org_id" bigint,
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"description" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_classes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"biz_type" varchar(32) NOT NULL,
	"icon" varchar(64),
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_configs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"biz_type" varchar(32) NOT NULL,
	"push_class_id" bigint,
	"channels" varchar(16)[] DEFAULT '{WEB}' NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_items" (
	"user_id" bigint NOT NULL,
	"biz_type" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"popup" boolean DEFAULT true NOT NULL,
	"sound" boolean DEFAULT false NOT NULL,
	CONSTRAINT "push_items_user_id_biz_type_pk" PRIMARY KEY("user_id","biz_type")
);
--> statement-breakpoint
CREATE TABLE "push_users" (
	"push_config_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "push_users_push_config_id_user_id_pk" PRIMARY KEY("push_config_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(16) NOT NULL,
	"period" varchar(16),
	"template_file_id" bigint,
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"description" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"serial_no" varchar(64) NOT NULL,
	"cert_type" varchar(16) NOT NULL,
	"algorithm" varchar(16) NOT NULL,
	"issuer" varchar(200),
	"subject" varchar(200),
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"file_id" bigint,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"level" varchar(8) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"source" varchar(120),
	"node" varchar(120),
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_apps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"app_code" varchar(64) NOT NULL,
	"app_name" varchar(100) NOT NULL,
	"app_type" varchar(16) NOT NULL,
	"app_secret" varchar(128) NOT NULL,
	"redirect_uri" varchar(500),
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_menus" (
	"tenant_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "tenant_menus_tenant_id_menu_id_pk" PRIMARY KEY("tenant_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_platform_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_platform_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"filing_usage" varchar(16) NOT NULL,
	"platform_name" varchar(100) NOT NULL,
	"platform_code" varchar(64),
	"account" varchar(64) NOT NULL,
	"password" varchar(128),
	"host" varchar(200) NOT NULL,
	"port" integer NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_open_ids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_open_ids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"open_type" varchar(32) NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_code" varchar(64) NOT NULL,
	"iccid" varchar(20),
	"protocol" varchar(16) DEFAULT 'GB32960' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminals_terminal_code_unique" UNIQUE("terminal_code"),
	CONSTRAINT "terminals_iccid_unique" UNIQUE("iccid")
);
--> statement-breakpoint
CREATE TABLE "vehicle_terminals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_terminals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"terminal_id" bigint NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"plate" varchar(20),
	"model" text,
	"series" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_vin_unique" UNIQUE("vin")
);
--> statement-breakpoint
CREATE TABLE "alarm_episodes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_episodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_frame_at" timestamp with time zone NOT NULL,
	"highest_level" smallint NOT NULL,
	"last_level" smallint NOT NULL,
	"flags" bigint NOT NULL,
	"last_flags" bigint NOT NULL,
	"storage_faults" bigint[] NOT NULL,
	"motor_faults" bigint[] NOT NULL,
	"engine_faults" bigint[] NOT NULL,
	"other_faults" bigint[] NOT NULL,
	"frame_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downlink_commands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "downlink_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"check_id" varchar(36) NOT NULL,
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"command" varchar(16) NOT NULL,
	"command_id" smallint NOT NULL,
	"request" jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"status_code" smallint NOT NULL,
	"timeout_ms" integer NOT NULL,
	"queue_if_offline" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"gateway" varchar(64),
	"response_flag" smallint,
	"result" jsonb,
	"error" text,
	CONSTRAINT "downlink_commands_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
CREATE TABLE "raw_frames" (
	"received_at" timestamp with time zone NOT NULL,
	"vin" varchar(17),
	"vehicle_id" bigint,
	"direction" varchar(4) NOT NULL,
	"command_id" smallint,
	"response_flag" smallint,
	"session_id" varchar(36),
	"remote_addr" varchar(64),
	"error" text,
	"frame" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_points" (
	"vehicle_id" bigint NOT NULL,
	"point_time" timestamp with time zone NOT NULL,
	"tenant_id" bigint NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"speed" real,
	"mileage" double precision,
	"soc" smallint,
	CONSTRAINT "track_points_pk" PRIMARY KEY("vehicle_id","point_time")
);
--> statement-breakpoint
CREATE TABLE "vehicle_history" (
	"vehicle_id" bigint NOT NULL,
	"frame_time" timestamp with time zone NOT NULL,
	"frame_key" bigint NOT NULL,
	"tenant_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reissue" boolean DEFAULT false NOT NULL,
	"edition" smallint NOT NULL,
	"vehicle_status" smallint,
	"charge_status" smallint,
	"run_mode" smallint,
	"speed" real,
	"mileage" double precision,
	"voltage" real,
	"current" real,
	"soc" smallint,
	"dcdc" smallint,
	"gear" smallint,
	"insulation" integer,
	"accelerator" smallint,
	"brake" smallint,
	"position_valid" boolean,
	"lng" double precision,
	"lat" double precision,
	"alarm_level" smallint,
	"alarm_flags" bigint,
	"max_cell_voltage" real,
	"min_cell_voltage" real,
	"max_temp" smallint,
	"min_temp" smallint,
	"cell_voltages" smallint[],
	"probe_temps" smallint[],
	"data" jsonb,
	CONSTRAINT "vehicle_history_pk" PRIMARY KEY("vehicle_id","frame_time","frame_key")
);
--> statement-breakpoint
CREATE TABLE "vehicle_latest" (
	"vehicle_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"session_id" varchar(36),
	"state_at" timestamp with time zone,
	"login_at" timestamp with time zone,
	"logout_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"edition" smallint,
	"iccid" varchar(20),
	"remote_addr" varchar(64),
	"gateway" varchar(64),
	"frame_time" timestamp with time zone,
	"received_at" timestamp with time zone,
	"vehicle_at" timestamp with time zone,
	"position_at" timestamp with time zone,
	"alarm_at" timestamp with time zone,
	"extremes_at" timestamp with time zone,
	"storage_at" timestamp with time zone,
	"vehicle_status" smallint,
	"charge_status" smallint,
	"run_mode" smallint,
	"speed" real,
	"mileage" double precision,
	"voltage" real,
	"current" real,
	"soc" smallint,
	"dcdc" smallint,
	"gear" smallint,
	"insulation" integer,
	"accelerator" smallint,
	"brake" smallint,
	"position_valid" boolean,
	"lng" double precision,
	"lat" double precision,
	"alarm_level" smallint,
	"alarm_flags" bigint,
	"max_cell_voltage" real,
	"min_cell_voltage" real,
	"max_temp" smallint,
	"min_temp" smallint,
	"cell_voltages" smallint[],
	"probe_temps" smallint[],
	"acc" boolean GENERATED ALWAYS AS (vehicle_status = 1) STORED,
	"charging" boolean GENERATED ALWAYS AS (charge_status in (1, 2)) STORED,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "vehicle_logins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_logins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" varchar(36) NOT NULL,
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"terminal_id" bigint,
	"vin" varchar(17) NOT NULL,
	"edition" smallint,
	"iccid" varchar(20),
	"login_serial" integer,
	"login_time" timestamp with time zone,
	"login_at" timestamp with time zone,
	"storage_codes" jsonb,
	"remote_addr" varchar(64),
	"gateway" varchar(64),
	"logout_serial" integer,
	"logout_time" timestamp with time zone,
	"logout_at" timestamp with time zone,
	"logout_reason" varchar(16),
	CONSTRAINT "vehicle_logins_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "dict_types" ADD COLUMN "category_id" bigint;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "redirect" varchar(200);--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "readonly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "attributes" varchar(200);--> statement-breakpoint
ALTER TABLE "user_configs" ADD COLUMN "language" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "post_id" bigint;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameters" ADD CONSTRAINT "parameters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_classes" ADD CONSTRAINT "push_classes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_configs" ADD CONSTRAINT "push_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_configs" ADD CONSTRAINT "push_configs_push_class_id_push_classes_id_fk" FOREIGN KEY ("push_class_id") REFERENCES "public"."push_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_items" ADD CONSTRAINT "push_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_users" ADD CONSTRAINT "push_users_push_config_id_push_configs_id_fk" FOREIGN KEY ("push_config_id") REFERENCES "public"."push_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_users" ADD CONSTRAINT "push_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_certificates" ADD CONSTRAINT "security_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_apps" ADD CONSTRAINT "tenant_apps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_menus" ADD CONSTRAINT "tenant_menus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_menus" ADD CONSTRAINT "tenant_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_platform_accounts" ADD CONSTRAINT "tenant_platform_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_open_ids" ADD CONSTRAINT "user_open_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_terminals" ADD CONSTRAINT "vehicle_terminals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_terminals" ADD CONSTRAINT "vehicle_terminals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_terminals" ADD CONSTRAINT "vehicle_terminals_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_episodes" ADD CONSTRAINT "alarm_episodes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downlink_commands" ADD CONSTRAINT "downlink_commands_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downlink_commands" ADD CONSTRAINT "downlink_commands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_latest" ADD CONSTRAINT "vehicle_latest_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_logins" ADD CONSTRAINT "vehicle_logins_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_logins" ADD CONSTRAINT "vehicle_logins_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_code" ON "areas" USING btree ("code");--> statement-breakpoint
CREATE INDEX "areas_parent" ON "areas" USING btree ("parent_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_tenant_code" ON "manufacturers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "manufacturers_tenant_type" ON "manufacturers" USING btree ("tenant_id","manufacturer_type","id");--> statement-breakpoint
CREATE INDEX "manufacturers_tenant_created" ON "manufacturers" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parameters_tenant_key" ON "parameters" USING btree ("tenant_id","param_key");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_tenant_code" ON "posts" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "posts_tenant_sequence" ON "posts" USING btree ("tenant_id","sequence","id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_classes_tenant_code" ON "push_classes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "push_classes_tenant_sequence" ON "push_classes" USING btree ("tenant_id","sequence","id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_configs_tenant_name" ON "push_configs" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "push_configs_tenant_biz_type" ON "push_configs" USING btree ("tenant_id","biz_type","id");--> statement-breakpoint
CREATE INDEX "push_configs_tenant_created" ON "push_configs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "push_users_user" ON "push_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_tenant_code" ON "reports" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "reports_tenant_sequence" ON "reports" USING btree ("tenant_id","sequence","id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_certificates_tenant_serial" ON "security_certificates" USING btree ("tenant_id","serial_no");--> statement-breakpoint
CREATE INDEX "security_certificates_tenant_valid_to" ON "security_certificates" USING btree ("tenant_id","valid_to","id");--> statement-breakpoint
CREATE INDEX "system_logs_time" ON "system_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "system_logs_level_time" ON "system_logs" USING btree ("level","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_apps_app_code" ON "tenant_apps" USING btree ("app_code");--> statement-breakpoint
CREATE INDEX "tenant_apps_tenant_created" ON "tenant_apps" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_platform_accounts_usage_account" ON "tenant_platform_accounts" USING btree ("tenant_id","filing_usage","account");--> statement-breakpoint
CREATE INDEX "tenant_platform_accounts_tenant_created" ON "tenant_platform_accounts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_open_ids_type_id" ON "user_open_ids" USING btree ("open_type","open_id");--> statement-breakpoint
CREATE INDEX "user_open_ids_user" ON "user_open_ids" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "terminals_tenant" ON "terminals" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_terminals_open_terminal" ON "vehicle_terminals" USING btree ("terminal_id") WHERE unbound_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_terminals_open_vehicle" ON "vehicle_terminals" USING btree ("vehicle_id") WHERE unbound_at is null;--> statement-breakpoint
CREATE INDEX "vehicle_terminals_vehicle" ON "vehicle_terminals" USING btree ("vehicle_id","bound_at");--> statement-breakpoint
CREATE INDEX "vehicles_tenant" ON "vehicles" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_episodes_open" ON "alarm_episodes" USING btree ("vehicle_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "alarm_episodes_vehicle" ON "alarm_episodes" USING btree ("vehicle_id","started_at");--> statement-breakpoint
CREATE INDEX "alarm_episodes_tenant" ON "alarm_episodes" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "downlink_commands_queued" ON "downlink_commands" USING btree ("vehicle_id","id") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "downlink_commands_vehicle" ON "downlink_commands" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "downlink_commands_tenant" ON "downlink_commands" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "raw_frames_vin" ON "raw_frames" USING btree ("vin","received_at");--> statement-breakpoint
CREATE INDEX "vehicle_latest_tenant" ON "vehicle_latest" USING btree ("tenant_id","online");--> statement-breakpoint
CREATE INDEX "vehicle_logins_vehicle" ON "vehicle_logins" USING btree ("vehicle_id","login_at");--> statement-breakpoint
CREATE INDEX "vehicle_logins_tenant" ON "vehicle_logins" USING btree ("tenant_id","login_at");--> statement-breakpoint
ALTER TABLE "dict_types" ADD CONSTRAINT "dict_types_category_id_dict_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dict_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_logs_tenant_status_time" ON "api_logs" USING btree ("tenant_id","status","request_time","id");--> statement-breakpoint
CREATE INDEX "api_logs_tenant_uri_prefix" ON "api_logs" USING btree ("tenant_id","uri" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "api_logs_tenant_user_time" ON "api_logs" USING btree ("tenant_id","user_id","request_time");--> statement-breakpoint
CREATE INDEX "business_logs_module_action_time" ON "business_logs" USING btree ("tenant_id","module","action","created_at","id");--> statement-breakpoint
CREATE INDEX "business_logs_user_name_prefix" ON "business_logs" USING btree ("tenant_id","user_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dict_items_type_sequence" ON "dict_items" USING btree ("type_code","sequence","id");--> statement-breakpoint
CREATE INDEX "dict_items_sequence" ON "dict_items" USING btree ("sequence","id");--> statement-breakpoint
CREATE INDEX "dict_items_parent" ON "dict_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "locales_code_prefix" ON "locales" USING btree ("code" text_pattern_ops,"lang");--> statement-breakpoint
CREATE INDEX "organisations_tenant_sequence" ON "organisations" USING btree ("tenant_id","sequence","id");--> statement-breakpoint
CREATE INDEX "organisations_tenant_type" ON "organisations" USING btree ("tenant_id","type","id");--> statement-breakpoint
CREATE INDEX "roles_tenant_created" ON "roles" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_domain_name" ON "tenants" USING btree ("domain_name");--> statement-breakpoint
CREATE INDEX "tenants_created" ON "tenants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_tenant_created" ON "users" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_tenant_type_status_created" ON "users" USING btree ("tenant_id","user_type","status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_tenant_user_name_prefix" ON "users" USING btree ("tenant_id","user_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_type_user_name_prefix" ON "users" USING btree ("tenant_id","user_type","user_name" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "users_tenant_phone_prefix" ON "users" USING btree ("tenant_id","phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_org" ON "users" USING btree ("tenant_id","org_id","id");--> statement-breakpoint
CREATE INDEX "users_tenant_last_login" ON "users" USING btree ("tenant_id","last_login_time","id");--> statement-breakpoint
CREATE INDEX "users_post" ON "users" USING btree ("post_id");