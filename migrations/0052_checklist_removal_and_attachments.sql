-- Removing a checklist and attaching files to its questions (ADR-0080): version 2 of checklist_list keeps a removed checklist as a
-- tombstone (`removed`, who and when), so the lists, the start page and the mandatory rule leave it
-- out while its stream stays readable in its history. The registry rebuilds it from position 0 at
-- the next start (ADR-0001).
CREATE TABLE checklist_list_v2 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  template_id    bigint NOT NULL,
  copied_from    bigint,
  title          text NOT NULL,
  checklist_date date NOT NULL,
  ready_by       date NOT NULL,
  status         text NOT NULL,
  item_count     integer NOT NULL,
  answered_items jsonb NOT NULL DEFAULT '[]'::jsonb,
  filled         boolean NOT NULL DEFAULT false,
  signed         boolean NOT NULL DEFAULT false,
  signed_by      bigint,
  signed_at      timestamptz,
  created_by     bigint,
  created_at     timestamptz NOT NULL,
  decided_by     bigint,
  decided_at     timestamptz,
  reject_reason  text,
  removed        boolean NOT NULL DEFAULT false,
  removed_by     bigint,
  removed_at     timestamptz,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX checklist_list_v2_created_idx ON checklist_list_v2 (created_at DESC, id DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v2_site_idx ON checklist_list_v2 (site_id, created_at DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v2_status_idx ON checklist_list_v2 (status, created_at DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v2_signed_by_idx ON checklist_list_v2 (signed_by);
CREATE INDEX checklist_list_v2_decided_by_idx ON checklist_list_v2 (decided_by);
CREATE INDEX checklist_list_v2_ready_by_idx ON checklist_list_v2 (site_id, ready_by) WHERE NOT removed AND status = 'PENDING';

-- Attached files per question (ADR-0080): version 2 of checklist_detail keeps each question's
-- `attachments` (key, name, content type, size) beside its photos; rebuilt from position 0 as above.
CREATE TABLE checklist_detail_v2 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  questions      jsonb NOT NULL,
  signature      jsonb,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
