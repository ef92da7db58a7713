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
CREATE TABLE "lock_import_reports" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"user_id" bigint,
	"kind" varchar(16) NOT NULL,
	"errors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qb_link_param_sets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qb_link_param_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"source" varchar(8) NOT NULL,
	"task_id" bigint,
	"task_name" varchar(64),
	"params" text NOT NULL,
	"check_id" varchar(36) NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64) NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_link_param_sets_check_id_unique" UNIQUE("check_id")
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
CREATE TABLE "ne_vehicle_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ne_vehicle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"production_date" timestamp with time zone,
	"machine_code" varchar(64),
	"engine_no" varchar(32),
	"colour_id" bigint,
	"motor_model_id" bigint,
	"motor_code" varchar(64),
	"storage_model_id" bigint,
	"battery_pack_code" varchar(64),
	"sale_date" timestamp with time zone,
	"dealer_name" varchar(100),
	"operating_unit_id" bigint,
	"terminal_code" varchar(64),
	"forced" boolean DEFAULT false NOT NULL,
	"operator_id" bigint,
	"operator_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ne_vehicle_events_kind" CHECK ("ne_vehicle_events"."kind" in ('PRODUCE', 'SALE', 'DRIVER', 'STORAGE', 'TERMINAL'))
);
--> statement-breakpoint
CREATE TABLE "ne_vehicle_pushes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ne_vehicle_pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"target" varchar(16) DEFAULT 'LT' NOT NULL,
	"payload" jsonb NOT NULL,
	"reference" varchar(64),
	"remark" varchar(200),
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ne_vehicle_pushes_target" CHECK ("ne_vehicle_pushes"."target" in ('LT'))
);
--> statement-breakpoint
CREATE TABLE "ne_vehicle_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ne_vehicle_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"record_no" varchar(40) NOT NULL,
	"record_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ne_vehicle_records_platform" CHECK ("ne_vehicle_records"."platform" in ('GB32960', 'LOCAL'))
);
--> statement-breakpoint
CREATE TABLE "ne_vehicles" (
	"vehicle_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'ARCHIVED' NOT NULL,
	"motor_model_id" bigint,
	"motor_code" varchar(64),
	"storage_model_id" bigint,
	"battery_pack_code" varchar(64),
	"operating_unit_id" bigint,
	"dealer_org_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ne_vehicles_status" CHECK ("ne_vehicles"."status" in ('ARCHIVED', 'PRODUCED', 'SOLD'))
);
--> statement-breakpoint
CREATE TABLE "operating_units" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operating_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"credit_code" varchar(18),
	"contacts" varchar(50),
	"telephone" varchar(30),
	"address" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_adjust_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_adjust_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"adjust_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"step" varchar(16),
	"action" varchar(20) NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"message" text,
	"check_id" varchar(36),
	"operator_id" bigint,
	"operator_name" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_adjust_logs_outcome" CHECK ("vehicle_adjust_logs"."outcome" in ('OK', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_adjusts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_adjusts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"adjuster_id" bigint NOT NULL,
	"adjuster_name" varchar(64),
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"step" varchar(16),
	"step_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"create_user_id" bigint,
	"create_user_name" varchar(64),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_adjusts_status" CHECK ("vehicle_adjusts"."status" in ('PENDING', 'ADJUSTING', 'FINISHED', 'CANCELLED')),
	CONSTRAINT "vehicle_adjusts_step" CHECK ("vehicle_adjusts"."step" is null or "vehicle_adjusts"."step" in ('LOCK', 'GB4', 'CUSTOMER', 'FINISH'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_assemblies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_assemblies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"terminal_id" bigint NOT NULL,
	"terminal_code" varchar(64) NOT NULL,
	"parts" varchar(500),
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"assembler_id" bigint,
	"assembler_name" varchar(64),
	"finished_at" timestamp with time zone,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_assemblies_status" CHECK ("vehicle_assemblies"."status" in ('PENDING', 'FINISHED'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_assembly_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_assembly_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"assembly_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"action" varchar(16) NOT NULL,
	"terminal_code" varchar(64),
	"old_terminal_code" varchar(64),
	"operator_id" bigint,
	"operator_name" varchar(64),
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filing_on_record_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filing_on_record_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"filing_id" bigint NOT NULL,
	"vehicle_model_code" varchar(64) NOT NULL,
	"standard" varchar(8) NOT NULL,
	"on_record" boolean NOT NULL,
	"status_before" varchar(16) NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filing_on_record_imports_standard" CHECK ("filing_on_record_imports"."standard" in ('GB4', 'GB6'))
);
--> statement-breakpoint
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
CREATE TABLE "history_export_task_vins" (
	"task_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"row_count" integer,
	CONSTRAINT "history_export_task_vins_task_id_vehicle_id_pk" PRIMARY KEY("task_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "history_export_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_export_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_name" varchar(100) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"signals" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"attachment_id" bigint,
	"error" varchar(500),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "history_export_tasks_status" CHECK ("history_export_tasks"."status" in ('waiting', 'running', 'finished', 'failed')),
	CONSTRAINT "history_export_tasks_range" CHECK ("history_export_tasks"."end_time" > "history_export_tasks"."start_time")
);
--> statement-breakpoint
CREATE TABLE "terminal_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"check_id" varchar(36),
	"ticket_hash" varchar(64),
	"ticket_expires_at" timestamp with time zone,
	"attachment_id" bigint,
	"file_name" varchar(255),
	"file_size" bigint,
	"requested_by" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "terminal_files_type" CHECK ("terminal_files"."file_type" in ('LOG', 'CAN')),
	CONSTRAINT "terminal_files_status" CHECK ("terminal_files"."status" in ('requested', 'uploaded', 'failed', 'expired'))
);
--> statement-breakpoint
DROP INDEX "vehicles_sale_status";--> statement-breakpoint
ALTER TABLE "lock_commands" ADD COLUMN "mileage_km" integer;--> statement-breakpoint
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
ALTER TABLE "lock_import_reports" ADD CONSTRAINT "lock_import_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_import_reports" ADD CONSTRAINT "lock_import_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_link_param_sets" ADD CONSTRAINT "qb_link_param_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_link_param_sets" ADD CONSTRAINT "qb_link_param_sets_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_link_param_sets" ADD CONSTRAINT "qb_link_param_sets_task_id_qb_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."qb_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_link_param_sets" ADD CONSTRAINT "qb_link_param_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_colour_id_vehicle_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."vehicle_colours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_motor_model_id_electric_drive_models_id_fk" FOREIGN KEY ("motor_model_id") REFERENCES "public"."electric_drive_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_storage_model_id_energy_storage_models_id_fk" FOREIGN KEY ("storage_model_id") REFERENCES "public"."energy_storage_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_operating_unit_id_operating_units_id_fk" FOREIGN KEY ("operating_unit_id") REFERENCES "public"."operating_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_events" ADD CONSTRAINT "ne_vehicle_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_pushes" ADD CONSTRAINT "ne_vehicle_pushes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_pushes" ADD CONSTRAINT "ne_vehicle_pushes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_pushes" ADD CONSTRAINT "ne_vehicle_pushes_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_records" ADD CONSTRAINT "ne_vehicle_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_records" ADD CONSTRAINT "ne_vehicle_records_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_motor_model_id_electric_drive_models_id_fk" FOREIGN KEY ("motor_model_id") REFERENCES "public"."electric_drive_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_storage_model_id_energy_storage_models_id_fk" FOREIGN KEY ("storage_model_id") REFERENCES "public"."energy_storage_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_operating_unit_id_operating_units_id_fk" FOREIGN KEY ("operating_unit_id") REFERENCES "public"."operating_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicles" ADD CONSTRAINT "ne_vehicles_dealer_org_id_organisations_id_fk" FOREIGN KEY ("dealer_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operating_units" ADD CONSTRAINT "operating_units_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_adjust_logs" ADD CONSTRAINT "vehicle_adjust_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_adjust_logs" ADD CONSTRAINT "vehicle_adjust_logs_adjust_id_vehicle_adjusts_id_fk" FOREIGN KEY ("adjust_id") REFERENCES "public"."vehicle_adjusts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_adjust_logs" ADD CONSTRAINT "vehicle_adjust_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_adjusts" ADD CONSTRAINT "vehicle_adjusts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_adjusts" ADD CONSTRAINT "vehicle_adjusts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_adjusts" ADD CONSTRAINT "vehicle_adjusts_adjuster_id_users_id_fk" FOREIGN KEY ("adjuster_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_adjusts" ADD CONSTRAINT "vehicle_adjusts_create_user_id_users_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assemblies" ADD CONSTRAINT "vehicle_assemblies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assemblies" ADD CONSTRAINT "vehicle_assemblies_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assemblies" ADD CONSTRAINT "vehicle_assemblies_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assemblies" ADD CONSTRAINT "vehicle_assemblies_assembler_id_users_id_fk" FOREIGN KEY ("assembler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assembly_logs" ADD CONSTRAINT "vehicle_assembly_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assembly_logs" ADD CONSTRAINT "vehicle_assembly_logs_assembly_id_vehicle_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."vehicle_assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assembly_logs" ADD CONSTRAINT "vehicle_assembly_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_on_record_imports" ADD CONSTRAINT "filing_on_record_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_on_record_imports" ADD CONSTRAINT "filing_on_record_imports_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_on_record_imports" ADD CONSTRAINT "filing_on_record_imports_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "history_export_task_vins" ADD CONSTRAINT "history_export_task_vins_task_id_history_export_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."history_export_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_export_task_vins" ADD CONSTRAINT "history_export_task_vins_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_export_tasks" ADD CONSTRAINT "history_export_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_export_tasks" ADD CONSTRAINT "history_export_tasks_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_export_tasks" ADD CONSTRAINT "history_export_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "lock_import_reports_tenant_time" ON "lock_import_reports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "qb_link_param_sets_tenant_time" ON "qb_link_param_sets" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "qb_link_param_sets_vehicle" ON "qb_link_param_sets" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qb_task_vehicles_vehicle" ON "qb_task_vehicles" USING btree ("task_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "qb_task_vehicles_tenant" ON "qb_task_vehicles" USING btree ("tenant_id","task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qb_tasks_name" ON "qb_tasks" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "qb_tasks_tenant_time" ON "qb_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_wakeups_vehicle" ON "sms_wakeups" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_wakeups_tenant_time" ON "sms_wakeups" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_vin_changes_vehicle" ON "vehicle_vin_changes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_vin_changes_tenant_time" ON "vehicle_vin_changes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicle_events_tenant_kind" ON "ne_vehicle_events" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicle_events_vehicle" ON "ne_vehicle_events" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicle_pushes_tenant_created" ON "ne_vehicle_pushes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicle_pushes_vehicle" ON "ne_vehicle_pushes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ne_vehicle_records_vehicle_platform" ON "ne_vehicle_records" USING btree ("vehicle_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "ne_vehicle_records_tenant_no" ON "ne_vehicle_records" USING btree ("tenant_id","record_no");--> statement-breakpoint
CREATE INDEX "ne_vehicle_records_tenant_created" ON "ne_vehicle_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicles_tenant_created" ON "ne_vehicles" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicles_tenant_status" ON "ne_vehicles" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ne_vehicles_motor_code" ON "ne_vehicles" USING btree ("tenant_id","motor_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ne_vehicles_battery_pack" ON "ne_vehicles" USING btree ("tenant_id","battery_pack_code");--> statement-breakpoint
CREATE INDEX "ne_vehicles_operating_unit" ON "ne_vehicles" USING btree ("operating_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operating_units_tenant_name" ON "operating_units" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "operating_units_tenant_created" ON "operating_units" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_adjust_logs_adjust" ON "vehicle_adjust_logs" USING btree ("adjust_id","id");--> statement-breakpoint
CREATE INDEX "vehicle_adjust_logs_tenant_time" ON "vehicle_adjust_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_adjusts_tenant_time" ON "vehicle_adjusts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_adjusts_vehicle" ON "vehicle_adjusts" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_adjusts_open_vehicle" ON "vehicle_adjusts" USING btree ("vehicle_id") WHERE status in ('PENDING', 'ADJUSTING');--> statement-breakpoint
CREATE INDEX "vehicle_assemblies_tenant_time" ON "vehicle_assemblies" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_assemblies_terminal" ON "vehicle_assemblies" USING btree ("terminal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_assemblies_pending_vehicle" ON "vehicle_assemblies" USING btree ("vehicle_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "vehicle_assembly_logs_assembly" ON "vehicle_assembly_logs" USING btree ("assembly_id","id");--> statement-breakpoint
CREATE INDEX "vehicle_assembly_logs_tenant_time" ON "vehicle_assembly_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "filing_on_record_imports_tenant_created" ON "filing_on_record_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "filing_on_record_imports_filing" ON "filing_on_record_imports" USING btree ("filing_id");--> statement-breakpoint
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
CREATE UNIQUE INDEX "signal_tree_nodes_signal" ON "signal_tree_nodes" USING btree ("vehicle_series_id","signal_attr_id");--> statement-breakpoint
CREATE INDEX "history_export_tasks_tenant" ON "history_export_tasks" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "terminal_files_vehicle" ON "terminal_files" USING btree ("tenant_id","vehicle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_files_ticket" ON "terminal_files" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "vehicle_terminal_logs_terminal" ON "vehicle_terminal_logs" USING btree ("tenant_id","terminal_code","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_created" ON "vehicles" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_plate" ON "vehicles" USING btree ("tenant_id","plate","id");--> statement-breakpoint
CREATE INDEX "vehicles_plate_prefix" ON "vehicles" USING btree ("plate" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_sale_status" ON "vehicles" USING btree ("tenant_id","sale_status","sale_date","id");