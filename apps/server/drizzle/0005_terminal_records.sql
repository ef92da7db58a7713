CREATE TABLE "vehicle_model_mappers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_model_mappers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"source_system" varchar(16) NOT NULL,
	"external_code" varchar(64) NOT NULL,
	"external_name" varchar(100),
	"vehicle_model_id" bigint NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cron_job_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cron_job_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"job_code" varchar(64) NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"affected" integer DEFAULT 0 NOT NULL,
	"message" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cron_job_logs_status" CHECK ("cron_job_logs"."status" in ('SUCCESS', 'FAILED')),
	CONSTRAINT "cron_job_logs_trigger" CHECK ("cron_job_logs"."trigger" in ('SCHEDULE', 'MANUAL')),
	CONSTRAINT "cron_job_logs_counts" CHECK ("cron_job_logs"."affected" >= 0 and "cron_job_logs"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cron_job_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cron_job_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"job_code" varchar(64) NOT NULL,
	"report_date" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"affected" integer DEFAULT 0 NOT NULL,
	"last_status" varchar(16) NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cron_job_reports_counts" CHECK ("cron_job_reports"."runs" >= "cron_job_reports"."failures" and "cron_job_reports"."failures" >= 0 and "cron_job_reports"."affected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "factory_production_applies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "factory_production_applies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"apply_no" varchar(32) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"terminal_model_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"planned_date" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'APPLIED' NOT NULL,
	"applicant" varchar(50) NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factory_production_applies_quantity" CHECK ("factory_production_applies"."quantity" > 0),
	CONSTRAINT "factory_production_applies_status" CHECK ("factory_production_applies"."status" in ('APPLIED', 'APPROVED', 'REJECTED', 'PRODUCED'))
);
--> statement-breakpoint
CREATE TABLE "sim_card_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_card_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"sim_card_id" bigint,
	"terminal_id" bigint,
	"iccid" varchar(20) NOT NULL,
	"terminal_code" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"supply_no" varchar(32) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"terminal_model_id" bigint NOT NULL,
	"apply_id" bigint,
	"quantity" integer NOT NULL,
	"supply_date" timestamp with time zone NOT NULL,
	"receiver" varchar(50) NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_records_quantity" CHECK ("supply_records"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "terminal_certs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_certs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_id" bigint NOT NULL,
	"serial_no" varchar(64) NOT NULL,
	"issuer" varchar(100) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"cert_file_id" bigint,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_certs_validity" CHECK ("terminal_certs"."valid_to" > "terminal_certs"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "terminal_production_tests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_production_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"terminal_code" varchar(64) NOT NULL,
	"supplier_id" bigint,
	"station_name" varchar(50) NOT NULL,
	"tested_at" timestamp with time zone NOT NULL,
	"result" varchar(8) NOT NULL,
	"failed_items" varchar(200),
	"software_version" varchar(32),
	"tester" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_production_tests_result" CHECK ("terminal_production_tests"."result" in ('PASS', 'FAIL'))
);
--> statement-breakpoint
CREATE TABLE "mes_traces" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mes_traces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"station_code" varchar(32) NOT NULL,
	"process_name" varchar(100) NOT NULL,
	"part_code" varchar(32),
	"part_serial" varchar(64),
	"operator_name" varchar(50) NOT NULL,
	"result" varchar(8) NOT NULL,
	"traced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mes_traces_result" CHECK ("mes_traces"."result" in ('PASS', 'FAIL'))
);
--> statement-breakpoint
ALTER TABLE "vehicle_model_mappers" ADD CONSTRAINT "vehicle_model_mappers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_mappers" ADD CONSTRAINT "vehicle_model_mappers_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cron_job_logs" ADD CONSTRAINT "cron_job_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cron_job_reports" ADD CONSTRAINT "cron_job_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_production_applies" ADD CONSTRAINT "factory_production_applies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_production_applies" ADD CONSTRAINT "factory_production_applies_supplier_id_terminal_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."terminal_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_production_applies" ADD CONSTRAINT "factory_production_applies_terminal_model_id_terminal_models_id_fk" FOREIGN KEY ("terminal_model_id") REFERENCES "public"."terminal_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_card_links" ADD CONSTRAINT "sim_card_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_card_links" ADD CONSTRAINT "sim_card_links_sim_card_id_sim_cards_id_fk" FOREIGN KEY ("sim_card_id") REFERENCES "public"."sim_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_card_links" ADD CONSTRAINT "sim_card_links_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_records" ADD CONSTRAINT "supply_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_records" ADD CONSTRAINT "supply_records_supplier_id_terminal_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."terminal_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_records" ADD CONSTRAINT "supply_records_terminal_model_id_terminal_models_id_fk" FOREIGN KEY ("terminal_model_id") REFERENCES "public"."terminal_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_records" ADD CONSTRAINT "supply_records_apply_id_factory_production_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."factory_production_applies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_certs" ADD CONSTRAINT "terminal_certs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_certs" ADD CONSTRAINT "terminal_certs_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_certs" ADD CONSTRAINT "terminal_certs_cert_file_id_attachments_id_fk" FOREIGN KEY ("cert_file_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_production_tests" ADD CONSTRAINT "terminal_production_tests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_production_tests" ADD CONSTRAINT "terminal_production_tests_supplier_id_terminal_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."terminal_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_traces" ADD CONSTRAINT "mes_traces_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_model_mappers_code" ON "vehicle_model_mappers" USING btree ("tenant_id","source_system","external_code");--> statement-breakpoint
CREATE INDEX "vehicle_model_mappers_model" ON "vehicle_model_mappers" USING btree ("vehicle_model_id");--> statement-breakpoint
CREATE INDEX "vehicle_model_mappers_tenant_created" ON "vehicle_model_mappers" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cron_job_logs_tenant_started" ON "cron_job_logs" USING btree ("tenant_id","started_at","id");--> statement-breakpoint
CREATE INDEX "cron_job_logs_job" ON "cron_job_logs" USING btree ("tenant_id","job_code","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cron_job_reports_day" ON "cron_job_reports" USING btree ("tenant_id","job_code","report_date");--> statement-breakpoint
CREATE INDEX "cron_job_reports_tenant_date" ON "cron_job_reports" USING btree ("tenant_id","report_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "factory_production_applies_tenant_no" ON "factory_production_applies" USING btree ("tenant_id","apply_no");--> statement-breakpoint
CREATE INDEX "factory_production_applies_model" ON "factory_production_applies" USING btree ("terminal_model_id");--> statement-breakpoint
CREATE INDEX "factory_production_applies_supplier" ON "factory_production_applies" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "factory_production_applies_tenant_created" ON "factory_production_applies" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sim_card_links_tenant_created" ON "sim_card_links" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sim_card_links_iccid" ON "sim_card_links" USING btree ("tenant_id","iccid");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_records_tenant_no" ON "supply_records" USING btree ("tenant_id","supply_no");--> statement-breakpoint
CREATE INDEX "supply_records_apply" ON "supply_records" USING btree ("apply_id");--> statement-breakpoint
CREATE INDEX "supply_records_model" ON "supply_records" USING btree ("terminal_model_id");--> statement-breakpoint
CREATE INDEX "supply_records_supplier" ON "supply_records" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supply_records_tenant_date" ON "supply_records" USING btree ("tenant_id","supply_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_certs_tenant_serial" ON "terminal_certs" USING btree ("tenant_id","serial_no");--> statement-breakpoint
CREATE INDEX "terminal_certs_terminal" ON "terminal_certs" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "terminal_certs_tenant_valid_to" ON "terminal_certs" USING btree ("tenant_id","valid_to","id");--> statement-breakpoint
CREATE INDEX "terminal_production_tests_code" ON "terminal_production_tests" USING btree ("tenant_id","terminal_code","tested_at");--> statement-breakpoint
CREATE INDEX "terminal_production_tests_tenant_tested" ON "terminal_production_tests" USING btree ("tenant_id","tested_at","id");--> statement-breakpoint
CREATE INDEX "mes_traces_vin" ON "mes_traces" USING btree ("tenant_id","vin","traced_at");--> statement-breakpoint
CREATE INDEX "mes_traces_tenant_traced" ON "mes_traces" USING btree ("tenant_id","traced_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_terminal_logs_terminal" ON "vehicle_terminal_logs" USING btree ("tenant_id","terminal_code","created_at");