// stamp_list — inline: one row per stamp record (stream `stamp-<id>`, ADR-0030), read by the
// person's stamping page, HR's view of a person, the proposals waiting for HR and the monthly
// sheet, right after the redirect. Built only from the stamp events: the row folds the decider's
// own evolve, so the list and the rules never disagree on a status or a time. Days and totals are
// counted on read (app/domain/stamping/totals.ts). The place and the reason are personal data: an
// erased person's events read back without them and a rebuilt row keeps none. PersonErased takes
// them from every row of the person at once (ADR-0007), as a rebuild would; version 2 added that,
// and its rebuild cleans the rows erasures left under version 1. The place's source stays: it is
// plain in the events, part of the working-time record. Version 3 (ADR-0122, ADR-0123): the site the
// stamp names, the geofence's flag (plain) and the distance (personal, gone with the place).
import { stampDecider, type StampState } from "~/domain/stamping/decider";
import { STAMP_EVENT_TYPES } from "~/domain/stamping/events";
import type { PlaceSource, StampKind, StampSource, StampStatus } from "~/domain/stamping/types";
import { defineProjection, type Row } from "../projection.server";
import { byErasedPerson, isPersonErased } from "./person-erasure.server";

type Instant = string | Date;

export interface StampListRow extends Row {
  id: number;
  person_id: number;
  kind: StampKind;
  stamped_at: Instant;
  original_kind: StampKind;
  original_stamped_at: Instant;
  status: StampStatus;
  source: StampSource;
  device_at: Instant | null;
  place_source: PlaceSource;
  latitude: number | null;
  longitude: number | null;
  place_label: string | null;
  site_id: number | null;
  off_site: boolean;
  distance_m: number | null;
  partner_stamp_id: number | null;
  reason: string;
  corrections: number;
  recorded_at: Instant;
  recorded_by: number;
  corrected_at: Instant | null;
  corrected_by: number | null;
  closed_at: Instant | null;
  closed_by: number | null;
  stream_version: number;
}

const iso = (v: Instant | null | undefined): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : v);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A row back as the decider's state (what evolve needs). */
function stampStateOfRow(row: StampListRow): StampState {
  return {
    stampId: Number(row.id),
    personId: Number(row.person_id),
    status: row.status,
    kind: row.kind,
    stampedAt: iso(row.stamped_at),
    originalKind: row.original_kind,
    originalStampedAt: iso(row.original_stamped_at),
    source: row.source,
    deviceAt: iso(row.device_at),
    placeSource: row.place_source,
    place: row.latitude === null || row.longitude === null ? null : { latitude: Number(row.latitude), longitude: Number(row.longitude), label: row.place_label },
    siteId: num(row.site_id),
    offSite: row.off_site === true,
    distanceM: num(row.distance_m),
    partnerStampId: num(row.partner_stamp_id),
    reason: row.reason,
    recordedAt: iso(row.recorded_at),
    recordedBy: num(row.recorded_by),
    corrections: Number(row.corrections),
    correctedAt: iso(row.corrected_at),
    correctedBy: num(row.corrected_by),
    closedAt: iso(row.closed_at),
    closedBy: num(row.closed_by),
  };
}

function rowOf(s: StampState, version: number): Omit<StampListRow, "last_position"> | null {
  // a state without a record (an event for a stamp this table never saw) has no row
  if (s.status === null || s.kind === null || s.stampedAt === null || s.recordedAt === null || s.recordedBy === null || s.source === null) return null;
  return {
    id: s.stampId,
    person_id: s.personId,
    kind: s.kind,
    stamped_at: s.stampedAt,
    original_kind: s.originalKind ?? s.kind,
    original_stamped_at: s.originalStampedAt ?? s.stampedAt,
    status: s.status,
    source: s.source,
    device_at: s.deviceAt,
    place_source: s.placeSource,
    latitude: s.place?.latitude ?? null,
    longitude: s.place?.longitude ?? null,
    place_label: s.place?.label ?? null,
    site_id: s.siteId,
    off_site: s.offSite,
    distance_m: s.distanceM,
    partner_stamp_id: s.partnerStampId,
    reason: s.reason,
    corrections: s.corrections,
    recorded_at: s.recordedAt,
    recorded_by: s.recordedBy,
    corrected_at: s.correctedAt,
    corrected_by: s.correctedBy,
    closed_at: s.closedAt,
    closed_by: s.closedBy,
    stream_version: version,
  };
}

export const stampList = defineProjection<StampListRow, (typeof STAMP_EVENT_TYPES)[number] | "PersonErased", "PersonErased">({
  name: "stamp_list",
  version: 3,
  mode: "inline",
  handles: [...STAMP_EVENT_TYPES, ...byErasedPerson.handles],
  key: "id",
  keyType: "bigint",
  createdBy: ["StampRecorded", "MissingStampProposed"],
  keyOf: (e) => e.data.stampId,
  fanOut: byErasedPerson,
  evolve(row, e) {
    // the row as the person's events read once their key is gone: no place, no reason
    if (isPersonErased(e)) return row ? rowOf({ ...stampStateOfRow(row), place: null, reason: "", distanceM: null }, Number(row.stream_version)) : null;
    // a later event for a record this table never saw changes nothing (see the engine)
    if (!row && e.type !== "StampRecorded" && e.type !== "MissingStampProposed") return null;
    const before = row ? stampStateOfRow(row) : stampDecider.initialState();
    return rowOf(stampDecider.evolve(before, e), e.version);
  },
});
