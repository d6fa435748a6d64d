-- inline: the carry-overs HR records into a person's working-time balance year (stream
-- worktime-<personId>, issue 36, ADR-0136): one row per person and date (1 January or the day of
-- employment), the latest figure recorded for it.
CREATE TABLE working_time_carry_over_v1 (
  id             text PRIMARY KEY,
  person_id      bigint NOT NULL,
  date           date NOT NULL,
  minutes        integer NOT NULL,
  reason         text NOT NULL,
  set_at         timestamptz NOT NULL,
  set_by         bigint,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX working_time_carry_over_v1_person_idx ON working_time_carry_over_v1 (person_id, date);
