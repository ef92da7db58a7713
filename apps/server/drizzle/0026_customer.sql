CREATE TABLE "customer_account_managers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_account_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_account_managers_status" CHECK ("customer_account_managers"."status" in ('NORMAL', 'DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"user_type" varchar(16) DEFAULT 'PERSONAL' NOT NULL,
	"manager_id" bigint,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"focus" boolean DEFAULT false NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_accounts_status" CHECK ("customer_accounts"."status" in ('NORMAL', 'DISABLED')),
	CONSTRAINT "customer_accounts_user_type" CHECK ("customer_accounts"."user_type" in ('PERSONAL', 'ORGANISATION'))
);
--> statement-breakpoint
CREATE TABLE "customer_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"audit_status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"audit_remark" varchar(200),
	"audited_at" timestamp with time zone,
	"audited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "customer_vehicles_audit_status" CHECK ("customer_vehicles"."audit_status" in ('PENDING', 'PASS', 'REJECT')),
	CONSTRAINT "customer_vehicles_audited" CHECK (("customer_vehicles"."audit_status" = 'PENDING') = ("customer_vehicles"."audited_at" is null))
);
--> statement-breakpoint
CREATE TABLE "customer_fences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_fences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"shape" varchar(16) NOT NULL,
	"geometry" jsonb NOT NULL,
	"center_lng" double precision,
	"center_lat" double precision,
	"radius" double precision,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_fences_shape" CHECK ("customer_fences"."shape" in ('CIRCLE', 'POLYGON', 'RECTANGLE')),
	CONSTRAINT "customer_fences_circle" CHECK (("customer_fences"."shape" = 'CIRCLE') = ("customer_fences"."radius" is not null and "customer_fences"."center_lng" is not null and "customer_fences"."center_lat" is not null)),
	CONSTRAINT "customer_fences_radius" CHECK ("customer_fences"."radius" is null or "customer_fences"."radius" between 10 and 100000)
);
--> statement-breakpoint
CREATE TABLE "customer_service_sites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_service_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(30),
	"area_code" varchar(6),
	"address" varchar(200),
	"lng" double precision,
	"lat" double precision,
	"manager_id" bigint,
	"focus" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_service_sites_lng" CHECK ("customer_service_sites"."lng" is null or "customer_service_sites"."lng" between -180 and 180),
	CONSTRAINT "customer_service_sites_lat" CHECK ("customer_service_sites"."lat" is null or "customer_service_sites"."lat" between -90 and 90)
);
--> statement-breakpoint
CREATE TABLE "customer_service_site_accounts" (
	"site_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	CONSTRAINT "customer_service_site_accounts_site_id_account_id_pk" PRIMARY KEY("site_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "customer_account_managers" ADD CONSTRAINT "customer_account_managers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_manager_id_customer_account_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."customer_account_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_fences" ADD CONSTRAINT "customer_fences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_fences" ADD CONSTRAINT "customer_fences_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_sites" ADD CONSTRAINT "customer_service_sites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_sites" ADD CONSTRAINT "customer_service_sites_manager_id_customer_account_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."customer_account_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_site_accounts" ADD CONSTRAINT "customer_service_site_accounts_site_id_customer_service_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."customer_service_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_site_accounts" ADD CONSTRAINT "customer_service_site_accounts_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_account_managers_tenant_phone" ON "customer_account_managers" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "customer_account_managers_tenant_name" ON "customer_account_managers" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "customer_account_managers_tenant_created" ON "customer_account_managers" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_accounts_tenant_phone" ON "customer_accounts" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "customer_accounts_tenant_name" ON "customer_accounts" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "customer_accounts_tenant_created" ON "customer_accounts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_accounts_tenant_manager" ON "customer_accounts" USING btree ("tenant_id","manager_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_vehicles_tenant_vehicle" ON "customer_vehicles" USING btree ("tenant_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "customer_vehicles_tenant_account" ON "customer_vehicles" USING btree ("tenant_id","account_id","id");--> statement-breakpoint
CREATE INDEX "customer_vehicles_tenant_audit" ON "customer_vehicles" USING btree ("tenant_id","audit_status","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_vehicles_tenant_created" ON "customer_vehicles" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_fences_tenant_account_name" ON "customer_fences" USING btree ("tenant_id","account_id","name");--> statement-breakpoint
CREATE INDEX "customer_fences_tenant_name" ON "customer_fences" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "customer_fences_tenant_updated" ON "customer_fences" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_sites_tenant_name" ON "customer_service_sites" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "customer_service_sites_tenant_created" ON "customer_service_sites" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_service_sites_tenant_area" ON "customer_service_sites" USING btree ("tenant_id","area_code","id");--> statement-breakpoint
CREATE INDEX "customer_service_site_accounts_account" ON "customer_service_site_accounts" USING btree ("account_id");
