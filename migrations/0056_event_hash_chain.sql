-- Tamper evidence (issue 18, ADR-0086): every event carries a SHA-256 over its content and the
-- previous event's hash in its stream (version - 1; an empty string before version 1). The append
-- computes it in its own INSERT (app/events/store.server.ts); `npm run audit:verify` recomputes
-- every chain. One function defines the hashed content, so the append, the fallback trigger, this
-- backfill and the verifier can never disagree on it.
ALTER TABLE events ADD COLUMN hash bytea;

-- The hashed content: a JSON array (jsonb's text form is canonical: key order and spacing fixed),
-- the instant as microseconds since the epoch (never a text form that depends on the session's time zone).
CREATE FUNCTION event_chain_hash(
  prev bytea, stream_id text, stream_type text, version integer, event_id uuid, event_type text,
  schema_version integer, data jsonb, metadata jsonb, pii_subject text, recorded_at timestamptz
) RETURNS bytea LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT sha256(convert_to(jsonb_build_array(
    encode(coalesce(prev, ''::bytea), 'hex'), stream_id, stream_type, version, event_id::text, event_type,
    schema_version, data, metadata, pii_subject, (extract(epoch FROM recorded_at) * 1000000)::bigint
  )::text, 'UTF8'))
$$;

-- Fallback for a row inserted without its hash (a test fixture's or a benchmark's raw INSERT): the
-- same chain, read from the stream's previous row (a row-level BEFORE trigger sees the rows its own
-- statement inserted before). The application's append always sends the hash, so on the hot path
-- the WHEN clause is false and no function runs.
CREATE FUNCTION events_fill_hash() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.hash := event_chain_hash(
    (SELECT e.hash FROM events e WHERE e.stream_id = NEW.stream_id AND e.version = NEW.version - 1),
    NEW.stream_id, NEW.stream_type, NEW.version, NEW.event_id, NEW.event_type, NEW.schema_version,
    NEW.data, NEW.metadata, NEW.pii_subject, NEW.recorded_at);
  RETURN NEW;
END;
$$;
CREATE TRIGGER events_fill_hash BEFORE INSERT ON events
  FOR EACH ROW WHEN (NEW.hash IS NULL) EXECUTE FUNCTION events_fill_hash();

-- The existing events' chains, stream by stream in version order. The log refuses UPDATE; this one
-- backfill is the only write it ever allows, with the refusal off for this transaction alone.
ALTER TABLE events DISABLE TRIGGER events_no_update;
DO $$
DECLARE
  r record;
  prev_stream text := NULL;
  prev_hash bytea := NULL;
  h bytea;
BEGIN
  FOR r IN SELECT position, stream_id, stream_type, version, event_id, event_type, schema_version, data, metadata, pii_subject, recorded_at
           FROM events ORDER BY stream_id, version LOOP
    IF prev_stream IS DISTINCT FROM r.stream_id THEN
      prev_hash := NULL;
      prev_stream := r.stream_id;
    END IF;
    h := event_chain_hash(prev_hash, r.stream_id, r.stream_type, r.version, r.event_id, r.event_type, r.schema_version,
                          r.data, r.metadata, r.pii_subject, r.recorded_at);
    UPDATE events SET hash = h WHERE position = r.position;
    prev_hash := h;
  END LOOP;
END;
$$;
ALTER TABLE events ENABLE TRIGGER events_no_update;
ALTER TABLE events ALTER COLUMN hash SET NOT NULL;
