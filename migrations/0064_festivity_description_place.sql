-- A festivity's description and place (spec part 2 §7, issue 34): version 3 of festivity_list adds
-- both (null for the festivities recorded before, and for one left without). The registry rebuilds
-- it from position 0 at the next start (ADR-0001).
CREATE TABLE festivity_list_v3 (
  id            bigint PRIMARY KEY,
  title         text NOT NULL,
  description   text,
  place         text,
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  company_code  text,
  canton_code   text,
  half_day      boolean NOT NULL DEFAULT false,
  holiday_key   text,
  removed       boolean NOT NULL DEFAULT false,
  last_position bigint NOT NULL
);
CREATE INDEX festivity_list_v3_dates_idx ON festivity_list_v3 (start_date, end_date);
-- what a second generation of the same year looks up to add nothing twice
CREATE INDEX festivity_list_v3_holiday_idx ON festivity_list_v3 (holiday_key, company_code) WHERE holiday_key IS NOT NULL;
