CREATE SEQUENCE expense_id_seq;

-- inline: one row per expense, for the person's own list, HR's lists and the monthly report,
-- right after the redirect (ADR-0021). Built only from the expense events: the person's name and
-- company and the site's title are joined from person_list and site_list at query time. Money in
-- cents, quantity in thousandths. `reason` and `place` are personal text ('' once the person has
-- been erased). `receipt` holds the recorded ReceiptRef (keys in the file store, ADR-0020).
CREATE TABLE expense_list_v1 (
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
-- the person's own list and monthly report: by date
CREATE INDEX expense_list_v1_person_idx ON expense_list_v1 (person_id, expense_date DESC, id DESC);
-- HR's approvals list: by status, then by date
CREATE INDEX expense_list_v1_status_idx ON expense_list_v1 (status, expense_date DESC, id DESC);
