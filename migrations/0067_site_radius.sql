-- A site's geofence radius (issue 35, ADR-0122): version 3 of site_list adds it, in whole metres
-- (300 for every site registered before, as the upcaster reads them). The registry rebuilds it from
-- position 0 at the next start (ADR-0001).
CREATE TABLE site_list_v3 (
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
  radius            integer NOT NULL DEFAULT 300,
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
CREATE INDEX site_list_v3_company_idx ON site_list_v3 (company_code, id DESC);
