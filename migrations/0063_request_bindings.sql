-- A command id and an Idempotency-Key are bound to what was asked (issue 42 M1 and L2, ADR-0098).
--
-- The command's intent: a hash of what the form or the API call asked (the posted values, the
-- request's method, path and body), recorded with the command's outcome by the same statement as
-- its events. A repeat of the command id with the same intent gets the first outcome; the same id
-- with another intent (the clock-in form's id posted as a clock-out) is refused and stores nothing.
-- Rows recorded before this migration have none and are matched as before (type, target, actor).
ALTER TABLE commands ADD COLUMN intent_hash text;

-- The JSON API's Idempotency-Keys: each key (as the command id it becomes) belongs to the first
-- request that used it — its caller, method, path and a hash of its body (canonical JSON; the text
-- fields and the files' bytes of a multipart call). Written before the call runs, in its own
-- statement, so a different request under the same key is refused before it touches anything (a
-- file stored, a command run), however many app processes serve the API. Holds no personal data:
-- ids, the path, and a hash salted with the key.
CREATE TABLE api_idempotency_keys (
  command_id   uuid PRIMARY KEY,
  person_id    bigint      NOT NULL,
  method       text        NOT NULL,
  path         text        NOT NULL,
  request_hash text        NOT NULL,
  created_at   timestamptz NOT NULL
);
