CREATE SEQUENCE support_request_id_seq;

-- inline: the administrators' list of support requests
CREATE TABLE support_request_list_v1 (
  id            bigint PRIMARY KEY,
  person_id     bigint NOT NULL,
  title         text NOT NULL,
  message       text NOT NULL,
  page          text,
  erased        boolean NOT NULL DEFAULT false,
  deleted       boolean NOT NULL DEFAULT false,
  submitted_at  timestamptz NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX support_request_list_v1_submitted_idx ON support_request_list_v1 (submitted_at DESC);
