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
ALTER TABLE "ne_vehicle_pushes" ADD CONSTRAINT "ne_vehicle_pushes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_pushes" ADD CONSTRAINT "ne_vehicle_pushes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ne_vehicle_pushes" ADD CONSTRAINT "ne_vehicle_pushes_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_on_record_imports" ADD CONSTRAINT "filing_on_record_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_on_record_imports" ADD CONSTRAINT "filing_on_record_imports_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_on_record_imports" ADD CONSTRAINT "filing_on_record_imports_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ne_vehicle_pushes_tenant_created" ON "ne_vehicle_pushes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ne_vehicle_pushes_vehicle" ON "ne_vehicle_pushes" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "filing_on_record_imports_tenant_created" ON "filing_on_record_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "filing_on_record_imports_filing" ON "filing_on_record_imports" USING btree ("filing_id");