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
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_files" ADD CONSTRAINT "terminal_files_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_files_vehicle" ON "terminal_files" USING btree ("tenant_id","vehicle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_files_ticket" ON "terminal_files" USING btree ("ticket_hash");