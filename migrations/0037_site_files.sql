-- Site files (ADR-0054): the files and folders a site's file log knows now (their display names,
-- folders and sizes, read beside the store's listing), and the file log itself, one row per entry.

CREATE TABLE site_file_v1 (
  id             text PRIMARY KEY,        -- a file's stored name (random id + extension, kept by a move), or "<siteId>:<folder path>"
  site_id        bigint NOT NULL,
  store_key      text NOT NULL,           -- a file's key in the store now ('' for a folder)
  is_folder      boolean NOT NULL,
  folder         text NOT NULL,           -- the folder holding it (a folder: its own path)
  name           text NOT NULL,
  size           bigint NOT NULL DEFAULT 0,
  content_type   text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL,
  created_by     bigint,
  modified_at    timestamptz NOT NULL,
  removed        boolean NOT NULL DEFAULT false,
  last_position  bigint NOT NULL
);
CREATE INDEX site_file_v1_folder_idx ON site_file_v1 (site_id, folder) WHERE NOT removed;

CREATE TABLE site_file_log_v1 (
  id             text PRIMARY KEY,        -- "<siteId>:<n>"
  site_id        bigint NOT NULL,
  n              integer NOT NULL,
  action         text NOT NULL,           -- upload, rename, move, create-folder, delete-file, delete-folder
  key            text NOT NULL,           -- the file's key (after a move: the new one), or the folder's path
  folder         text NOT NULL,           -- where it happened (a move: the target folder)
  from_text      text NOT NULL DEFAULT '',-- a rename's old name, a move's old folder
  name           text NOT NULL,
  size           bigint NOT NULL DEFAULT 0,
  actor_id       bigint,
  at             timestamptz NOT NULL,
  last_position  bigint NOT NULL
);
CREATE INDEX site_file_log_v1_at_idx ON site_file_log_v1 (at DESC, id);
CREATE INDEX site_file_log_v1_site_idx ON site_file_log_v1 (site_id, at DESC);
