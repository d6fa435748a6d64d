-- The site journal (ADR-0063): posts numbered from journal_id_seq, stream journal-<id>; comments
-- and likes are events of the post's stream.
CREATE SEQUENCE journal_id_seq;

-- inline: one row per post, read by the feed, the post's page and the dashboard right after the
-- redirect. A removed post keeps its row as a tombstone (`removed`); the counts follow the
-- comment and like events of its stream.
CREATE TABLE journal_entry_list_v1 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  author_id      bigint NOT NULL,
  entry_date     date NOT NULL,
  title          text NOT NULL,
  description    text NOT NULL DEFAULT '',
  images         jsonb NOT NULL DEFAULT '[]'::jsonb,
  comment_count  integer NOT NULL DEFAULT 0,
  like_count     integer NOT NULL DEFAULT 0,
  removed        boolean NOT NULL DEFAULT false,
  written_at     timestamptz NOT NULL,
  revised_at     timestamptz,
  stream_version integer NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX journal_entry_list_v1_feed_idx ON journal_entry_list_v1 (site_id, entry_date DESC, id DESC) WHERE NOT removed;
CREATE INDEX journal_entry_list_v1_author_idx ON journal_entry_list_v1 (author_id);

-- inline: one row per comment (key "<journalId>:<commentId>"); a removed one is a tombstone.
CREATE TABLE journal_comment_v1 (
  id            text PRIMARY KEY,
  journal_id    bigint NOT NULL,
  comment_id    integer NOT NULL,
  author_id     bigint,
  text          text NOT NULL,
  removed       boolean NOT NULL DEFAULT false,
  added_at      timestamptz NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX journal_comment_v1_journal_idx ON journal_comment_v1 (journal_id, comment_id) WHERE NOT removed;
CREATE INDEX journal_comment_v1_author_idx ON journal_comment_v1 (author_id);

-- inline: who likes a post (key "<journalId>:<personId>"); an unlike keeps the row, not liked.
CREATE TABLE journal_like_v1 (
  id            text PRIMARY KEY,
  journal_id    bigint NOT NULL,
  person_id     bigint NOT NULL,
  liked         boolean NOT NULL,
  liked_at      timestamptz NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX journal_like_v1_journal_idx ON journal_like_v1 (journal_id) WHERE liked;
