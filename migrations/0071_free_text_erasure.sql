-- Free text a person writes is theirs (issue 39, ADR-0134): a journal post's title, text and daily
-- log, a comment's text and a checklist answer's observation and who are the writer's encrypted
-- `personal` part, and after the writer's erasure they read as "[removed]". New versions of the
-- projections that copy that text: journal_entry_list v3 and journal_comment v2 mark it
-- (`text_removed`); checklist_detail v3 names the answerers (`answered_by`) so the erasure reaches
-- their answers; search_document v2 names the person whose words a row holds (`owner_id`). The
-- registry rebuilds them from position 0 at the next start (ADR-0001); the rebuild reads the text
-- of people erased before as removed, so the new tables hold none of it.
CREATE TABLE journal_entry_list_v3 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  author_id      bigint NOT NULL,
  entry_date     date NOT NULL,
  title          text NOT NULL,
  description    text NOT NULL DEFAULT '',
  images         jsonb NOT NULL DEFAULT '[]'::jsonb,
  daily_log      jsonb,
  text_removed   boolean NOT NULL DEFAULT false,
  comment_count  integer NOT NULL DEFAULT 0,
  like_count     integer NOT NULL DEFAULT 0,
  removed        boolean NOT NULL DEFAULT false,
  written_at     timestamptz NOT NULL,
  revised_at     timestamptz,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX journal_entry_list_v3_feed_idx ON journal_entry_list_v3 (site_id, entry_date DESC, id DESC) WHERE NOT removed;
CREATE INDEX journal_entry_list_v3_author_idx ON journal_entry_list_v3 (author_id);

CREATE TABLE journal_comment_v2 (
  id            text PRIMARY KEY,
  journal_id    bigint NOT NULL,
  comment_id    integer NOT NULL,
  author_id     bigint,
  text          text NOT NULL,
  text_removed  boolean NOT NULL DEFAULT false,
  removed       boolean NOT NULL DEFAULT false,
  added_at      timestamptz NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX journal_comment_v2_journal_idx ON journal_comment_v2 (journal_id, comment_id) WHERE NOT removed;
CREATE INDEX journal_comment_v2_author_idx ON journal_comment_v2 (author_id);

CREATE TABLE checklist_detail_v3 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  questions      jsonb NOT NULL,
  signature      jsonb,
  answered_by    bigint[] NOT NULL DEFAULT '{}',
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX checklist_detail_v3_answered_by_idx ON checklist_detail_v3 USING gin (answered_by);

CREATE TABLE search_document_v2 (
  id            text PRIMARY KEY,
  kind          text NOT NULL,
  record_id     bigint,
  site_id       bigint,
  company_code  text,
  title         text NOT NULL DEFAULT '',
  detail        text NOT NULL DEFAULT '',
  body          text NOT NULL DEFAULT '',
  folder        text NOT NULL DEFAULT '',
  removed       boolean NOT NULL DEFAULT false,
  owner_id      bigint,
  document      tsvector GENERATED ALWAYS AS (
                  setweight(to_tsvector('simple', coalesce(title, '')), 'A')
                  || setweight(to_tsvector('simple', coalesce(detail, '')), 'A')
                  || setweight(to_tsvector('simple', coalesce(body, '')), 'B')
                ) STORED,
  last_position bigint NOT NULL
);
CREATE INDEX search_document_v2_document_idx ON search_document_v2 USING gin (document) WHERE NOT removed;
CREATE INDEX search_document_v2_site_idx ON search_document_v2 (site_id) WHERE site_id IS NOT NULL;
CREATE INDEX search_document_v2_owner_idx ON search_document_v2 (owner_id) WHERE owner_id IS NOT NULL;
