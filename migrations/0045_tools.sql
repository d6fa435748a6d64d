-- The tool manager (ADR-0069): tools numbered from tool_id_seq (stream tool-<id>), categories from
-- tool_category_id_seq (stream tool-category-<id>). All four projections are inline.
CREATE SEQUENCE tool_id_seq;
CREATE SEQUENCE tool_category_id_seq;

-- one row per tool: details, stock and the current assignment (empty when free); a deleted tool
-- keeps its row as a tombstone (`retired`). Availability and overdue are computed when read.
CREATE TABLE tool_list_v1 (
  id              bigint PRIMARY KEY,
  name            text NOT NULL,
  category_id     bigint NOT NULL,
  quantity        integer NOT NULL,
  unit_cost_cents bigint,
  currency        text,
  unit            text NOT NULL,
  warranty_date   date,
  documents       jsonb NOT NULL DEFAULT '[]'::jsonb,
  person_id       bigint,
  assigned_qty    integer NOT NULL DEFAULT 0,
  start_date      date,
  end_date        date,
  retired         boolean NOT NULL DEFAULT false,
  registered_at   timestamptz NOT NULL,
  stream_version  integer NOT NULL,
  last_position   bigint NOT NULL
);
CREATE INDEX tool_list_v1_name_idx ON tool_list_v1 (lower(name), id) WHERE NOT retired;
CREATE INDEX tool_list_v1_category_idx ON tool_list_v1 (category_id) WHERE NOT retired;
CREATE INDEX tool_list_v1_person_idx ON tool_list_v1 (person_id) WHERE person_id IS NOT NULL;

-- one row per category; a deleted one is a tombstone.
CREATE TABLE tool_category_list_v1 (
  id            bigint PRIMARY KEY,
  name          text NOT NULL,
  code          text,
  deleted       boolean NOT NULL DEFAULT false,
  last_position bigint NOT NULL
);

-- the tool's history: one row per assignment (key "<toolId>:<assignmentNo>").
CREATE TABLE tool_assignment_v1 (
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
  last_position bigint NOT NULL
);
CREATE INDEX tool_assignment_v1_tool_idx ON tool_assignment_v1 (tool_id, assignment_no DESC);

-- the requests (key "<toolId>:<requestId>"), read by the approval list and the requester's list.
CREATE TABLE tool_request_v1 (
  id            text PRIMARY KEY,
  tool_id       bigint NOT NULL,
  request_id    integer NOT NULL,
  person_id     bigint NOT NULL,
  quantity      integer NOT NULL,
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  status        text NOT NULL,
  requested_at  timestamptz NOT NULL,
  decided_at    timestamptz,
  decided_by    bigint,
  last_position bigint NOT NULL
);
CREATE INDEX tool_request_v1_status_idx ON tool_request_v1 (status, requested_at DESC);
CREATE INDEX tool_request_v1_person_idx ON tool_request_v1 (person_id);
