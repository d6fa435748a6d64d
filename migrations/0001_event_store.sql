-- The event store: one append-only log of every fact Cantiere records. See ADR-0001.
CREATE TABLE events (
  position        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text        NOT NULL,
  stream_type     text        NOT NULL,
  version         integer     NOT NULL CHECK (version >= 1),
  event_id        uuid        NOT NULL UNIQUE,
  event_type      text        NOT NULL,
  schema_version  integer     NOT NULL DEFAULT 1,
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL DEFAULT '{}'::jsonb,
  -- whose personal data `data.personal` is encrypted for (crypto-shredding, ADR-0007)
  pii_subject     text,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_version_unique UNIQUE (stream_id, version)
);
-- the checkpointed readers walk the log in (transaction id, position) order
CREATE INDEX events_tx_position_idx ON events (transaction_id, position);
CREATE INDEX events_type_position_idx ON events (event_type, position);
CREATE INDEX events_recorded_at_idx ON events (recorded_at);
CREATE INDEX events_stream_type_position_idx ON events (stream_type, position);

-- History is never rewritten: no code path, whatever role it runs as, may change or remove an event.
CREATE FUNCTION events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER events_no_update BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_refuse_change();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_refuse_change();

-- Idempotent commands: the first outcome of a command id, returned to any repeat of it.
CREATE TABLE commands (
  command_id    uuid PRIMARY KEY,
  command_type  text        NOT NULL,
  stream_id     text        NOT NULL,
  outcome       jsonb       NOT NULL,
  handled_at    timestamptz NOT NULL DEFAULT now()
);

-- Encryption keys of personal data carried by events; deleting a row erases that person's data (ADR-0007).
CREATE TABLE pii_keys (
  subject     text PRIMARY KEY,
  key         bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Which physical table each projection reads and writes now; every process reads it (ADR-0001).
CREATE TABLE projection_registry (
  name          text PRIMARY KEY,
  version       integer NOT NULL,
  active_table  text    NOT NULL,
  generation    integer NOT NULL DEFAULT 1,
  switched_at   timestamptz NOT NULL DEFAULT now()
);

-- Where each async projection has read up to: the (transaction id, position) pair, never the position alone.
CREATE TABLE projection_checkpoints (
  name            text PRIMARY KEY,
  last_tx_id      xid8   NOT NULL DEFAULT '0'::xid8,
  last_position   bigint NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Ids shown in URLs.
CREATE SEQUENCE company_id_seq;
CREATE SEQUENCE person_id_seq;
CREATE SEQUENCE site_id_seq;
CREATE SEQUENCE festivity_id_seq;
