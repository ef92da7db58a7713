CREATE TABLE "gateway_services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_services_code" CHECK ("gateway_services"."code" in ('VEHICLE_REALTIME', 'VEHICLE_TRACK'))
);
--> statement-breakpoint
CREATE TABLE "system_connects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_connects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"contacts" varchar(50),
	"telephone" varchar(30),
	"description" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_auths" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_auths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"connect_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"key_hash" char(64) NOT NULL,
	"services" varchar(32)[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_auths_services" CHECK ("gateway_auths"."services" <@ array['VEHICLE_REALTIME', 'VEHICLE_TRACK']::varchar[])
);
--> statement-breakpoint
CREATE TABLE "gateway_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"auth_id" bigint,
	"service_code" varchar(32),
	"rate_limit" integer,
	"window_seconds" integer DEFAULT 60 NOT NULL,
	"ip_allow_list" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_rules_service" CHECK ("gateway_rules"."service_code" is null or "gateway_rules"."service_code" in ('VEHICLE_REALTIME', 'VEHICLE_TRACK')),
	CONSTRAINT "gateway_rules_rate" CHECK ("gateway_rules"."rate_limit" is null or "gateway_rules"."rate_limit" > 0),
	CONSTRAINT "gateway_rules_window" CHECK ("gateway_rules"."window_seconds" between 1 and 86400)
);
--> statement-breakpoint
CREATE TABLE "gateway_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"auth_id" bigint,
	"service_code" varchar(32),
	"method" varchar(8) NOT NULL,
	"path" varchar(500) NOT NULL,
	"status" smallint NOT NULL,
	"latency_ms" integer NOT NULL,
	"client_ip" varchar(64),
	"request_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"event" varchar(24) NOT NULL,
	"auth_id" bigint,
	"service_code" varchar(32),
	"client_ip" varchar(64),
	"detail" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_services" ADD CONSTRAINT "gateway_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_connects" ADD CONSTRAINT "system_connects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_auths" ADD CONSTRAINT "gateway_auths_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_auths" ADD CONSTRAINT "gateway_auths_connect_id_system_connects_id_fk" FOREIGN KEY ("connect_id") REFERENCES "public"."system_connects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_rules" ADD CONSTRAINT "gateway_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_rules" ADD CONSTRAINT "gateway_rules_auth_id_gateway_auths_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."gateway_auths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_requests" ADD CONSTRAINT "gateway_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_logs" ADD CONSTRAINT "gateway_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_services_tenant_code" ON "gateway_services" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "gateway_services_tenant_created" ON "gateway_services" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "system_connects_tenant_code" ON "system_connects" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "system_connects_tenant_created" ON "system_connects" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_auths_key_prefix" ON "gateway_auths" USING btree ("key_prefix");--> statement-breakpoint
CREATE INDEX "gateway_auths_tenant_created" ON "gateway_auths" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gateway_auths_tenant_connect" ON "gateway_auths" USING btree ("tenant_id","connect_id");--> statement-breakpoint
CREATE INDEX "gateway_rules_tenant_created" ON "gateway_rules" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gateway_rules_tenant_auth" ON "gateway_rules" USING btree ("tenant_id","auth_id");--> statement-breakpoint
CREATE INDEX "gateway_requests_tenant_time" ON "gateway_requests" USING btree ("tenant_id","request_time","id");--> statement-breakpoint
CREATE INDEX "gateway_requests_tenant_auth_time" ON "gateway_requests" USING btree ("tenant_id","auth_id","request_time");--> statement-breakpoint
CREATE INDEX "gateway_logs_tenant_created" ON "gateway_logs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gateway_logs_tenant_event_created" ON "gateway_logs" USING btree ("tenant_id","event","created_at");