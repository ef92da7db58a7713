ALTER TABLE "content_feedback" ADD COLUMN "account_id" bigint;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_account_id_app_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."app_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_feedback_account" ON "content_feedback" USING btree ("account_id");--> statement-breakpoint
-- feedback sent from the app moves into the one store; its first line stands as its subject
INSERT INTO "content_feedback" ("tenant_id", "account_id", "subject", "kind", "content", "contact", "reply", "reply_status", "handle_status", "replied_at", "replied_by", "created_at", "updated_at")
SELECT "tenant_id", "account_id", left(split_part("content", E'\n', 1), 30), "feedback_type", "content", left("contact_phone", 50), "reply", "reply_status",
  CASE WHEN "reply_status" = 'RESP' THEN 'HANDLED' ELSE 'UNHANDLED' END, "replied_at", "replied_by", "created_at", coalesce("replied_at", "created_at")
FROM "app_user_feedbacks" ORDER BY "id";--> statement-breakpoint
DROP TABLE "app_user_feedbacks" CASCADE;
