-- Projection tables of the foundation. Each is versioned; queries read the view named after the
-- projection, which the registry points at the active table (ADR-0001).
CREATE TABLE company_list_v1 (
  id            bigint PRIMARY KEY,
  code          text NOT NULL,
  name          text NOT NULL,
  address       text NOT NULL,
  city          text NOT NULL,
  zip           text NOT NULL,
  latitude      double precision,
  longitude     double precision,
  color         text NOT NULL,
  last_position bigint NOT NULL
);

CREATE TABLE person_list_v1 (
  id              bigint PRIMARY KEY,
  company_code    text NOT NULL,
  role            text,
  capabilities    text[] NOT NULL DEFAULT '{}',
  active          boolean NOT NULL,
  erased          boolean NOT NULL DEFAULT false,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  username        text,
  email           text,
  badge_id        integer,
  hired_at        date,
  terminated_at   date,
  work_percentage integer,
  holidays_count  integer,
  break_time      integer,
  winter_start    text,
  winter_end      text,
  summer_start    text,
  summer_end      text,
  search          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL,
  stream_version  integer NOT NULL,
  last_position   bigint NOT NULL
);
CREATE INDEX person_list_v1_company_idx ON person_list_v1 (company_code, last_name);

CREATE TABLE site_list_v1 (
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
  search            text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL,
  last_position     bigint NOT NULL
);
CREATE INDEX site_list_v1_company_idx ON site_list_v1 (company_code, id DESC);

CREATE TABLE festivity_list_v1 (
  id            bigint PRIMARY KEY,
  title         text NOT NULL,
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  company_code  text,
  removed       boolean NOT NULL DEFAULT false,
  last_position bigint NOT NULL
);
CREATE INDEX festivity_list_v1_dates_idx ON festivity_list_v1 (start_date, end_date);

-- async: one row per record (stream), for the audit's record index
CREATE TABLE stream_summary_v1 (
  stream_id         text PRIMARY KEY,
  stream_type       text NOT NULL,
  record_id         bigint NOT NULL,
  version           integer NOT NULL,
  last_event_type   text NOT NULL,
  first_recorded_at timestamptz NOT NULL,
  last_recorded_at  timestamptz NOT NULL,
  last_actor_id     bigint,
  last_position     bigint NOT NULL
);
CREATE INDEX stream_summary_v1_type_idx ON stream_summary_v1 (stream_type, last_recorded_at DESC);
