-- A checklist's typed signature name is its signer's and a rejection's reason its rejecter's
-- (issue 39, ADR-0134): both are the writer's encrypted `personal` part, and after the writer's
-- erasure they read as "[removed]" (an erased signer's signature image is not shown either).
-- checklist_list v4 marks an erased rejecter's reason (`reject_reason_removed`); checklist_detail
-- v4 names every writer whose text it shows, the answerers and the signer (`writers`, replacing
-- `answered_by`), so the erasure reaches the signature too. The registry rebuilds both from
-- position 0 at the next start (ADR-0001); the rebuild reads the text of people erased before as
-- removed.
CREATE TABLE checklist_list_v4 (
  id                    bigint PRIMARY KEY,
  site_id               bigint NOT NULL,
  site_ids              bigint[] NOT NULL,
  template_id           bigint NOT NULL,
  copied_from           bigint,
  title                 text NOT NULL,
  checklist_date        date NOT NULL,
  ready_by              date NOT NULL,
  status                text NOT NULL,
  item_count            integer NOT NULL,
  answered_items        jsonb NOT NULL DEFAULT '[]'::jsonb,
  filled                boolean NOT NULL DEFAULT false,
  signed                boolean NOT NULL DEFAULT false,
  signed_by             bigint,
  signed_at             timestamptz,
  created_by            bigint,
  created_at            timestamptz NOT NULL,
  decided_by            bigint,
  decided_at            timestamptz,
  reject_reason         text,
  reject_reason_removed boolean NOT NULL DEFAULT false,
  removed               boolean NOT NULL DEFAULT false,
  removed_by            bigint,
  removed_at            timestamptz,
  stream_version        integer NOT NULL,
  last_position         bigint NOT NULL
);
CREATE INDEX checklist_list_v4_created_idx ON checklist_list_v4 (created_at DESC, id DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v4_site_idx ON checklist_list_v4 (site_id, created_at DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v4_status_idx ON checklist_list_v4 (status, created_at DESC) WHERE NOT removed;
CREATE INDEX checklist_list_v4_signed_by_idx ON checklist_list_v4 (signed_by);
CREATE INDEX checklist_list_v4_decided_by_idx ON checklist_list_v4 (decided_by);
CREATE INDEX checklist_list_v4_ready_by_idx ON checklist_list_v4 (site_id, ready_by) WHERE NOT removed AND status = 'PENDING';
CREATE INDEX checklist_list_v4_site_ids_idx ON checklist_list_v4 USING gin (site_ids);

CREATE TABLE checklist_detail_v4 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  questions      jsonb NOT NULL,
  signature      jsonb,
  writers        bigint[] NOT NULL DEFAULT '{}',
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX checklist_detail_v4_writers_idx ON checklist_detail_v4 USING gin (writers);
