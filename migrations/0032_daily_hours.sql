CREATE SEQUENCE daily_hours_id_seq;

-- inline: one row per daily-hours entry (stream dailyhours-<id>), for HR's list of a person's hours
-- per site. The site's title is joined from site_list when read; the description is a copy of the
-- event's personal part ('' once the person has been erased and the table rebuilt).
CREATE TABLE daily_hours_list_v1 (
  id            bigint PRIMARY KEY,
  person_id     bigint NOT NULL,
  site_id       bigint NOT NULL,
  start_at      timestamptz NOT NULL,
  end_at        timestamptz NOT NULL,
  minutes       integer NOT NULL,
  description   text NOT NULL DEFAULT '',
  recorded_at   timestamptz NOT NULL,
  recorded_by   bigint NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX daily_hours_list_v1_person_idx ON daily_hours_list_v1 (person_id, start_at DESC);
