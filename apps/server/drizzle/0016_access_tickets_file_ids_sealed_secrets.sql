CREATE TABLE "access_tickets" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_apps" ALTER COLUMN "app_secret" SET DATA TYPE varchar(400);--> statement-breakpoint
ALTER TABLE "tenant_platform_accounts" ALTER COLUMN "password" SET DATA TYPE varchar(400);--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "public_id" varchar(32) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tickets" ADD CONSTRAINT "access_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tickets_expiry" ON "access_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_public_id_unique" UNIQUE("public_id");