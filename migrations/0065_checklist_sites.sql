-- A checklist's assigned sites (issue 34, ADR-0117; spec part 1 §3 assignedConstructionSites): version 3
-- of checklist_list keeps every site a checklist is assigned to (`site_ids`, its own site first;
-- a checklist prepared before holds its one site). The lists, a site's checklists, the start page
-- and the team scoping read it. The registry rebuilds it from position 0 at the next start (ADR-0001).
CREATE TABLE checklist_list_v3 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  site_ids       bigint[] NOT NULL,
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
CREATE INDEX checklist_list_v3_created_idx ON checklist_list_v3 (created_at DESC, id DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v3_site_idx ON checklist_list_v3 (site_id, created_at DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v3_status_idx ON checklist_list_v3 (status, created_at DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v3_signed_by_idx ON checklist_list_v3 (signed_by);
CREATE INDEX checklist_list_v3_decided_by_idx ON checklist_list_v3 (decided_by);
CREATE INDEX checklist_list_v3_ready_by_idx ON checklist_list_v3 (site_id, ready_by) WHERE NOT removed AND status = 'PENDING';
CREATE INDEX checklist_list_v3_site_ids_idx ON checklist_list_v3 USING gin (site_ids);
