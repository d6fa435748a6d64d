-- Credentials, sessions and sign-in records are not events: ordinary tables, deletable (ADR-0007).
CREATE TABLE accounts (
  person_id      bigint PRIMARY KEY,
  username       text   NOT NULL,
  password_hash  text,
  oidc_subject   text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_username_idx ON accounts (lower(username));
CREATE UNIQUE INDEX accounts_oidc_subject_idx ON accounts (oidc_subject) WHERE oidc_subject IS NOT NULL;

CREATE TABLE sessions (
  id_hash        text PRIMARY KEY,          -- sha-256 of the cookie's random id: a leaked table opens no session
  person_id      bigint,                    -- null: an anonymous session (CSRF token before sign-in)
  csrf_token     text   NOT NULL,
  remember       boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL,
  last_seen_at   timestamptz NOT NULL,
  idle_expires_at      timestamptz NOT NULL,
  absolute_expires_at  timestamptz NOT NULL,
  data           jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX sessions_person_idx ON sessions (person_id);
CREATE INDEX sessions_expiry_idx ON sessions (absolute_expires_at);

CREATE TABLE sign_in_attempts (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username     text   NOT NULL,
  person_id    bigint,
  address      text   NOT NULL,
  succeeded    boolean NOT NULL,
  reason       text,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX sign_in_attempts_user_idx ON sign_in_attempts (lower(username), attempted_at);
CREATE INDEX sign_in_attempts_address_idx ON sign_in_attempts (address, attempted_at);

-- Settings every process must share (for example the cookie-signing secret when SESSION_SECRET is unset).
CREATE TABLE app_settings (
  key    text PRIMARY KEY,
  value  text NOT NULL
);
