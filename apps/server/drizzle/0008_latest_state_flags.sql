DROP INDEX "vehicle_latest_tenant";--> statement-breakpoint
CREATE INDEX "vehicle_latest_tenant" ON "vehicle_latest" USING btree ("tenant_id","online","charging","acc");