CREATE SEQUENCE leave_id_seq;

-- inline: one row per leave request, for the person's own list, the balance and (later) HR's lists.
-- Built only from the leave events: the person's name and company are joined from person_list at
-- query time. `details` holds the recorded LeaveDetails so the balance folds the same shape the
-- decider does; `description` is the personal text ('' once the person has been erased).
CREATE TABLE leave_list_v1 (
  id             bigint PRIMARY KEY,
  person_id      bigint NOT NULL,
  leave_type     integer NOT NULL,
  shape          text NOT NULL,
  start_at       timestamptz NOT NULL,
  end_at         timestamptz NOT NULL,
  start_date     date NOT NULL,
  end_date       date NOT NULL,
  hours          integer,
  minutes        integer,
  details        jsonb NOT NULL,
  description    text NOT NULL DEFAULT '',
  status         text NOT NULL,
  requested_at   timestamptz NOT NULL,
  requested_by   bigint NOT NULL,
  edited_at      timestamptz,
  decided_at     timestamptz,
  decided_by     bigint,
  withdrawn_at   timestamptz,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
-- the person's requests of a year, newest first
CREATE INDEX leave_list_v1_person_idx ON leave_list_v1 (person_id, start_date DESC, id DESC);
-- HR's lists: by status, then by date
CREATE INDEX leave_list_v1_status_idx ON leave_list_v1 (status, start_date DESC);
CREATE INDEX leave_list_v1_dates_idx ON leave_list_v1 (start_date, end_date);
