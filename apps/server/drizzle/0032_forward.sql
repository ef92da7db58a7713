CREATE TABLE "forward_configs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forward_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"link_type" varchar(8) DEFAULT 'TCP' NOT NULL,
	"host" varchar(255) NOT NULL,
	"port" integer NOT NULL,
	"http_path" varchar(200),
	"edition" varchar(4) DEFAULT '2016' NOT NULL,
	"platform_login" boolean DEFAULT true NOT NULL,
	"account" varchar(12),
	"password" text,
	"all_vehicles" boolean DEFAULT false NOT NULL,
	"status" varchar(8) DEFAULT 'STOPPED' NOT NULL,
	"link_state" varchar(12) DEFAULT 'IDLE' NOT NULL,
	"success_count" bigint DEFAULT 0 NOT NULL,
	"failure_count" bigint DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"connected_at" timestamp with time zone,
	"login_serial" integer DEFAULT 0 NOT NULL,
	"login_day" varchar(10),
	"runner_node" varchar(64),
	"lease_until" timestamp with time zone,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forward_configs_link_type" CHECK ("forward_configs"."link_type" in ('TCP', 'HTTP')),
	CONSTRAINT "forward_configs_edition" CHECK ("forward_configs"."edition" in ('2016', '2025')),
	CONSTRAINT "forward_configs_status_values" CHECK ("forward_configs"."status" in ('STOPPED', 'RUNNING')),
	CONSTRAINT "forward_configs_port" CHECK ("forward_configs"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "forward_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forward_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"config_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forward_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"config_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"frame_key" bigint NOT NULL,
	"command_id" smallint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"frame" bytea NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forward_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"config_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"command" varchar(8) NOT NULL,
	"result" varchar(8) NOT NULL,
	"response_flag" smallint,
	"reason" varchar(200),
	"received_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forward_records_result" CHECK ("forward_records"."result" in ('SUCCESS', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "forward_configs" ADD CONSTRAINT "forward_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_vehicles" ADD CONSTRAINT "forward_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_vehicles" ADD CONSTRAINT "forward_vehicles_config_id_forward_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."forward_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_vehicles" ADD CONSTRAINT "forward_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_outbox" ADD CONSTRAINT "forward_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_outbox" ADD CONSTRAINT "forward_outbox_config_id_forward_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."forward_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_records" ADD CONSTRAINT "forward_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_records" ADD CONSTRAINT "forward_records_config_id_forward_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."forward_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forward_configs_tenant_name" ON "forward_configs" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "forward_configs_tenant_created" ON "forward_configs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forward_configs_status" ON "forward_configs" USING btree ("status","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forward_vehicles_config_vehicle" ON "forward_vehicles" USING btree ("config_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "forward_vehicles_tenant_config_created" ON "forward_vehicles" USING btree ("tenant_id","config_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forward_vehicles_vehicle" ON "forward_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forward_outbox_config_vehicle_key" ON "forward_outbox" USING btree ("config_id","vehicle_id","frame_key");--> statement-breakpoint
CREATE INDEX "forward_outbox_config_id" ON "forward_outbox" USING btree ("config_id","id");--> statement-breakpoint
CREATE INDEX "forward_outbox_tenant_config" ON "forward_outbox" USING btree ("tenant_id","config_id");--> statement-breakpoint
CREATE INDEX "forward_records_tenant_sent" ON "forward_records" USING btree ("tenant_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "forward_records_tenant_config_sent" ON "forward_records" USING btree ("tenant_id","config_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "forward_records_tenant_vin_sent" ON "forward_records" USING btree ("tenant_id","vin","sent_at");
