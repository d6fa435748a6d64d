-- The monthly sign-off and the period lock (issue 36, ADR-0138): stream month-<personId × 1 000 000 +
-- YYYYMM>, one per person and month. Inline: the sign-off pages read it right after the redirect,
-- and every stamp, daily-hours and expense command reads the person's locked months from it.
CREATE TABLE month_close_v1 (
  id               bigint PRIMARY KEY,
  person_id        bigint NOT NULL,
  month            text NOT NULL,
  status           text NOT NULL,
  signed_by        bigint,
  signed_at        timestamptz,
  countersigned_by bigint,
  countersigned_at timestamptz,
  -- the month's signatures, comments, send-backs and reopenings in order: [{type, by, at, text}]
  log              jsonb NOT NULL,
  stream_version   integer NOT NULL,
  last_position    bigint NOT NULL,
  UNIQUE (person_id, month)
);
CREATE INDEX month_close_v1_locked_idx ON month_close_v1 (person_id) WHERE status = 'COUNTERSIGNED';
