-- The free text on one person's own record is theirs (issue 39, ADR-0134): a month's sign-off
-- comments, send-back and reopening reasons, and a working-time carry-over's reason, are the
-- encrypted `personal` part of the person whose month or balance it is, whoever wrote them, and
-- after that person's erasure they read as "[removed]". month_close v2 marks a log entry whose text
-- is gone (`textRemoved` in `log`); working_time_carry_over v2 a reason (`reason_removed`). Both
-- are reached by the erasure through `person_id`. The registry rebuilds them from position 0 at the
-- next start (ADR-0001); the rebuild reads the text of people erased before as removed.
CREATE TABLE month_close_v2 (
  id               bigint PRIMARY KEY,
  person_id        bigint NOT NULL,
  month            text NOT NULL,
  status           text NOT NULL,
  signed_by        bigint,
  signed_at        timestamptz,
  countersigned_by bigint,
  countersigned_at timestamptz,
  -- the month's signatures, comments, send-backs and reopenings in order: [{type, by, at, text, textRemoved?}]
  log              jsonb NOT NULL,
  stream_version   integer NOT NULL,
  last_position    bigint NOT NULL,
  UNIQUE (person_id, month)
);
CREATE INDEX month_close_v2_locked_idx ON month_close_v2 (person_id) WHERE status = 'COUNTERSIGNED';

CREATE TABLE working_time_carry_over_v2 (
  id             text PRIMARY KEY,
  person_id      bigint NOT NULL,
  date           date NOT NULL,
  minutes        integer NOT NULL,
  reason         text NOT NULL,
  reason_removed boolean NOT NULL DEFAULT false,
  set_at         timestamptz NOT NULL,
  set_by         bigint,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX working_time_carry_over_v2_person_idx ON working_time_carry_over_v2 (person_id, date);
