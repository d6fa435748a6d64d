-- The person record's read side (issue 11, ADR-0033).
--
-- person_list version 2: version 1's columns, plus the avatar's thumbnail and the legal documents'
-- expiries (the soonest one marks the person in HR's list). Names now follow PersonDetailsChanged,
-- the company PersonCompanyChanged and the employee columns EmployeeRecordChanged, so the registry
-- rebuilds it from position 0 at the next start (ADR-0001) and drops version 1's table.
CREATE TABLE person_list_v2 (
  id                      bigint PRIMARY KEY,
  company_code            text NOT NULL,
  role                    text,
  capabilities            text[] NOT NULL DEFAULT '{}',
  active                  boolean NOT NULL,
  erased                  boolean NOT NULL DEFAULT false,
  first_name              text NOT NULL,
  last_name               text NOT NULL,
  username                text,
  email                   text,
  badge_id                integer,
  hired_at                date,
  terminated_at           date,
  work_percentage         integer,
  holidays_count          integer,
  break_time              integer,
  winter_start            text,
  winter_end              text,
  summer_start            text,
  summer_end              text,
  avatar_thumbnail_key    text,
  -- the live documents' expiries by document id, to find the soonest again when one is removed
  document_expiries       jsonb NOT NULL DEFAULT '{}',
  soonest_document_expiry date,
  search                  text NOT NULL DEFAULT '',
  created_at              timestamptz NOT NULL,
  stream_version          integer NOT NULL,
  last_position           bigint NOT NULL
);
-- the lists: a company's people by name or newest first
CREATE INDEX person_list_v2_company_idx ON person_list_v2 (company_code, last_name, first_name);
CREATE INDEX person_list_v2_company_id_idx ON person_list_v2 (company_code, id);
-- sign-in, the seed and the tools find a person by username
CREATE INDEX person_list_v2_username_idx ON person_list_v2 (username);
-- the people with documents that expire (few of them)
CREATE INDEX person_list_v2_expiry_idx ON person_list_v2 (soonest_document_expiry) WHERE soonest_document_expiry IS NOT NULL;

-- person_profile version 1: one row per person, shaped like the profile and edit screens.
CREATE TABLE person_profile_v1 (
  id                    bigint PRIMARY KEY,
  company_code          text NOT NULL,
  role                  text,
  capabilities          text[] NOT NULL DEFAULT '{}',
  active                boolean NOT NULL,
  erased                boolean NOT NULL DEFAULT false,
  username              text,
  email                 text,
  -- identity (personal: blank once erased)
  first_name            text NOT NULL DEFAULT '',
  last_name             text NOT NULL DEFAULT '',
  birthday              date,
  gender                text,
  civil_status          text,
  children_number       integer,
  mother_language       text,
  -- contacts (personal: blank once erased)
  address               text,
  zip                   text,
  city                  text,
  country_id            smallint,
  personal_mail         text,
  office_mail           text,
  phones                jsonb NOT NULL DEFAULT '[]',
  -- working terms (not personal data)
  quick_sal_id          text,
  badge_id              integer,
  hired_at              date,
  terminated_at         date,
  work_percentage       integer,
  holidays_count        integer,
  break_time            integer,
  winter_start          text NOT NULL,
  winter_end            text NOT NULL,
  summer_start          text NOT NULL,
  summer_end            text NOT NULL,
  -- the avatar's stored files (key, thumbnailKey, contentType, size, sha256), null when none
  avatar                jsonb,
  notify_sites          boolean NOT NULL DEFAULT true,
  notify_files          boolean NOT NULL DEFAULT true,
  notify_stamping_hours boolean NOT NULL DEFAULT true,
  site_ids              bigint[] NOT NULL DEFAULT '{}',
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  updated_by            bigint,
  stream_version        integer NOT NULL,
  last_position         bigint NOT NULL
);

-- legal_document_list version 1: one row per document; a removed one stays as a tombstone
-- (removed_at), without its title and number. The company is person_list's, joined when read.
CREATE TABLE legal_document_list_v1 (
  document_id   text PRIMARY KEY,
  person_id     bigint NOT NULL,
  title         text NOT NULL DEFAULT '',
  number        text,
  expires_at    date,
  signed        boolean NOT NULL,
  file_key      text NOT NULL,
  thumbnail_key text,
  content_type  text NOT NULL,
  size          bigint NOT NULL,
  sha256        text NOT NULL,
  added_at      timestamptz NOT NULL,
  added_by      bigint,
  removed_at    timestamptz,
  removed_by    bigint,
  erased        boolean NOT NULL DEFAULT false,
  last_position bigint NOT NULL
);
-- a person's documents, and the rows an erasure blanks (the fan-out reads by person_id)
CREATE INDEX legal_document_list_v1_person_idx ON legal_document_list_v1 (person_id, expires_at);
-- HR's documents expiring soon
CREATE INDEX legal_document_list_v1_expiry_idx ON legal_document_list_v1 (expires_at) WHERE removed_at IS NULL AND expires_at IS NOT NULL;
