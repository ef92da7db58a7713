CREATE TABLE "filings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"subject_type" varchar(16) NOT NULL,
	"subject_id" bigint NOT NULL,
	"standard" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'TO_SUBMIT' NOT NULL,
	"identifier" varchar(64),
	"request_no" varchar(64),
	"reject_reason" varchar(500),
	"query_count" integer DEFAULT 0 NOT NULL,
	"submitted_by" bigint,
	"submitted_at" timestamp with time zone,
	"audited_at" timestamp with time zone,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filings_subject_type" CHECK ("filings"."subject_type" in ('CHIP_MODEL', 'TBOX_MODEL', 'VEHICLE_MODEL', 'VEHICLE')),
	CONSTRAINT "filings_standard" CHECK ("filings"."standard" in ('GB4', 'GB6')),
	CONSTRAINT "filings_status" CHECK ("filings"."status" in ('TO_SUBMIT', 'SUBMITTED', 'AUDITING', 'APPROVED', 'REJECTED', 'TIMEOUT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "signal_attrs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signal_attrs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_series_id" bigint NOT NULL,
	"signal_code" varchar(64) NOT NULL,
	"signal_name" varchar(100) NOT NULL,
	"signal_group" varchar(64),
	"physical_min" double precision,
	"physical_max" double precision,
	"unit" varchar(16),
	"symbol" varchar(32),
	"var_address" varchar(64),
	"remark" varchar(500),
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signal_attrs_range" CHECK ("signal_attrs"."physical_min" is null or "signal_attrs"."physical_max" is null or "signal_attrs"."physical_min" <= "signal_attrs"."physical_max")
);
--> statement-breakpoint
CREATE TABLE "signal_publish_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signal_publish_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"vehicle_series_id" bigint NOT NULL,
	"template_name" varchar(100) NOT NULL,
	"publish_status" varchar(8) NOT NULL,
	"version" integer NOT NULL,
	"version_code" varchar(32) NOT NULL,
	"signal_count" integer NOT NULL,
	"operator_id" bigint,
	"operator_name" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signal_publish_history_status" CHECK ("signal_publish_history"."publish_status" in ('PUBLISH', 'CANCEL'))
);
--> statement-breakpoint
CREATE TABLE "signal_template_attrs" (
	"template_id" bigint NOT NULL,
	"signal_attr_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signal_template_attrs_template_id_signal_attr_id_pk" PRIMARY KEY("template_id","signal_attr_id")
);
--> statement-breakpoint
CREATE TABLE "signal_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signal_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_series_id" bigint NOT NULL,
	"template_name" varchar(100) NOT NULL,
	"publish_status" varchar(8) DEFAULT 'INIT' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signal_templates_status" CHECK ("signal_templates"."publish_status" in ('INIT', 'PUBLISH', 'CANCEL')),
	CONSTRAINT "signal_templates_version" CHECK ("signal_templates"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "signal_tree_nodes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signal_tree_nodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_series_id" bigint NOT NULL,
	"parent_id" bigint,
	"node_type" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL,
	"signal_attr_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signal_tree_nodes_type" CHECK ("signal_tree_nodes"."node_type" in ('NODE', 'SIGNAL')),
	CONSTRAINT "signal_tree_nodes_signal_kind" CHECK (("signal_tree_nodes"."node_type" = 'SIGNAL') = ("signal_tree_nodes"."signal_attr_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_attrs" ADD CONSTRAINT "signal_attrs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_attrs" ADD CONSTRAINT "signal_attrs_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_publish_history" ADD CONSTRAINT "signal_publish_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_publish_history" ADD CONSTRAINT "signal_publish_history_template_id_signal_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."signal_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_publish_history" ADD CONSTRAINT "signal_publish_history_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_publish_history" ADD CONSTRAINT "signal_publish_history_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_template_attrs" ADD CONSTRAINT "signal_template_attrs_template_id_signal_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."signal_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_template_attrs" ADD CONSTRAINT "signal_template_attrs_signal_attr_id_signal_attrs_id_fk" FOREIGN KEY ("signal_attr_id") REFERENCES "public"."signal_attrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_templates" ADD CONSTRAINT "signal_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_templates" ADD CONSTRAINT "signal_templates_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_tree_nodes" ADD CONSTRAINT "signal_tree_nodes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_tree_nodes" ADD CONSTRAINT "signal_tree_nodes_vehicle_series_id_vehicle_series_id_fk" FOREIGN KEY ("vehicle_series_id") REFERENCES "public"."vehicle_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_tree_nodes" ADD CONSTRAINT "signal_tree_nodes_signal_attr_id_signal_attrs_id_fk" FOREIGN KEY ("signal_attr_id") REFERENCES "public"."signal_attrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "filings_subject_standard" ON "filings" USING btree ("tenant_id","subject_type","subject_id","standard");--> statement-breakpoint
CREATE INDEX "filings_tenant_type_created" ON "filings" USING btree ("tenant_id","subject_type","created_at","id");--> statement-breakpoint
CREATE INDEX "filings_pending" ON "filings" USING btree ("status") WHERE "filings"."status" in ('SUBMITTED', 'AUDITING');--> statement-breakpoint
CREATE UNIQUE INDEX "signal_attrs_series_code" ON "signal_attrs" USING btree ("tenant_id","vehicle_series_id","signal_code") WHERE "signal_attrs"."deleted" = false;--> statement-breakpoint
CREATE INDEX "signal_attrs_tenant_created" ON "signal_attrs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "signal_publish_history_tenant_created" ON "signal_publish_history" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "signal_publish_history_template" ON "signal_publish_history" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "signal_template_attrs_attr" ON "signal_template_attrs" USING btree ("signal_attr_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signal_templates_name" ON "signal_templates" USING btree ("tenant_id","template_name");--> statement-breakpoint
CREATE INDEX "signal_templates_series" ON "signal_templates" USING btree ("tenant_id","vehicle_series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signal_templates_one_published" ON "signal_templates" USING btree ("vehicle_series_id") WHERE "signal_templates"."publish_status" = 'PUBLISH';--> statement-breakpoint
CREATE INDEX "signal_tree_nodes_series" ON "signal_tree_nodes" USING btree ("tenant_id","vehicle_series_id");--> statement-breakpoint
CREATE INDEX "signal_tree_nodes_parent" ON "signal_tree_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signal_tree_nodes_signal" ON "signal_tree_nodes" USING btree ("vehicle_series_id","signal_attr_id");