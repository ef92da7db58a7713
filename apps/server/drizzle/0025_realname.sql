CREATE TABLE "realname_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realname_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"owner_type" varchar(16) DEFAULT 'PERSONAL' NOT NULL,
	"owner_name" text NOT NULL,
	"owner_name_mask" varchar(50) NOT NULL,
	"owner_phone" text NOT NULL,
	"owner_phone_mask" varchar(20) NOT NULL,
	"owner_id_number" text NOT NULL,
	"owner_id_number_mask" varchar(18) NOT NULL,
	"company_name" varchar(100),
	"owner_id_car_img" bigint,
	"owner_id_car_back_img" bigint,
	"owner_pic_img" bigint,
	"company_img" bigint,
	"company_authorization_img" bigint,
	"verify_status" varchar(16) DEFAULT 'NOT_VERIFY' NOT NULL,
	"pending_submit" boolean DEFAULT true NOT NULL,
	"fail_reason" varchar(200),
	"submitted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "realname_records_status" CHECK ("realname_records"."verify_status" in ('NOT_VERIFY', 'SUBMIT', 'PASS', 'FAIL', 'TRANSFER', 'TRANSFER_PASS')),
	CONSTRAINT "realname_records_owner_type" CHECK ("realname_records"."owner_type" in ('PERSONAL', 'COMPANY')),
	CONSTRAINT "realname_records_sealed" CHECK ("realname_records"."owner_name" like 'enc:v1:%' and "realname_records"."owner_phone" like 'enc:v1:%' and "realname_records"."owner_id_number" like 'enc:v1:%')
);
--> statement-breakpoint
CREATE TABLE "realname_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realname_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"record_id" bigint,
	"vin" varchar(17) NOT NULL,
	"action" varchar(16) NOT NULL,
	"status_before" varchar(16),
	"status_after" varchar(16) NOT NULL,
	"owner_name" varchar(50),
	"reason" varchar(200),
	"operator_id" bigint,
	"operator_name" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realname_history_action" CHECK ("realname_history"."action" in ('CREATE', 'EDIT', 'SUBMIT', 'VERIFY')),
	CONSTRAINT "realname_history_status_after" CHECK ("realname_history"."status_after" in ('NOT_VERIFY', 'SUBMIT', 'PASS', 'FAIL', 'TRANSFER', 'TRANSFER_PASS'))
);
--> statement-breakpoint
CREATE TABLE "realname_one_link_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realname_one_link_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"record_id" bigint,
	"vin" varchar(17) NOT NULL,
	"owner_phone" varchar(20),
	"result" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realname_one_link_logs_result" CHECK ("realname_one_link_logs"."result" in ('SUCCESS', 'FAIL'))
);
--> statement-breakpoint
ALTER TABLE "realname_records" ADD CONSTRAINT "realname_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_records" ADD CONSTRAINT "realname_records_owner_id_car_img_attachments_id_fk" FOREIGN KEY ("owner_id_car_img") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_records" ADD CONSTRAINT "realname_records_owner_id_car_back_img_attachments_id_fk" FOREIGN KEY ("owner_id_car_back_img") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_records" ADD CONSTRAINT "realname_records_owner_pic_img_attachments_id_fk" FOREIGN KEY ("owner_pic_img") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_records" ADD CONSTRAINT "realname_records_company_img_attachments_id_fk" FOREIGN KEY ("company_img") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_records" ADD CONSTRAINT "realname_records_company_authorization_img_attachments_id_fk" FOREIGN KEY ("company_authorization_img") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_records" ADD CONSTRAINT "realname_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_history" ADD CONSTRAINT "realname_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_history" ADD CONSTRAINT "realname_history_record_id_realname_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."realname_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_history" ADD CONSTRAINT "realname_history_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_one_link_logs" ADD CONSTRAINT "realname_one_link_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_one_link_logs" ADD CONSTRAINT "realname_one_link_logs_record_id_realname_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."realname_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "realname_records_tenant_vin" ON "realname_records" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE INDEX "realname_records_tenant_updated" ON "realname_records" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "realname_records_tenant_status" ON "realname_records" USING btree ("tenant_id","verify_status","updated_at","id");--> statement-breakpoint
CREATE INDEX "realname_history_tenant_created" ON "realname_history" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "realname_history_tenant_vin" ON "realname_history" USING btree ("tenant_id","vin","id");--> statement-breakpoint
CREATE INDEX "realname_history_record" ON "realname_history" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "realname_one_link_logs_tenant_created" ON "realname_one_link_logs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "realname_one_link_logs_tenant_vin" ON "realname_one_link_logs" USING btree ("tenant_id","vin","id");
