// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// The sign-off of one person's month (stamping sheet and expense report together) is the stream
// `month-<id>`, id = personId × 1 000 000 + YYYYMM (ADR-0138): the person signs, HR or a stamping
// supervisor countersigns (the month is then locked), HR sends a signed month back or reopens a
// countersigned one with a reason; either side may leave a comment.
//
// Version 2 of every event (ADR-0134): the comment or reason is the `personal` part of the person
// whose month it is (`personId`, their key, whoever wrote it — as a stamp's correction reason is
// the stamp person's, ADR-0007), null once that person is erased; a signature or countersignature
// without a comment has `personal: null` and no subject. Version 1 kept the text plain and is upcast.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

interface OnMonth {
  personId: number;
  /** YYYY-MM */
  month: string;
  by: number;
  /** ISO instant */
  at: string;
}

/** A comment on the month (the person's or a countersigner's). */
export interface MonthComment {
  comment: string;
}
/** The reason for a send-back or a reopening. */
export interface MonthReason {
  reason: string;
}

/** The person confirmed their hours and expenses of the month, with an optional comment (`personal` null without one). */
export type MonthSigned = DomainEvent<"MonthSigned", OnMonth & { personal: MonthComment | null }>;
/** HR or a supervisor countersigned the signed month: from now on it is locked (ADR-0138). */
export type MonthCountersigned = DomainEvent<"MonthCountersigned", OnMonth & { personal: MonthComment | null }>;
/** HR sent the signed month back to the person for correction, with a reason; the signature no longer holds. */
export type MonthSentBack = DomainEvent<"MonthSentBack", OnMonth & { personal: MonthReason | null }>;
/** HR reopened a countersigned month with a reason: the lock is lifted and both signatures no longer hold. */
export type MonthReopened = DomainEvent<"MonthReopened", OnMonth & { personal: MonthReason | null }>;
/** The person or a countersigner left a comment on the month. */
export type MonthCommented = DomainEvent<"MonthCommented", OnMonth & { personal: MonthComment | null }>;

export type MonthCloseEvent = MonthSigned | MonthCountersigned | MonthSentBack | MonthReopened | MonthCommented;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const base = { personId: z.number().int(), month, by: z.number().int(), at: z.string().min(1) };
const comment = z.object({ comment: z.string().min(1) }).nullable();
const reason = z.object({ reason: z.string().min(1) }).nullable();

/** Every month-close event's data, for reading rows back. */
export const monthCloseEvents = eventSchemas<MonthCloseEvent>("month", {
  MonthSigned: z.object({ ...base, personal: comment }),
  MonthCountersigned: z.object({ ...base, personal: comment }),
  MonthSentBack: z.object({ ...base, personal: reason }),
  MonthReopened: z.object({ ...base, personal: reason }),
  MonthCommented: z.object({ ...base, personal: comment }),
});

/** The schema versions new month-close events are written with (ADR-0134). */
export const MONTH_CLOSE_SCHEMA_VERSIONS: Record<MonthCloseEvent["type"], number> = { MonthSigned: 2, MonthCountersigned: 2, MonthSentBack: 2, MonthReopened: 2, MonthCommented: 2 };

/**
 * Version 1 of a month-close event to version 2 (ADR-0134): the plain comment or reason becomes the
 * month's person's `personal` part; null once they are erased, or when there was no comment.
 */
export function upcastMonthCloseV1(data: Record<string, unknown>, textErased: boolean): Record<string, unknown> {
  const { comment, reason, ...rest } = data;
  const text = "reason" in data ? { reason } : comment == null || comment === "" ? null : { comment };
  return { ...rest, personal: textErased ? null : text };
}
