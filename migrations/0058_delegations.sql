-- Delegations of approvals (issue 18, ADR-0088): numbered from delegation_id_seq, stream
-- delegation-<id>. Both projections are inline: the delegations screen and the delegate's list
-- read them right after the redirect.
CREATE SEQUENCE delegation_id_seq;

-- one row per delegation, read by the delegator's and the delegate's lists and by the decisions
-- taken through it (the terms as they stand now; ended_at set when ended early).
CREATE TABLE delegation_list_v1 (
  id             bigint PRIMARY KEY,
  delegator_id   bigint NOT NULL,
  delegate_id    bigint NOT NULL,
  from_date      date NOT NULL,
  until_date     date NOT NULL,
  kinds          text[] NOT NULL,
  created_at     timestamptz NOT NULL,
  ended_at       timestamptz,
  ended_by       bigint,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX delegation_list_v1_delegator_idx ON delegation_list_v1 (delegator_id, from_date DESC);
CREATE INDEX delegation_list_v1_delegate_idx ON delegation_list_v1 (delegate_id, until_date DESC);

-- one row per leave or expense decision taken through a delegation (key "<stream type>-<id>"):
-- who decided, for whom, through which delegation; the PDFs and lists name both from here.
CREATE TABLE delegated_decision_v1 (
  id             text PRIMARY KEY,
  stream_type    text NOT NULL,
  record_id      bigint NOT NULL,
  decision       text NOT NULL,
  decided_by     bigint NOT NULL,
  on_behalf_of   bigint NOT NULL,
  delegation_id  bigint NOT NULL,
  decided_at     timestamptz NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX delegated_decision_v1_record_idx ON delegated_decision_v1 (stream_type, record_id);
