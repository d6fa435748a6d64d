-- The handover receipt and the low-stock threshold (ADR-0079): version 2 of tool_list adds the
-- current assignment's receipt (how and when it was confirmed) and the low-stock threshold;
-- version 2 of tool_assignment adds the receipt of each assignment. The registry rebuilds both
-- from position 0 at the next start (ADR-0001); version 1 is dropped later.
CREATE TABLE tool_list_v2 (
  id                  bigint PRIMARY KEY,
  name                text NOT NULL,
  category_id         bigint NOT NULL,
  quantity            integer NOT NULL,
  unit_cost_cents     bigint,
  currency            text,
  unit                text NOT NULL,
  warranty_date       date,
  documents           jsonb NOT NULL DEFAULT '[]'::jsonb,
  person_id           bigint,
  assigned_qty        integer NOT NULL DEFAULT 0,
  start_date          date,
  end_date            date,
  receipt_kind        text,
  receipt_at          timestamptz,
  low_stock_threshold integer,
  retired             boolean NOT NULL DEFAULT false,
  registered_at       timestamptz NOT NULL,
  stream_version      integer NOT NULL,
  last_position       bigint NOT NULL
);
CREATE INDEX tool_list_v2_name_idx ON tool_list_v2 (lower(name), id) WHERE NOT retired;
CREATE INDEX tool_list_v2_category_idx ON tool_list_v2 (category_id) WHERE NOT retired;
CREATE INDEX tool_list_v2_person_idx ON tool_list_v2 (person_id) WHERE person_id IS NOT NULL;
CREATE INDEX tool_list_v2_overdue_idx ON tool_list_v2 (end_date) WHERE person_id IS NOT NULL AND NOT retired;

CREATE TABLE tool_assignment_v2 (
  id            text PRIMARY KEY,
  tool_id       bigint NOT NULL,
  assignment_no integer NOT NULL,
  person_id     bigint NOT NULL,
  quantity      integer NOT NULL,
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  request_id    integer,
  assigned_at   timestamptz NOT NULL,
  assigned_by   bigint,
  returned_at   timestamptz,
  returned_by   bigint,
  receipt_kind  text,
  receipt_at    timestamptz,
  receipt_by    bigint,
  last_position bigint NOT NULL
);
CREATE INDEX tool_assignment_v2_tool_idx ON tool_assignment_v2 (tool_id, assignment_no DESC);
