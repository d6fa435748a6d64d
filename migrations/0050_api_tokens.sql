-- Personal API tokens and their rate limits (issue 19, ADR-0077). Credentials are not events
-- (ADR-0007: accounts and sessions are ordinary tables): a token's secret is shown once and only its
-- SHA-256 is kept; a revoked or expired token keeps its row so the audit can still name it (the
-- events a call stores carry the token's id in their metadata, `actorTokenId`).
CREATE TABLE api_tokens (
  id           uuid PRIMARY KEY,
  person_id    bigint NOT NULL,
  name         text   NOT NULL,
  token_hash   text   NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  last_used_at timestamptz
);
CREATE UNIQUE INDEX api_tokens_hash_idx ON api_tokens (token_hash);
CREATE INDEX api_tokens_person_idx ON api_tokens (person_id, created_at);

-- Calls per token in fixed one-minute windows (the sign-in limits' table counts attempts per
-- account and address; a token's calls are counted here, one row per token and window, upserted).
CREATE TABLE api_rate_windows (
  token_id     uuid NOT NULL,
  window_start timestamptz NOT NULL,
  calls        integer NOT NULL,
  PRIMARY KEY (token_id, window_start)
);
