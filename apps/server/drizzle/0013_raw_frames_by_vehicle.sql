DROP INDEX "raw_frames_vin";--> statement-breakpoint
CREATE INDEX "raw_frames_vehicle" ON "raw_frames" USING btree ("vehicle_id","received_at");