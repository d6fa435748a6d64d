// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// One stream per stamp record (`stamp-<id>`, ADR-0030): clocking in is one event on a new stream.
// `personal` holds what is personal data about the person the stamp belongs to — the place
// (coordinates are a person's whereabouts) and the free-text reason — and is encrypted with the key
// of `person-<personId>`; an erased person's stamps read back with `personal: null` (ADR-0007).
// The times, kinds, statuses and who acted stay plain: they are the working-time record the
// companies must keep. Every event carries the stamp and person ids, who acted (`by`) and when (`at`).
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas, eventUnionOf } from "../shared/event-schemas";
import { PLACE_SOURCES, STAMP_KINDS, type PlaceSource, type StampKind, type StampPlace } from "./types";

interface Ref {
  stampId: number;
  personId: number;
  /** when the command was handled (the server's clock) */
  at: string;
  by: number;
}

/** A recorded stamp's personal part: where it was made and, for HR's entries, why. */
export interface StampRecordedPersonal {
  place: StampPlace | null;
  /** HR's reason for an entry; "" for a clock stamp */
  reason: string;
  /**
   * how far (whole metres) the place lies from the stamp's site, when both have coordinates
   * (ADR-0122); personal like the place it is measured from. null before schema version 2.
   */
  distanceM: number | null;
}

/** A reason given for a change (correction, deletion, refusal). */
export interface ReasonPersonal {
  reason: string;
}

/**
 * A stamp was recorded: by the person's clock button (`source` clock: `stampedAt` is the server's
 * time, `deviceAt` the browser's when sent), by HR for the person (`source` hr: `stampedAt` as
 * entered, with a reason) or by the site's foreman for a member of the crew (`source` crew, since
 * schema version 2, ADR-0123: `by` names the foreman, the server's time). Counts at once.
 *
 * Schema version 2 (ADR-0122) added the site the stamp names (`siteId`, null: no site) and the
 * geofence's flag (`offSite`: the place lies farther from the site than its radius); version 1
 * events read back with no site and no flag.
 */
export type StampRecorded = DomainEvent<
  "StampRecorded",
  Ref & {
    kind: StampKind;
    /** the stamp's time: an instant with the Zurich offset, to the second ("2026-03-10T07:58:12+01:00") */
    stampedAt: string;
    /** offline (ADR-0124): the clock button tapped without a connection; `stampedAt` is the device's time at the tap, `at` when it reached us */
    source: "clock" | "hr" | "crew" | "offline";
    /** the site the stamp was made at, as chosen (or the foreman's site); null: no site */
    siteId: number | null;
    /** the place lies outside the site's radius (a flag, never a refusal; ADR-0122) */
    offSite: boolean;
    /** the device's own time as the browser sent it (same form), null when not sent or unreadable */
    deviceAt: string | null;
    /** none: the stamp was made without a place (accepted and marked) */
    placeSource: PlaceSource;
    personal: StampRecordedPersonal | null;
  }
>;

/** The stamp's kind or time was corrected by someone with update stampingsLog; the previous values are kept. */
export type StampCorrected = DomainEvent<
  "StampCorrected",
  Ref & { kind: StampKind; stampedAt: string; previousKind: StampKind; previousStampedAt: string; personal: ReasonPersonal | null }
>;

/** The stamp was deleted (update profile and update stampingsLog, never one's own); final, it stays in the history. */
export type StampDeleted = DomainEvent<"StampDeleted", Ref & { personal: ReasonPersonal | null }>;

/**
 * The person proposed the missing partner of one of their unpaired stamps (a forgotten clock-out or
 * clock-in); it counts nothing until HR accepts it.
 */
export type MissingStampProposed = DomainEvent<
  "MissingStampProposed",
  Ref & { kind: StampKind; stampedAt: string; partnerStampId: number }
>;

/** HR accepted the proposal: from now on it counts like any stamp. */
export type MissingStampAccepted = DomainEvent<"MissingStampAccepted", Ref>;

/** HR refused the proposal; final. The person may propose again. */
export type MissingStampRefused = DomainEvent<"MissingStampRefused", Ref & { personal: ReasonPersonal | null }>;

export type StampEvent = StampRecorded | StampCorrected | StampDeleted | MissingStampProposed | MissingStampAccepted | MissingStampRefused;
export type StampEventType = StampEvent["type"];

/** The schema version new events of each type are written with (app/events/upcasters). */
export const STAMP_SCHEMA_VERSIONS: Partial<Record<StampEventType, number>> = { StampRecorded: 2 };

/** Version 1 of StampRecorded to version 2: no site, not flagged, no distance (ADR-0122). */
export function upcastStampRecordedV1(data: Record<string, unknown>): Record<string, unknown> {
  const personal = data.personal as Record<string, unknown> | null | undefined;
  return { ...data, siteId: null, offSite: false, personal: personal ? { ...personal, distanceM: null } : (personal ?? null) };
}

export const STAMP_EVENT_TYPES = [
  "StampRecorded",
  "StampCorrected",
  "StampDeleted",
  "MissingStampProposed",
  "MissingStampAccepted",
  "MissingStampRefused",
] as const satisfies readonly StampEventType[];

// Schemas for reading rows back (after decryption and upcasting): what a projection or a history
// page may rely on. They accept exactly the current shapes above.
const ref = {
  stampId: z.number().int(),
  personId: z.number().int(),
  at: z.string().min(1),
  by: z.number().int(),
};
const kind = z.enum(STAMP_KINDS);
const instant = z.string().min(1);
const placeSchema = z.object({ latitude: z.number(), longitude: z.number(), label: z.string().nullable() });
const reasonSchema = z.object({ reason: z.string() }).nullable();

/** Every stamp event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const stampEvents = eventSchemas<StampEvent>("stamp", {
  StampRecorded: z.object({
    ...ref,
    kind,
    stampedAt: instant,
    source: z.enum(["clock", "hr", "crew", "offline"]),
    siteId: z.number().int().nullable(),
    offSite: z.boolean(),
    deviceAt: instant.nullable(),
    placeSource: z.enum(PLACE_SOURCES),
    personal: z.object({ place: placeSchema.nullable(), reason: z.string(), distanceM: z.number().int().nonnegative().nullable() }).nullable(),
  }),
  StampCorrected: z.object({ ...ref, kind, stampedAt: instant, previousKind: kind, previousStampedAt: instant, personal: reasonSchema }),
  StampDeleted: z.object({ ...ref, personal: reasonSchema }),
  MissingStampProposed: z.object({ ...ref, kind, stampedAt: instant, partnerStampId: z.number().int() }),
  MissingStampAccepted: z.object(ref),
  MissingStampRefused: z.object({ ...ref, personal: reasonSchema }),
});

export const stampEventSchema = eventUnionOf(stampEvents);
