-- The journal's daily log (ADR-0067): version 2 of journal_entry_list adds the post's daily-log
-- sections (`daily_log`, null: none). Its columns are those of version 1 plus that one; the
-- registry rebuilds it from position 0 at the next start (ADR-0001) and drops version 1 once
-- switched. Events written before the log are upcast with no log.
CREATE TABLE journal_entry_list_v2 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  author_id      bigint NOT NULL,
  entry_date     date NOT NULL,
  title          text NOT NULL,
  description    text NOT NULL DEFAULT '',
  images         jsonb NOT NULL DEFAULT '[]'::jsonb,
  daily_log      jsonb,
  comment_count  integer NOT NULL DEFAULT 0,
  like_count     integer NOT NULL DEFAULT 0,
  removed        boolean NOT NULL DEFAULT false,
  written_at     timestamptz NOT NULL,
  revised_at     timestamptz,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX journal_entry_list_v2_feed_idx ON journal_entry_list_v2 (site_id, entry_date DESC, id DESC) WHERE NOT removed;
CREATE INDEX journal_entry_list_v2_author_idx ON journal_entry_list_v2 (author_id);
