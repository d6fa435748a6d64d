-- The JSON API's gaps of issue 19 (ADR-0090).
--
-- The profile's token form is idempotent: the command id of the rendered form names the token it
-- made. Only the id's SHA-256 is kept (the secret is derived from the id and the application
-- secret, so a leaked table with the id in clear would open the token).
ALTER TABLE api_tokens ADD COLUMN command_hash text;
CREATE UNIQUE INDEX api_tokens_command_idx ON api_tokens (command_hash) WHERE command_hash IS NOT NULL;
