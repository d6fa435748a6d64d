CREATE SEQUENCE working_hours_rule_id_seq;

-- inline: one row per working-hours rule (stream workinghours-<id>, ADR-0031), for HR's list and
-- form, and for the leave commands, which read the rules of the person's company.
CREATE TABLE working_hours_rule_list_v1 (
  id             bigint PRIMARY KEY,
  company_code   text NOT NULL,
  winter_start   text NOT NULL,
  winter_end     text NOT NULL,
  summer_start   text NOT NULL,
  summer_end     text NOT NULL,
  all_users      boolean NOT NULL,
  user_ids       bigint[] NOT NULL DEFAULT '{}',
  removed        boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL,
  created_by     bigint NOT NULL,
  changed_at     timestamptz,
  changed_by     bigint,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX working_hours_rule_list_v1_company_idx ON working_hours_rule_list_v1 (company_code, id DESC) WHERE NOT removed;
