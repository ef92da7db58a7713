-- Every ingest batch rewrites the row of each vehicle that reported, and the rows are wide (cells,
-- probes, the rest as jsonb): with half of each page free the new version stays on its page (a
-- HOT update: no new index entries, the old version pruned in place instead of waiting for vacuum).
ALTER TABLE "vehicle_latest" SET (fillfactor = 50);
