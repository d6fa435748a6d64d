-- One search across records (issue 38, ADR-0129): search_document keeps one row per site, person,
-- tool, journal post and site file with the words the menu's search finds, and PostgreSQL's
-- full-text vector of them ('simple': no stemming, the same for it/de/fr/en names and places).
-- The registry fills it from position 0 at the next start (ADR-0001).
CREATE TABLE search_document_v1 (
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
  document      tsvector GENERATED ALWAYS AS (
                  setweight(to_tsvector('simple', coalesce(title, '')), 'A')
                  || setweight(to_tsvector('simple', coalesce(detail, '')), 'A')
                  || setweight(to_tsvector('simple', coalesce(body, '')), 'B')
                ) STORED,
  last_position bigint NOT NULL
);
CREATE INDEX search_document_v1_document_idx ON search_document_v1 USING gin (document) WHERE NOT removed;
CREATE INDEX search_document_v1_site_idx ON search_document_v1 (site_id) WHERE site_id IS NOT NULL;
