-- Version 2 of the projections that copy a person's personal text (ADR-0007, 2026-11-25): they now
-- handle PersonErased, blanking that text in every row of the person in the erasure's own
-- transaction, as a rebuild after the key is gone would. The columns are those of version 1; what
-- changed is what the rows hold after an erasure, so each gets a new table and the registry
-- rebuilds it from position 0 at the next start (ADR-0001), which also cleans the rows that
-- erasures recorded under version 1 left behind. The version 1 tables are dropped by that rebuild
-- when they were active (or stay empty on a store created after this migration). Each table is
-- found by `person_id` when a person is erased, hence an index on it in every one.

CREATE TABLE support_request_list_v2 (
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
CREATE INDEX support_request_list_v2_submitted_idx ON support_request_list_v2 (submitted_at DESC);
-- the requests of an erased person
CREATE INDEX support_request_list_v2_person_idx ON support_request_list_v2 (person_id);

CREATE TABLE leave_list_v2 (
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
CREATE INDEX leave_list_v2_person_idx ON leave_list_v2 (person_id, start_date DESC, id DESC);
CREATE INDEX leave_list_v2_status_idx ON leave_list_v2 (status, start_date DESC);
CREATE INDEX leave_list_v2_dates_idx ON leave_list_v2 (start_date, end_date);

CREATE TABLE expense_list_v2 (
  id              bigint PRIMARY KEY,
  person_id       bigint NOT NULL,
  status          text NOT NULL,
  reason          text NOT NULL DEFAULT '',
  place           text NOT NULL DEFAULT '',
  amount          bigint NOT NULL,
  currency        text NOT NULL,
  changed_chf     bigint,
  changed_chf_by  bigint,
  changed_chf_at  timestamptz,
  quantity        bigint NOT NULL,
  unit            text NOT NULL,
  site_id         bigint NOT NULL,
  expense_date    date NOT NULL,
  is_equipment    smallint NOT NULL,
  receipt         jsonb NOT NULL,
  account         text,
  submitted_at    timestamptz NOT NULL,
  submitted_by    bigint NOT NULL,
  edited_at       timestamptz,
  edited_by       bigint,
  decided_at      timestamptz,
  decided_by      bigint,
  withdrawn_at    timestamptz,
  withdrawn_by    bigint,
  stream_version  integer NOT NULL,
  last_position   bigint NOT NULL
);
CREATE INDEX expense_list_v2_person_idx ON expense_list_v2 (person_id, expense_date DESC, id DESC);
CREATE INDEX expense_list_v2_status_idx ON expense_list_v2 (status, expense_date DESC, id DESC);

CREATE TABLE stamp_list_v2 (
  id                  bigint PRIMARY KEY,
  person_id           bigint NOT NULL,
  kind                text NOT NULL,
  stamped_at          timestamptz NOT NULL,
  original_kind       text NOT NULL,
  original_stamped_at timestamptz NOT NULL,
  status              text NOT NULL,
  source              text NOT NULL,
  device_at           timestamptz,
  place_source        text NOT NULL,
  latitude            double precision,
  longitude           double precision,
  place_label         text,
  partner_stamp_id    bigint,
  reason              text NOT NULL DEFAULT '',
  corrections         integer NOT NULL DEFAULT 0,
  recorded_at         timestamptz NOT NULL,
  recorded_by         bigint NOT NULL,
  corrected_at        timestamptz,
  corrected_by        bigint,
  closed_at           timestamptz,
  closed_by           bigint,
  stream_version      integer NOT NULL,
  last_position       bigint NOT NULL
);
CREATE INDEX stamp_list_v2_person_idx ON stamp_list_v2 (person_id, stamped_at);
CREATE INDEX stamp_list_v2_status_idx ON stamp_list_v2 (status, person_id) WHERE status = 'PROPOSED';

CREATE TABLE daily_hours_list_v2 (
  id            bigint PRIMARY KEY,
  person_id     bigint NOT NULL,
  site_id       bigint NOT NULL,
  start_at      timestamptz NOT NULL,
  end_at        timestamptz NOT NULL,
  minutes       integer NOT NULL,
  description   text NOT NULL DEFAULT '',
  recorded_at   timestamptz NOT NULL,
  recorded_by   bigint NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX daily_hours_list_v2_person_idx ON daily_hours_list_v2 (person_id, start_at DESC);
