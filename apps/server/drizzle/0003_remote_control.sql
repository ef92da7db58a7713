CREATE TABLE "control_commands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "control_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"check_id" varchar(36) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"action" varchar(8) NOT NULL,
	"argument" smallint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64) NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "control_commands_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
CREATE TABLE "control_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lock_commands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lock_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"check_id" varchar(36) NOT NULL,
	"cmd_name" varchar(16) NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"user_id" bigint,
	"create_user_name" varchar(64) NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_commands_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
CREATE TABLE "lock_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lock_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"lock_enabled" boolean DEFAULT true NOT NULL,
	"box_ctrl_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_vehicles_vehicle_id_unique" UNIQUE("vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "terminal_param_values" (
	"vehicle_id" bigint NOT NULL,
	"param_id" smallint NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_param_values_vehicle_id_param_id_pk" PRIMARY KEY("vehicle_id","param_id")
);
--> statement-breakpoint
CREATE TABLE "terminal_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"check_id" varchar(36) NOT NULL,
	"task" varchar(16) NOT NULL,
	"detail" text NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64) NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_tasks_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_debug_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_debug_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"debug_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"status" varchar(8) NOT NULL,
	"online" boolean NOT NULL,
	"acc_name" varchar(16),
	"gps_name" varchar(16),
	"lock_status" varchar(4),
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_debugs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_debugs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"status" varchar(8) DEFAULT 'PENDING' NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"acc_name" varchar(16),
	"gps_name" varchar(16),
	"lock_status" varchar(4),
	"debug_time" timestamp with time zone,
	"debug_user_id" bigint,
	"debug_user_name" varchar(64),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control_commands" ADD CONSTRAINT "control_commands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_commands" ADD CONSTRAINT "control_commands_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_commands" ADD CONSTRAINT "control_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_nonces" ADD CONSTRAINT "control_nonces_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_commands" ADD CONSTRAINT "lock_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_vehicles" ADD CONSTRAINT "lock_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_vehicles" ADD CONSTRAINT "lock_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_param_values" ADD CONSTRAINT "terminal_param_values_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_tasks" ADD CONSTRAINT "terminal_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_tasks" ADD CONSTRAINT "terminal_tasks_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_tasks" ADD CONSTRAINT "terminal_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_debug_logs" ADD CONSTRAINT "vehicle_debug_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_debug_logs" ADD CONSTRAINT "vehicle_debug_logs_debug_id_vehicle_debugs_id_fk" FOREIGN KEY ("debug_id") REFERENCES "public"."vehicle_debugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_debugs" ADD CONSTRAINT "vehicle_debugs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_debugs" ADD CONSTRAINT "vehicle_debugs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_debugs" ADD CONSTRAINT "vehicle_debugs_debug_user_id_users_id_fk" FOREIGN KEY ("debug_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_commands_tenant_time" ON "control_commands" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "control_commands_vehicle_time" ON "control_commands" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "control_nonces_expires" ON "control_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lock_commands_tenant_time" ON "lock_commands" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "lock_commands_vehicle" ON "lock_commands" USING btree ("vehicle_id","id");--> statement-breakpoint
CREATE INDEX "lock_vehicles_tenant" ON "lock_vehicles" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "terminal_tasks_tenant_time" ON "terminal_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "terminal_tasks_vehicle_time" ON "terminal_tasks" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_debug_logs_tenant_time" ON "vehicle_debug_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_debug_logs_vin" ON "vehicle_debug_logs" USING btree ("tenant_id","vin","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_debugs_vin" ON "vehicle_debugs" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE INDEX "vehicle_debugs_status" ON "vehicle_debugs" USING btree ("tenant_id","status");