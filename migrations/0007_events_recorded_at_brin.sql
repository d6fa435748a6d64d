-- The events table is append-only and recorded_at grows with position (give or take a clock):
-- a BRIN index serves "events of this period" for the audit at a fraction of a B-tree's cost on
-- every append (bench/RESULTS.md, batched append).
DROP INDEX events_recorded_at_idx;
CREATE INDEX events_recorded_at_brin ON events USING brin (recorded_at);
