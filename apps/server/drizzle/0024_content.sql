CREATE TABLE "content_activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"subject" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"location" varchar(200),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"content" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"audit_status" varchar(16) DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"audit_opinion" varchar(500),
	"submitted_at" timestamp with time zone,
	"submitted_by" bigint,
	"audited_at" timestamp with time zone,
	"audited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "content_activities_audit_status" CHECK ("content_activities"."audit_status" in ('NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "content_activities_kind" CHECK ("content_activities"."kind" in ('ONLINE', 'OFFLINE')),
	CONSTRAINT "content_activities_period" CHECK ("content_activities"."end_time" >= "content_activities"."start_time"),
	CONSTRAINT "content_activities_views" CHECK ("content_activities"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"subject" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"effective_time" timestamp with time zone,
	"expire_time" timestamp with time zone,
	"content" text NOT NULL,
	"audit_status" varchar(16) DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"audit_opinion" varchar(500),
	"submitted_at" timestamp with time zone,
	"submitted_by" bigint,
	"audited_at" timestamp with time zone,
	"audited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "content_announcements_audit_status" CHECK ("content_announcements"."audit_status" in ('NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "content_announcements_kind" CHECK ("content_announcements"."kind" in ('SYSTEM', 'SERVICE', 'EVENT')),
	CONSTRAINT "content_announcements_period" CHECK ("content_announcements"."effective_time" is null or "content_announcements"."expire_time" is null or "content_announcements"."expire_time" >= "content_announcements"."effective_time")
);
--> statement-breakpoint
CREATE TABLE "content_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"subject" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"author" varchar(50),
	"summary" varchar(500),
	"image_id" bigint,
	"content" text NOT NULL,
	"audit_status" varchar(16) DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"audit_opinion" varchar(500),
	"submitted_at" timestamp with time zone,
	"submitted_by" bigint,
	"audited_at" timestamp with time zone,
	"audited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "content_articles_audit_status" CHECK ("content_articles"."audit_status" in ('NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "content_articles_kind" CHECK ("content_articles"."kind" in ('NEWS', 'GUIDE', 'INDUSTRY'))
);
--> statement-breakpoint
CREATE TABLE "content_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"subject" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"contact" varchar(50),
	"reply" varchar(2000),
	"reply_status" varchar(8) DEFAULT 'WAIT' NOT NULL,
	"handle_status" varchar(16) DEFAULT 'UNHANDLED' NOT NULL,
	"replied_at" timestamp with time zone,
	"replied_by" bigint,
	"audit_status" varchar(16) DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"audit_opinion" varchar(500),
	"submitted_at" timestamp with time zone,
	"submitted_by" bigint,
	"audited_at" timestamp with time zone,
	"audited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "content_feedback_audit_status" CHECK ("content_feedback"."audit_status" in ('NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "content_feedback_kind" CHECK ("content_feedback"."kind" in ('AFTER_SALES', 'VEHICLE_USAGE', 'PLATFORM_USAGE', 'OTHER')),
	CONSTRAINT "content_feedback_reply_status" CHECK ("content_feedback"."reply_status" in ('WAIT', 'RESP')),
	CONSTRAINT "content_feedback_handle_status" CHECK ("content_feedback"."handle_status" in ('UNHANDLED', 'HANDLED')),
	CONSTRAINT "content_feedback_replied" CHECK (("content_feedback"."reply_status" = 'RESP') = ("content_feedback"."reply" is not null and "content_feedback"."replied_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "content_activities" ADD CONSTRAINT "content_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_activities" ADD CONSTRAINT "content_activities_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_activities" ADD CONSTRAINT "content_activities_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_activities" ADD CONSTRAINT "content_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_activities" ADD CONSTRAINT "content_activities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_announcements" ADD CONSTRAINT "content_announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_announcements" ADD CONSTRAINT "content_announcements_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_announcements" ADD CONSTRAINT "content_announcements_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_announcements" ADD CONSTRAINT "content_announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_announcements" ADD CONSTRAINT "content_announcements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_image_id_attachments_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_activities_tenant_updated" ON "content_activities" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "content_activities_tenant_status" ON "content_activities" USING btree ("tenant_id","audit_status","updated_at");--> statement-breakpoint
CREATE INDEX "content_activities_tenant_kind" ON "content_activities" USING btree ("tenant_id","kind","audit_status");--> statement-breakpoint
CREATE INDEX "content_activities_tenant_subject" ON "content_activities" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "content_announcements_tenant_updated" ON "content_announcements" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "content_announcements_tenant_status" ON "content_announcements" USING btree ("tenant_id","audit_status","updated_at");--> statement-breakpoint
CREATE INDEX "content_announcements_tenant_kind" ON "content_announcements" USING btree ("tenant_id","kind","audit_status");--> statement-breakpoint
CREATE INDEX "content_announcements_tenant_subject" ON "content_announcements" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "content_articles_tenant_updated" ON "content_articles" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "content_articles_tenant_status" ON "content_articles" USING btree ("tenant_id","audit_status","updated_at");--> statement-breakpoint
CREATE INDEX "content_articles_tenant_kind" ON "content_articles" USING btree ("tenant_id","kind","audit_status");--> statement-breakpoint
CREATE INDEX "content_articles_tenant_subject" ON "content_articles" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "content_feedback_tenant_updated" ON "content_feedback" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "content_feedback_tenant_status" ON "content_feedback" USING btree ("tenant_id","audit_status","updated_at");--> statement-breakpoint
CREATE INDEX "content_feedback_tenant_kind" ON "content_feedback" USING btree ("tenant_id","kind","audit_status");--> statement-breakpoint
CREATE INDEX "content_feedback_tenant_subject" ON "content_feedback" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "content_feedback_tenant_reply" ON "content_feedback" USING btree ("tenant_id","reply_status","updated_at");--> statement-breakpoint
CREATE INDEX "content_feedback_tenant_creator" ON "content_feedback" USING btree ("tenant_id","created_by","updated_at");