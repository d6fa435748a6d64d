-- All-day calendar events remembered (ADR-0066): version 2 of calendar_event_list adds `all_day`,
-- the fact the all-day event records since, so its edit form comes back with the box ticked. The
-- registry rebuilds it from position 0 at the next start (ADR-0001); events recorded before carry
-- no fact and stay timed.
CREATE TABLE calendar_event_list_v2 (
  id             bigint PRIMARY KEY,
  title          text NOT NULL,
  description    text NOT NULL DEFAULT '',
  place          text NOT NULL DEFAULT '',
  start_at       timestamptz NOT NULL,
  end_at         timestamptz NOT NULL,
  is_public      boolean NOT NULL,
  site_id        bigint,
  owner_id       bigint,
  all_day        boolean NOT NULL DEFAULT false,
  cancelled      boolean NOT NULL DEFAULT false,
  scheduled_at   timestamptz NOT NULL,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX calendar_event_list_v2_start_idx ON calendar_event_list_v2 (start_at) WHERE NOT cancelled;
CREATE INDEX calendar_event_list_v2_site_idx ON calendar_event_list_v2 (site_id, start_at) WHERE NOT cancelled;
