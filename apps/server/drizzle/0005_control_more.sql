CREATE TABLE "lock_import_reports" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint,
	"kind" varchar(16) NOT NULL,
	"errors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qb_task_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qb_task_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"check_id" varchar(36),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_task_vehicles_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
CREATE TABLE "qb_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qb_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"params" text NOT NULL,
	"status" varchar(8) DEFAULT 'INIT' NOT NULL,
	"remark" varchar(200),
	"user_id" bigint,
	"user_name" varchar(64),
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_wakeups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_wakeups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"iccid" varchar(20),
	"phone" varchar(32),
	"text" varchar(160) NOT NULL,
	"status" varchar(8) DEFAULT 'sent' NOT NULL,
	"check_id" varchar(36) NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"woken_at" timestamp with time zone,
	CONSTRAINT "sms_wakeups_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_vin_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_vin_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"old_vin" varchar(17) NOT NULL,
	"new_vin" varchar(17) NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64) NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lock_commands" ADD COLUMN "mileage_km" integer;--> statement-breakpoint
ALTER TABLE "lock_import_reports" ADD CONSTRAINT "lock_import_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_import_reports" ADD CONSTRAINT "lock_import_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_task_vehicles" ADD CONSTRAINT "qb_task_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_task_vehicles" ADD CONSTRAINT "qb_task_vehicles_task_id_qb_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."qb_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_task_vehicles" ADD CONSTRAINT "qb_task_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_tasks" ADD CONSTRAINT "qb_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_tasks" ADD CONSTRAINT "qb_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_wakeups" ADD CONSTRAINT "sms_wakeups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_wakeups" ADD CONSTRAINT "sms_wakeups_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_wakeups" ADD CONSTRAINT "sms_wakeups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_vin_changes" ADD CONSTRAINT "vehicle_vin_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_vin_changes" ADD CONSTRAINT "vehicle_vin_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_vin_changes" ADD CONSTRAINT "vehicle_vin_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lock_import_reports_tenant_time" ON "lock_import_reports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qb_task_vehicles_vehicle" ON "qb_task_vehicles" USING btree ("task_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "qb_task_vehicles_tenant" ON "qb_task_vehicles" USING btree ("tenant_id","task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qb_tasks_name" ON "qb_tasks" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "qb_tasks_tenant_time" ON "qb_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_wakeups_vehicle" ON "sms_wakeups" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_wakeups_tenant_time" ON "sms_wakeups" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_vin_changes_vehicle" ON "vehicle_vin_changes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_vin_changes_tenant_time" ON "vehicle_vin_changes" USING btree ("tenant_id","created_at");