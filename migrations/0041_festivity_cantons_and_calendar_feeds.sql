-- Festivities per canton, half days and generated public holidays (ADR-0062): version 2 of
-- festivity_list adds the canton, the half-day flag and the holiday key (canton:year:day) of a
-- generated holiday. The registry rebuilds it from position 0 at the next start (ADR-0001).
CREATE TABLE festivity_list_v2 (
  id            bigint PRIMARY KEY,
  title         text NOT NULL,
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  company_code  text,
  canton_code   text,
  half_day      boolean NOT NULL DEFAULT false,
  holiday_key   text,
  removed       boolean NOT NULL DEFAULT false,
  last_position bigint NOT NULL
);
CREATE INDEX festivity_list_v2_dates_idx ON festivity_list_v2 (start_date, end_date);
-- what a second generation of the same year looks up to add nothing twice
CREATE INDEX festivity_list_v2_holiday_idx ON festivity_list_v2 (holiday_key, company_code) WHERE holiday_key IS NOT NULL;

-- Private calendar links (ICS feed, ADR-0062): inline, one row per person; only the SHA-256 of the
-- token is kept (the token itself is shown once). A revoked link keeps its row (`revoked`).
CREATE TABLE calendar_feed_list_v1 (
  person_id     bigint PRIMARY KEY,
  token_hash    text NOT NULL,
  created_at    timestamptz NOT NULL,
  revoked       boolean NOT NULL DEFAULT false,
  last_position bigint NOT NULL
);
CREATE UNIQUE INDEX calendar_feed_list_v1_token_idx ON calendar_feed_list_v1 (token_hash);
