CREATE INDEX "vehicle_terminal_logs_vehicle_id" ON "vehicle_terminal_logs" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_terminal_logs_terminal_id" ON "vehicle_terminal_logs" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "vehicle_terminal_logs_old_terminal_id" ON "vehicle_terminal_logs" USING btree ("old_terminal_id");--> statement-breakpoint
CREATE INDEX "vehicle_terminals_terminal" ON "vehicle_terminals" USING btree ("terminal_id","bound_at");--> statement-breakpoint
CREATE INDEX "vehicle_logins_terminal_id" ON "vehicle_logins" USING btree ("terminal_id");