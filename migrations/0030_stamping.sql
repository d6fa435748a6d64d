CREATE SEQUENCE stamp_id_seq;

-- inline: one row per stamp record (stream stamp-<id>, ADR-0030), for the person's stamping page,
-- HR's view of a person's stamps and the monthly sheet. Days, pairs and totals are counted on read
-- by app/domain/stamping/totals.ts from these rows. The place and the reason are copies of the
-- events' personal part (blank once the person has been erased and the table rebuilt).
CREATE TABLE stamp_list_v1 (
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
-- a person's stamps of a period, in time order
CREATE INDEX stamp_list_v1_person_idx ON stamp_list_v1 (person_id, stamped_at);
-- HR's pending proposals
CREATE INDEX stamp_list_v1_status_idx ON stamp_list_v1 (status, person_id) WHERE status = 'PROPOSED';
