CREATE TABLE "vehicle_diagnoses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_diagnoses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"check_id" varchar(36) NOT NULL,
	"protocol" varchar(16) NOT NULL,
	"group_key" varchar(4) NOT NULL,
	"answer" text,
	"user_id" bigint,
	"user_name" varchar(64) NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "vehicle_diagnoses_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
ALTER TABLE "terminal_suppliers" ADD COLUMN "portal_password_hash" varchar(160);--> statement-breakpoint
ALTER TABLE "terminal_suppliers" ADD COLUMN "portal_password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_diagnoses" ADD CONSTRAINT "vehicle_diagnoses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_diagnoses" ADD CONSTRAINT "vehicle_diagnoses_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_diagnoses" ADD CONSTRAINT "vehicle_diagnoses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_diagnoses_tenant_time" ON "vehicle_diagnoses" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_diagnoses_vehicle_time" ON "vehicle_diagnoses" USING btree ("vehicle_id","created_at");