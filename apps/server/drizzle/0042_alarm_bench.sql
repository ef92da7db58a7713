CREATE INDEX "alarm_episodes_vin_trgm" ON "alarm_episodes" USING gin ("vin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_alarms_vin_trgm" ON "vehicle_alarms" USING gin ("vin" gin_trgm_ops);
