-- Notifications (issue 18, ADR-0084).
--
-- inline: each person's notification toggles (in-app and e-mail per topic) and mail language,
-- folded from PersonNotificationSettingsChanged; the processor reads it to decide what to send.
CREATE TABLE notification_preference_v1 (
  person_id     bigint PRIMARY KEY,
  channels      jsonb NOT NULL,
  language      text,
  last_position bigint NOT NULL
);

-- inline: what each person has read (stream inbox-<personId>): everything up to `read_up_to`, and
-- the ids read one by one above it.
CREATE TABLE notification_read_v1 (
  person_id     bigint PRIMARY KEY,
  read_up_to    bigint NOT NULL DEFAULT 0,
  read_ids      jsonb NOT NULL DEFAULT '[]'::jsonb,
  last_position bigint NOT NULL
);

-- Written by the notification processor (the gated reader, checkpoint "notifications") and by the
-- periodic check, never by a request: one row per person and occurrence (an event's id, or a
-- time-based fact such as an assignment past its end date), so a replay, a retry or a second
-- process stores nothing twice. `in_app` false: the person wants this topic by e-mail only.
CREATE TABLE notification (
  id          bigserial PRIMARY KEY,
  person_id   bigint NOT NULL,
  topic       text NOT NULL,
  kind        text NOT NULL,
  occurrence  text NOT NULL,
  link        text NOT NULL,
  params      jsonb NOT NULL DEFAULT '{}'::jsonb,
  in_app      boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (person_id, occurrence)
);
CREATE INDEX notification_person_idx ON notification (person_id, id DESC) WHERE in_app;

-- The e-mails to send: written in the same transaction as their notification (at most one per
-- notification, so at most one per person and event), sent by one worker at a time (an advisory
-- lock while claiming). status: pending → sending → sent; a failed attempt goes back to pending
-- with a later next_attempt_at (backoff) until `failed`; a claim whose process died before it
-- recorded the outcome becomes `unknown` and is never sent again (at most once, ADR-0084).
CREATE TABLE notification_outbox (
  id              bigserial PRIMARY KEY,
  notification_id bigint NOT NULL UNIQUE REFERENCES notification (id),
  person_id       bigint NOT NULL,
  email           text NOT NULL,
  language        text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'unknown')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until   timestamptz,
  last_error      text,
  message_id      text,
  sent_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX notification_outbox_sending_idx ON notification_outbox (claimed_until) WHERE status = 'sending';
