// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// The sign-off of one person's month (stamping sheet and expense report together) is the stream
// `month-<id>`, id = personId × 1 000 000 + YYYYMM (ADR-0138): the person signs, HR or a stamping
// supervisor countersigns (the month is then locked), HR sends a signed month back or reopens a
// countersigned one with a reason; either side may leave a comment.
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

/** The person confirmed their hours and expenses of the month, with an optional comment. */
export type MonthSigned = DomainEvent<"MonthSigned", OnMonth & { comment: string | null }>;
/** HR or a supervisor countersigned the signed month: from now on it is locked (ADR-0138). */
export type MonthCountersigned = DomainEvent<"MonthCountersigned", OnMonth & { comment: string | null }>;
/** HR sent the signed month back to the person for correction, with a reason; the signature no longer holds. */
export type MonthSentBack = DomainEvent<"MonthSentBack", OnMonth & { reason: string }>;
/** HR reopened a countersigned month with a reason: the lock is lifted and both signatures no longer hold. */
export type MonthReopened = DomainEvent<"MonthReopened", OnMonth & { reason: string }>;
/** The person or a countersigner left a comment on the month. */
export type MonthCommented = DomainEvent<"MonthCommented", OnMonth & { comment: string }>;

export type MonthCloseEvent = MonthSigned | MonthCountersigned | MonthSentBack | MonthReopened | MonthCommented;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const base = { personId: z.number().int(), month, by: z.number().int(), at: z.string().min(1) };

/** Every month-close event's data, for reading rows back. */
export const monthCloseEvents = eventSchemas<MonthCloseEvent>("month", {
  MonthSigned: z.object({ ...base, comment: z.string().nullable() }),
  MonthCountersigned: z.object({ ...base, comment: z.string().nullable() }),
  MonthSentBack: z.object({ ...base, reason: z.string().min(1) }),
  MonthReopened: z.object({ ...base, reason: z.string().min(1) }),
  MonthCommented: z.object({ ...base, comment: z.string().min(1) }),
});
