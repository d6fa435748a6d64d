-- Sites (ADR-0051, ADR-0052): the site list's version 2 (the picture and the stream's version for
-- the edit form's conflict check; the registry rebuilds it from position 0 at the next start and
-- drops version 1), the site teams, the favourite sites, and the planned phases of a site.

CREATE TABLE site_list_v2 (
  id                bigint PRIMARY KEY,
  title             text NOT NULL,
  quickcom_id       text NOT NULL,
  subject           text NOT NULL,
  status            text NOT NULL,
  category          text NOT NULL,
  address           text NOT NULL,
  city              text NOT NULL,
  zip               text NOT NULL,
  country           text NOT NULL,
  latitude          double precision,
  longitude         double precision,
  company_code      text NOT NULL,
  currency          text NOT NULL,
  offer             bigint NOT NULL,
  total             bigint NOT NULL,
  required_advances bigint NOT NULL,
  cashed_advances   bigint NOT NULL,
  balance           bigint NOT NULL,
  labor_cost        bigint NOT NULL,
  supplier_cost     bigint NOT NULL,
  others_cost       bigint NOT NULL,
  goods_cost        bigint NOT NULL,
  avatar_key        text,
  search            text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL,
  stream_version    integer NOT NULL,
  last_position     bigint NOT NULL
);
CREATE INDEX site_list_v2_company_idx ON site_list_v2 (company_code, id DESC);

CREATE TABLE site_team_v1 (
  id               text PRIMARY KEY,
  site_id          bigint NOT NULL,
  person_id        bigint NOT NULL,
  project_function text NOT NULL,
  priority         integer NOT NULL,
  removed          boolean NOT NULL DEFAULT false,
  added_at         timestamptz NOT NULL,
  added_by         bigint,
  last_position    bigint NOT NULL
);
CREATE INDEX site_team_v1_site_idx ON site_team_v1 (site_id, added_at) WHERE NOT removed;
CREATE INDEX site_team_v1_person_idx ON site_team_v1 (person_id) WHERE NOT removed;

CREATE TABLE site_favourite_v1 (
  id            text PRIMARY KEY,
  person_id     bigint NOT NULL,
  site_id       bigint NOT NULL,
  removed       boolean NOT NULL DEFAULT false,
  starred_at    timestamptz NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX site_favourite_v1_person_idx ON site_favourite_v1 (person_id, site_id) WHERE NOT removed;

CREATE SEQUENCE site_schedule_id_seq;
CREATE TABLE site_schedule_v1 (
  id             bigint PRIMARY KEY,
  site_id        bigint NOT NULL,
  title          text NOT NULL,
  start_date     date NOT NULL,
  end_date       date NOT NULL,
  responsible_id bigint,
  notes          text NOT NULL DEFAULT '',
  removed        boolean NOT NULL DEFAULT false,
  planned_at     timestamptz NOT NULL,
  planned_by     bigint,
  last_position  bigint NOT NULL
);
CREATE INDEX site_schedule_v1_site_idx ON site_schedule_v1 (site_id, start_date) WHERE NOT removed;
