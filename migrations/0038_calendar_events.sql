-- Calendar events (ADR-0057): numbered from calendar_event_id_seq, stream calendarevent-<id>.
CREATE SEQUENCE calendar_event_id_seq;

-- inline: one row per event, read by the calendars (personal, employee, site) right after the
-- redirect. A cancelled event keeps its row as a tombstone (`cancelled`).
CREATE TABLE calendar_event_list_v1 (
  id             bigint PRIMARY KEY,
  title          text NOT NULL,
  description    text NOT NULL DEFAULT '',
  place          text NOT NULL DEFAULT '',
  start_at       timestamptz NOT NULL,
  end_at         timestamptz NOT NULL,
  is_public      boolean NOT NULL,
  site_id        bigint,
  owner_id       bigint,
  cancelled      boolean NOT NULL DEFAULT false,
  scheduled_at   timestamptz NOT NULL,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX calendar_event_list_v1_start_idx ON calendar_event_list_v1 (start_at) WHERE NOT cancelled;
CREATE INDEX calendar_event_list_v1_site_idx ON calendar_event_list_v1 (site_id, start_at) WHERE NOT cancelled;
