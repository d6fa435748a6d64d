-- The JSON API's gaps of issue 19 (ADR-0090).
--
-- The profile's token form is idempotent: the command id of the rendered form names the token it
-- made. Only the id's SHA-256 is kept (the secret is derived from the id and the application
-- secret, so a leaked table with the id in clear would open the token).
ALTER TABLE api_tokens ADD COLUMN command_hash text;
CREATE UNIQUE INDEX api_tokens_command_idx ON api_tokens (command_hash) WHERE command_hash IS NOT NULL;

-- Files sent to the API before the call that uses them (POST utility/uploadImage, ADR-0090): the
-- file is checked and stored as the forms store theirs; this row says whose it is, for what use,
-- and which command used it (one command: a second use is refused). A file never used is removed
-- by the storage sweep like any file no event names (ADR-0022); its row then only says so.
CREATE TABLE api_uploads (
  id            uuid PRIMARY KEY,
  person_id     bigint NOT NULL,
  purpose       text   NOT NULL,
  key           text   NOT NULL,
  thumbnail_key text,
  content_type  text   NOT NULL,
  size          bigint NOT NULL,
  sha256        text   NOT NULL,
  created_at    timestamptz NOT NULL,
  used_by       uuid,
  used_at       timestamptz
);
CREATE INDEX api_uploads_person_idx ON api_uploads (person_id, created_at);
