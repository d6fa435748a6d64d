-- Checklists (ADR-0072): templates numbered from checklist_template_id_seq (stream
-- checklisttemplate-<id>), checklists from checklist_id_seq (stream checklist-<id>).
CREATE SEQUENCE checklist_template_id_seq;
CREATE SEQUENCE checklist_id_seq;

-- inline: the templates screen and the new-checklist form's choice; a removed template is a tombstone.
CREATE TABLE checklist_template_list_v1 (
  id             bigint PRIMARY KEY,
  type           text NOT NULL,
  name           text NOT NULL,
  mandatory      boolean NOT NULL DEFAULT false,
  notify_each    text,
  questions      jsonb NOT NULL DEFAULT '[]'::jsonb,
  question_count integer NOT NULL DEFAULT 0,
  item_count     integer NOT NULL DEFAULT 0,
  removed        boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL,
  changed_at     timestamptz,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX checklist_template_list_v1_name_idx ON checklist_template_list_v1 (name) WHERE NOT removed;

-- inline: the checklists list, the requests list and a site's checklists (createdAt descending,
-- filters site, template, status). `answered_items` are the ids of the items answered so far.
CREATE TABLE checklist_list_v1 (
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
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX checklist_list_v1_created_idx ON checklist_list_v1 (created_at DESC, id DESC);
CREATE INDEX checklist_list_v1_site_idx ON checklist_list_v1 (site_id, created_at DESC);
CREATE INDEX checklist_list_v1_status_idx ON checklist_list_v1 (status, created_at DESC);
CREATE INDEX checklist_list_v1_signed_by_idx ON checklist_list_v1 (signed_by);
CREATE INDEX checklist_list_v1_decided_by_idx ON checklist_list_v1 (decided_by);

-- inline: one checklist's questions with their items' answers, its photos and its signature (the
-- view, the fill form and the PDF).
CREATE TABLE checklist_detail_v1 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  questions      jsonb NOT NULL,
  signature      jsonb,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
