DROP INDEX "vehicles_sale_status";--> statement-breakpoint
CREATE INDEX "vehicles_created" ON "vehicles" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_plate" ON "vehicles" USING btree ("tenant_id","plate","id");--> statement-breakpoint
CREATE INDEX "vehicles_plate_prefix" ON "vehicles" USING btree ("plate" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_sale_status" ON "vehicles" USING btree ("tenant_id","sale_status","sale_date","id");