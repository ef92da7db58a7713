CREATE INDEX "alarm_episodes_tenant_level" ON "alarm_episodes" USING btree ("tenant_id","highest_level","started_at");--> statement-breakpoint
CREATE INDEX "alarm_episodes_tenant_vin" ON "alarm_episodes" USING btree ("tenant_id","vin","started_at");--> statement-breakpoint
CREATE INDEX "vehicle_alarms_tenant_level" ON "vehicle_alarms" USING btree ("tenant_id","level","started_at");--> statement-breakpoint
CREATE INDEX "vehicle_alarms_tenant_metric" ON "vehicle_alarms" USING btree ("tenant_id","metric","started_at");
