-- The calendar links' fetch limit (ADR-0062), shared by every app process: one row per link that has
-- been fetched (only links that exist: the token is checked first), counting its fetches in the
-- current minute. Not an event: a counter that means nothing after its minute.
CREATE TABLE calendar_feed_fetches (
  token_hash text PRIMARY KEY,
  minute     timestamptz NOT NULL,
  fetches    integer NOT NULL
);
