CREATE INDEX "analysis_daily_alarm" ON "analysis_daily" USING btree ("tenant_id","day","vehicle_id","alarm_count","alarm_level1","alarm_level2","alarm_level3") WHERE alarm_count > 0;--> statement-breakpoint
CREATE INDEX "analysis_daily_anomaly" ON "analysis_daily" USING btree ("tenant_id","day","vehicle_id") WHERE alarm_count > 0 or no_position > 0;
