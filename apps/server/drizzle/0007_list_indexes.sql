CREATE INDEX "vehicles_vin_filters" ON "vehicles" USING btree ("tenant_id","vin","vehicle_model_id","org_id","sale_status","id");--> statement-breakpoint
CREATE INDEX "vehicles_vin_trgm" ON "vehicles" USING gin ("vin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_plate_trgm" ON "vehicles" USING gin ("plate" gin_trgm_ops);