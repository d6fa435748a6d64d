-- A stamp names its site (issue 35, ADR-0122, ADR-0123): version 3 of stamp_list keeps the site the
-- stamp was made at (null: no site), the geofence's flag (the place lay farther from the site than
-- its radius) and the distance in metres (personal: gone once the person is erased). Stamps
-- recorded before read back without a site. The registry rebuilds it from position 0 at the next
-- start (ADR-0001).
CREATE TABLE stamp_list_v3 (
  id                  bigint PRIMARY KEY,
  person_id           bigint NOT NULL,
  kind                text NOT NULL,
  stamped_at          timestamptz NOT NULL,
  original_kind       text NOT NULL,
  original_stamped_at timestamptz NOT NULL,
  status              text NOT NULL,
  source              text NOT NULL,
  device_at           timestamptz,
  place_source        text NOT NULL,
  latitude            double precision,
  longitude           double precision,
  place_label         text,
  site_id             bigint,
  off_site            boolean NOT NULL DEFAULT false,
  distance_m          integer,
  partner_stamp_id    bigint,
  reason              text NOT NULL DEFAULT '',
  corrections         integer NOT NULL DEFAULT 0,
  recorded_at         timestamptz NOT NULL,
  recorded_by         bigint NOT NULL,
  corrected_at        timestamptz,
  corrected_by        bigint,
  closed_at           timestamptz,
  closed_by           bigint,
  stream_version      integer NOT NULL,
  last_position       bigint NOT NULL
);
CREATE INDEX stamp_list_v3_person_idx ON stamp_list_v3 (person_id, stamped_at);
CREATE INDEX stamp_list_v3_status_idx ON stamp_list_v3 (status, person_id) WHERE status = 'PROPOSED';
-- a site's hours and a day's manpower: the stamps naming the site, by time
CREATE INDEX stamp_list_v3_site_idx ON stamp_list_v3 (site_id, stamped_at) WHERE site_id IS NOT NULL;
-- HR's filter of the stamps outside their site's radius
CREATE INDEX stamp_list_v3_off_site_idx ON stamp_list_v3 (person_id, stamped_at) WHERE off_site;
