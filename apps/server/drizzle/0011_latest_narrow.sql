-- The latest state keeps the typed values and the time of each block; cells, probes and the other
-- blocks are read from the history rows those times point to. Every report rewrote all of them in
-- the latest row too, which made it ten times wider than its values and the costliest write of a
-- report.
ALTER TABLE "vehicle_latest" DROP COLUMN "cell_voltages";--> statement-breakpoint
ALTER TABLE "vehicle_latest" DROP COLUMN "probe_temps";--> statement-breakpoint
ALTER TABLE "vehicle_latest" DROP COLUMN "data";