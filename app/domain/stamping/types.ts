// The stamping vocabulary: the two kinds of stamp, a stamp record's statuses and sources, where
// its place came from, and the limits the rules and the totals share. Stored in events, so a value
// never changes meaning; a new one gets a new name. See ADR-0030.
import type { Grantor } from "../access/grants";
import { can } from "../access/permissions";
import { TEXT_LIMITS } from "../shared/text-limits";

/** ENTRATA = clocking in (enter), USCITA = clocking out (exit), as the spec names them. */
export const STAMP_KINDS = ["ENTRATA", "USCITA"] as const;
export type StampKind = (typeof STAMP_KINDS)[number];


/** The other kind: the partner an unpaired stamp is missing. */
export function partnerKind(kind: StampKind): StampKind {
  return kind === "ENTRATA" ? "USCITA" : "ENTRATA";
}

/**
 * A stamp record's status:
 * - ACTIVE: counts (recorded by the clock or by HR, or a proposal HR accepted);
 * - PROPOSED: a missing time the employee proposed, waiting for HR; counts nothing yet;
 * - REFUSED: a proposal HR refused; final, counts nothing;
 * - DELETED: removed by someone who may; final, counts nothing, stays in the history.
 */
export const STAMP_STATUSES = ["ACTIVE", "PROPOSED", "REFUSED", "DELETED"] as const;
export type StampStatus = (typeof STAMP_STATUSES)[number];

/**
 * How the stamp came to be: the person's clock button, HR's entry, the person's proposal, the site's
 * foreman for the crew (ADR-0123), or the person's clock button tapped without a connection and sent
 * later from the device's queue (`offline`, ADR-0124: its time is the device's at the tap).
 */
export const STAMP_SOURCES = ["clock", "hr", "proposal", "crew", "offline"] as const;

/**
 * How far a queued stamp's device time may lie from the server's when it arrives (ADR-0124): a few
 * minutes ahead (clocks drift), at most three days behind (a weekend in a dead zone, a phone left
 * off); outside, the stamp is refused with a notice and HR enters it.
 */
export const OFFLINE_LIMITS = { aheadMinutes: 5, behindHours: 72 } as const;
export type StampSource = (typeof STAMP_SOURCES)[number];

/** Where a clock stamp's place came from: the browser's location, a company site preset, or none (marked, never refused). */
export const PLACE_SOURCES = ["device", "preset", "none"] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

/** A place: coordinates, and the preset's name when it came from one. Personal data (ADR-0007). */
export interface StampPlace {
  latitude: number;
  longitude: number;
  /** the preset's name ("Sede Lugano", a site's title); null for the device's location */
  label: string | null;
}

/** The longest reason kept (corrections, deletions, HR's entries, refusals; declared in TEXT_LIMITS). */
export const REASON_MAX = TEXT_LIMITS.stamping.reason;

/**
 * A clock-out pairs with the clock-in before it only when it comes less than 16 hours later: a
 * longer "shift" is a forgotten clock-out followed by a forgotten clock-in (ADR-0030).
 */
export const MAX_PAIR_MINUTES = 16 * 60;

/** At most four stamps of a day count: the first two and the last two (spec). */
export const COUNTED_PER_DAY = 4;

/** Who acts on a stamp and the rights they hold (as for access grants). */
export type StampActor = Grantor;

const accessOfActor = (actor: StampActor) => ({ rights: new Set(actor.rights) });

/** Adding a stamp for someone, correcting one, deciding a proposal: update stampingsLog. */
export function mayManageStamps(actor: StampActor): boolean {
  return can(accessOfActor(actor), "update", "stampingsLog");
}

/** Deleting a stamp: update profile (the spec's delete right) together with update stampingsLog (ADR-0030). */
export function mayDeleteStamps(actor: StampActor): boolean {
  const access = accessOfActor(actor);
  return can(access, "update", "profile") && can(access, "update", "stampingsLog");
}

/** The translation key of a kind (`stamping.kind.ENTRATA`). */
export function stampKindKey(kind: StampKind): string {
  return `stamping.kind.${kind}`;
}

/** The translation key of a status (`stamping.status.ACTIVE`). */
export function stampStatusKey(status: StampStatus): string {
  return `stamping.status.${status}`;
}
