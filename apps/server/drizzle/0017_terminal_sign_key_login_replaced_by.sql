ALTER TABLE "terminals" ADD COLUMN "sign_public_key" varchar(1000);--> statement-breakpoint
ALTER TABLE "vehicle_logins" ADD COLUMN "replaced_by" varchar(64);