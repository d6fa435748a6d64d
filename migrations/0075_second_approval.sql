-- Second approval where a rule asks for it (issue 36, ADR-0139). Rules are their own aggregate,
-- stream approval-rule-<id>, numbered from a sequence. Both tables are inline projections: HR's
-- rules page and every approval read the rules right after the redirect, and the leave and expense
-- lists show "1 of 2" from the open first approvals.
CREATE SEQUENCE second_approval_rule_id_seq;

CREATE TABLE second_approval_rule_v1 (
  id               bigint PRIMARY KEY,
  kind             text NOT NULL,
  company_code     text NOT NULL,
  leave_type       integer,
  min_working_days integer,
  min_chf          bigint,
  second_right     text NOT NULL,
  removed          boolean NOT NULL DEFAULT false,
  set_at           timestamptz NOT NULL,
  set_by           bigint NOT NULL,
  removed_at       timestamptz,
  removed_by       bigint,
  stream_version   integer NOT NULL,
  last_position    bigint NOT NULL
);
CREATE INDEX second_approval_rule_v1_live_idx ON second_approval_rule_v1 (company_code, kind) WHERE NOT removed;

-- One row per request (key: its stream id, leave-<id> or expense-<id>) waiting for its second
-- approval; an edit, a withdrawal or the final decision deletes it.
CREATE TABLE first_approval_v1 (
  id             text PRIMARY KEY,
  kind           text NOT NULL,
  request_id     bigint NOT NULL,
  approved_by    bigint NOT NULL,
  approved_at    timestamptz NOT NULL,
  on_behalf_of   bigint,
  rule_id        bigint NOT NULL,
  second_right   text NOT NULL,
  last_position  bigint NOT NULL
);
CREATE UNIQUE INDEX first_approval_v1_request_idx ON first_approval_v1 (kind, request_id);
