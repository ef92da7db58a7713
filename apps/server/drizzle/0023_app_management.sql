CREATE TABLE "app_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"phone" varchar(20) NOT NULL,
	"nickname" varchar(50),
	"real_name" varchar(50),
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_accounts_status" CHECK ("app_accounts"."status" in ('NORMAL', 'DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"app_type" varchar(8) NOT NULL,
	"version_name" varchar(32) NOT NULL,
	"version_code" integer NOT NULL,
	"upgrade_type" varchar(8) DEFAULT 'CHOICE' NOT NULL,
	"upgrade_method" varchar(8) DEFAULT 'NORMAL' NOT NULL,
	"download_url" varchar(500) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "app_versions_app_type" CHECK ("app_versions"."app_type" in ('ANDROID', 'IOS')),
	CONSTRAINT "app_versions_upgrade_type" CHECK ("app_versions"."upgrade_type" in ('CHOICE', 'FORCE')),
	CONSTRAINT "app_versions_upgrade_method" CHECK ("app_versions"."upgrade_method" in ('SILENT', 'NORMAL')),
	CONSTRAINT "app_versions_version_code" CHECK ("app_versions"."version_code" > 0),
	CONSTRAINT "app_versions_deleted_at" CHECK ("app_versions"."deleted" = ("app_versions"."deleted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "app_appoint_drives" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_appoint_drives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"vehicle_model_id" bigint,
	"dealer_name" varchar(100),
	"appoint_time" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'WAIT' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_appoint_drives_status" CHECK ("app_appoint_drives"."status" in ('WAIT', 'CONTACTED', 'FINISHED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "app_appointments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"owner_name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"service_type" varchar(16) NOT NULL,
	"service_site" varchar(100),
	"appoint_time" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'WAIT' NOT NULL,
	"evaluation_status" varchar(16) DEFAULT 'INIT' NOT NULL,
	"score" smallint,
	"evaluation_content" varchar(1000),
	"evaluated_at" timestamp with time zone,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_appointments_service_type" CHECK ("app_appointments"."service_type" in ('MAINTENANCE', 'REPAIR', 'INSPECTION')),
	CONSTRAINT "app_appointments_status" CHECK ("app_appointments"."status" in ('WAIT', 'CONFIRMED', 'FINISHED', 'CANCELLED')),
	CONSTRAINT "app_appointments_evaluation_status" CHECK ("app_appointments"."evaluation_status" in ('INIT', 'PUBLISHED')),
	CONSTRAINT "app_appointments_evaluation" CHECK (("app_appointments"."evaluation_status" = 'PUBLISHED') = ("app_appointments"."score" is not null and "app_appointments"."evaluated_at" is not null)),
	CONSTRAINT "app_appointments_score" CHECK ("app_appointments"."score" is null or "app_appointments"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "app_banners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"banner_type" varchar(1) NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"img_file_id" bigint,
	"link_url" varchar(500),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_banners_type" CHECK ("app_banners"."banner_type" in ('1', '2', '3', '4', '5')),
	CONSTRAINT "app_banners_status" CHECK ("app_banners"."status" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "app_maintenance_plan_models" (
	"plan_id" bigint NOT NULL,
	"vehicle_model_id" bigint NOT NULL,
	CONSTRAINT "app_maintenance_plan_models_plan_id_vehicle_model_id_pk" PRIMARY KEY("plan_id","vehicle_model_id")
);
--> statement-breakpoint
CREATE TABLE "app_maintenance_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_maintenance_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"time_over" integer NOT NULL,
	"time_pre" integer DEFAULT 0 NOT NULL,
	"time_unit" varchar(8) DEFAULT 'MONTH' NOT NULL,
	"mileage_over" integer NOT NULL,
	"mileage_pre" integer DEFAULT 0 NOT NULL,
	"mileage_unit" varchar(8) DEFAULT 'KM' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_maintenance_plans_time" CHECK ("app_maintenance_plans"."time_over" > 0 and "app_maintenance_plans"."time_pre" between 0 and "app_maintenance_plans"."time_over"),
	CONSTRAINT "app_maintenance_plans_mileage" CHECK ("app_maintenance_plans"."mileage_over" > 0 and "app_maintenance_plans"."mileage_pre" between 0 and "app_maintenance_plans"."mileage_over"),
	CONSTRAINT "app_maintenance_plans_time_unit" CHECK ("app_maintenance_plans"."time_unit" in ('DAY', 'MONTH')),
	CONSTRAINT "app_maintenance_plans_mileage_unit" CHECK ("app_maintenance_plans"."mileage_unit" in ('KM'))
);
--> statement-breakpoint
CREATE TABLE "app_periphery_infos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_periphery_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(16) NOT NULL,
	"address" varchar(200) NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"telephone" varchar(30),
	"business_hours" varchar(50),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_periphery_infos_category" CHECK ("app_periphery_infos"."category" in ('CHARGING', 'SERVICE', 'PARKING', 'GAS', 'CAR_WASH')),
	CONSTRAINT "app_periphery_infos_position" CHECK ("app_periphery_infos"."lng" between -180 and 180 and "app_periphery_infos"."lat" between -90 and 90)
);
--> statement-breakpoint
CREATE TABLE "app_user_feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_user_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint,
	"feedback_type" varchar(16) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"contact_phone" varchar(30),
	"reply_status" varchar(8) DEFAULT 'WAIT' NOT NULL,
	"reply" varchar(2000),
	"replied_at" timestamp with time zone,
	"replied_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_feedbacks_type" CHECK ("app_user_feedbacks"."feedback_type" in ('AFTER_SALES', 'VEHICLE_USAGE', 'PLATFORM_USAGE', 'OTHER')),
	CONSTRAINT "app_user_feedbacks_reply_status" CHECK ("app_user_feedbacks"."reply_status" in ('WAIT', 'RESP')),
	CONSTRAINT "app_user_feedbacks_reply" CHECK (("app_user_feedbacks"."reply_status" = 'RESP') = ("app_user_feedbacks"."reply" is not null and "app_user_feedbacks"."replied_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_manual_models" (
	"manual_id" bigint NOT NULL,
	"vehicle_model_id" bigint NOT NULL,
	CONSTRAINT "user_manual_models_manual_id_vehicle_model_id_pk" PRIMARY KEY("manual_id","vehicle_model_id")
);
--> statement-breakpoint
CREATE TABLE "user_manuals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_manuals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"manual_file_id" bigint,
	"file_link" varchar(500),
	"manual_image_id" bigint,
	"is_show_external" boolean DEFAULT false NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_manuals_file_or_link" CHECK ("user_manuals"."manual_file_id" is null or "user_manuals"."file_link" is null)
);
--> statement-breakpoint
CREATE TABLE "app_vehicle_bind_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_vehicle_bind_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint,
	"vin" varchar(17) NOT NULL,
	"plate_no" varchar(20),
	"action" varchar(8) NOT NULL,
	"operated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(500),
	CONSTRAINT "app_vehicle_bind_logs_action" CHECK ("app_vehicle_bind_logs"."action" in ('BIND', 'UNBIND'))
);
--> statement-breakpoint
ALTER TABLE "app_accounts" ADD CONSTRAINT "app_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_appoint_drives" ADD CONSTRAINT "app_appoint_drives_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_appoint_drives" ADD CONSTRAINT "app_appoint_drives_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_appointments" ADD CONSTRAINT "app_appointments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_banners" ADD CONSTRAINT "app_banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_banners" ADD CONSTRAINT "app_banners_img_file_id_attachments_id_fk" FOREIGN KEY ("img_file_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_maintenance_plan_models" ADD CONSTRAINT "app_maintenance_plan_models_plan_id_app_maintenance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."app_maintenance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_maintenance_plan_models" ADD CONSTRAINT "app_maintenance_plan_models_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_maintenance_plans" ADD CONSTRAINT "app_maintenance_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_periphery_infos" ADD CONSTRAINT "app_periphery_infos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_feedbacks" ADD CONSTRAINT "app_user_feedbacks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_feedbacks" ADD CONSTRAINT "app_user_feedbacks_account_id_app_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."app_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_feedbacks" ADD CONSTRAINT "app_user_feedbacks_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manual_models" ADD CONSTRAINT "user_manual_models_manual_id_user_manuals_id_fk" FOREIGN KEY ("manual_id") REFERENCES "public"."user_manuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manual_models" ADD CONSTRAINT "user_manual_models_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manuals" ADD CONSTRAINT "user_manuals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manuals" ADD CONSTRAINT "user_manuals_manual_file_id_attachments_id_fk" FOREIGN KEY ("manual_file_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manuals" ADD CONSTRAINT "user_manuals_manual_image_id_attachments_id_fk" FOREIGN KEY ("manual_image_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_vehicle_bind_logs" ADD CONSTRAINT "app_vehicle_bind_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_vehicle_bind_logs" ADD CONSTRAINT "app_vehicle_bind_logs_account_id_app_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."app_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_accounts_tenant_phone" ON "app_accounts" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "app_accounts_tenant_created" ON "app_accounts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "app_accounts_tenant_status" ON "app_accounts" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_tenant_code" ON "app_versions" USING btree ("tenant_id","app_type","version_code") WHERE "app_versions"."deleted" = false;--> statement-breakpoint
CREATE INDEX "app_versions_tenant_published" ON "app_versions" USING btree ("tenant_id","published_at","id");--> statement-breakpoint
CREATE INDEX "app_appoint_drives_tenant_time" ON "app_appoint_drives" USING btree ("tenant_id","appoint_time","id");--> statement-breakpoint
CREATE INDEX "app_appoint_drives_tenant_phone" ON "app_appoint_drives" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "app_appoint_drives_tenant_created" ON "app_appoint_drives" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "app_appointments_tenant_time" ON "app_appointments" USING btree ("tenant_id","appoint_time","id");--> statement-breakpoint
CREATE INDEX "app_appointments_tenant_vin" ON "app_appointments" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE INDEX "app_appointments_tenant_created" ON "app_appointments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "app_appointments_tenant_evaluation" ON "app_appointments" USING btree ("tenant_id","evaluation_status");--> statement-breakpoint
CREATE INDEX "app_banners_tenant_sequence" ON "app_banners" USING btree ("tenant_id","sequence","id");--> statement-breakpoint
CREATE INDEX "app_banners_tenant_type" ON "app_banners" USING btree ("tenant_id","banner_type","status");--> statement-breakpoint
CREATE INDEX "app_banners_tenant_updated" ON "app_banners" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "app_maintenance_plan_models_model" ON "app_maintenance_plan_models" USING btree ("vehicle_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_maintenance_plans_tenant_name" ON "app_maintenance_plans" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "app_maintenance_plans_tenant_updated" ON "app_maintenance_plans" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_periphery_infos_tenant_name" ON "app_periphery_infos" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "app_periphery_infos_tenant_updated" ON "app_periphery_infos" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "app_periphery_infos_tenant_category" ON "app_periphery_infos" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "app_user_feedbacks_tenant_created" ON "app_user_feedbacks" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "app_user_feedbacks_tenant_reply" ON "app_user_feedbacks" USING btree ("tenant_id","reply_status");--> statement-breakpoint
CREATE INDEX "app_user_feedbacks_account" ON "app_user_feedbacks" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "user_manual_models_model" ON "user_manual_models" USING btree ("vehicle_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_manuals_tenant_name" ON "user_manuals" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "user_manuals_tenant_updated" ON "user_manuals" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "app_vehicle_bind_logs_tenant_time" ON "app_vehicle_bind_logs" USING btree ("tenant_id","operated_at","id");--> statement-breakpoint
CREATE INDEX "app_vehicle_bind_logs_tenant_vin" ON "app_vehicle_bind_logs" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE INDEX "app_vehicle_bind_logs_account" ON "app_vehicle_bind_logs" USING btree ("account_id","operated_at");