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
CREATE INDEX "vehicle_adjust_logs_adjust" ON "vehicle_adjust_logs" USING btree ("adjust_id","id");--> statement-breakpoint
CREATE INDEX "vehicle_adjust_logs_tenant_time" ON "vehicle_adjust_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_adjusts_tenant_time" ON "vehicle_adjusts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_adjusts_vehicle" ON "vehicle_adjusts" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_adjusts_open_vehicle" ON "vehicle_adjusts" USING btree ("vehicle_id") WHERE status in ('PENDING', 'ADJUSTING');--> statement-breakpoint
CREATE INDEX "vehicle_assemblies_tenant_time" ON "vehicle_assemblies" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_assemblies_terminal" ON "vehicle_assemblies" USING btree ("terminal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_assemblies_pending_vehicle" ON "vehicle_assemblies" USING btree ("vehicle_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "vehicle_assembly_logs_assembly" ON "vehicle_assembly_logs" USING btree ("assembly_id","id");--> statement-breakpoint
CREATE INDEX "vehicle_assembly_logs_tenant_time" ON "vehicle_assembly_logs" USING btree ("tenant_id","created_at");