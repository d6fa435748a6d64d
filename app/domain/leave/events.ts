// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// `personal` holds the request's free text (the description), which is personal data: the store
// encrypts it with the key of the person the leave is about (piiSubject `person-<personId>`), and
// erasing that person reads it back as null (ADR-0007). Everything outside `personal` is not
// personal data. Every event carries the leave and person ids, who acted (`by`) and when (`at`).
import { z } from "zod/v4";
import { SECOND_RIGHTS, type SecondRight } from "../approval-rule/events";
import type { DomainEvent } from "../shared/decider";
import type { OnBehalf } from "../delegation/on-behalf";
import { onBehalfFields } from "../delegation/on-behalf-schema";
import { eventSchemas, eventUnionOf } from "../shared/event-schemas";
import { isLeaveTypeCode, LEAVE_SHAPES, type LeaveShape, type LeaveTypeCode } from "./types";
import type { WorkingHours } from "./working-hours";

/** A request's details as recorded; the same in LeaveRequested and LeaveRequestEdited, so a history can diff them. */
export interface LeaveDetails {
  leaveType: LeaveTypeCode;
  shape: LeaveShape;
  /** the first instant: Zurich wall time with its offset, "2026-03-27T07:30:00+01:00" */
  startAt: string;
  /** the last instant, same form */
  endAt: string;
  /** Zurich dates, YYYY-MM-DD: an all-day leave's first and last day, an hours leave's day (both), a from/to leave's dates of startAt and endAt */
  startDate: string;
  endDate: string;
  /** `hours` shape only (1–8 and 0/15/30/45); null otherwise */
  hours: number | null;
  minutes: number | null;
  /** the working hours that applied when recorded; the all-day times and the counted working time come from them. Null when none were usable and the shape did not need them. */
  workingHours: WorkingHours | null;
}

/** The encrypted part; null when the person has been erased. */
export interface LeavePersonal {
  description: string;
}

interface Stamp {
  leaveId: number;
  personId: number;
  at: string;
  by: number;
}

/** A request was recorded, by the person or by HR for them (`by` ≠ `personId`); it starts PENDING. */
export type LeaveRequested = DomainEvent<"LeaveRequested", Stamp & { details: LeaveDetails; personal: LeavePersonal | null }>;
/** A pending request's details were changed; carries the whole new details. */
export type LeaveRequestEdited = DomainEvent<"LeaveRequestEdited", Stamp & { details: LeaveDetails; personal: LeavePersonal | null }>;
/** The request was withdrawn while pending; final, it no longer counts. */
export type LeaveRequestWithdrawn = DomainEvent<"LeaveRequestWithdrawn", Stamp>;
/** The first approver of a request a rule gave two steps (ADR-0139), as LeaveApproved records them. */
export interface FirstApprover {
  by: number;
  at: string;
  onBehalfOf?: number;
}

/**
 * Approved by `by` at `at` (through a delegation: on behalf of `onBehalfOf`, ADR-0088); final.
 * After a first approval under a rule (ADR-0139) it is the second and names the first approver.
 */
export type LeaveApproved = DomainEvent<"LeaveApproved", Stamp & OnBehalf & { firstApproval?: FirstApprover }>;
/**
 * The first of two approvals a second-approval rule asks for (ADR-0139): the request stays PENDING
 * ("1 of 2") and counts nowhere yet; the second must come from another person holding `secondRight`.
 */
export type LeaveFirstApproved = DomainEvent<"LeaveFirstApproved", Stamp & OnBehalf & { ruleId: number; secondRight: SecondRight }>;
/** Rejected by `by` at `at` (through a delegation: on behalf of `onBehalfOf`, ADR-0088); final. */
export type LeaveRejected = DomainEvent<"LeaveRejected", Stamp & OnBehalf>;

export type LeaveEvent = LeaveRequested | LeaveRequestEdited | LeaveRequestWithdrawn | LeaveFirstApproved | LeaveApproved | LeaveRejected;
export type LeaveEventType = LeaveEvent["type"];

export const LEAVE_EVENT_TYPES = [
  "LeaveRequested",
  "LeaveRequestEdited",
  "LeaveRequestWithdrawn",
  "LeaveFirstApproved",
  "LeaveApproved",
  "LeaveRejected",
] as const satisfies readonly LeaveEventType[];

// Schemas for reading rows back (after decryption and upcasting): what a projection or a history
// page may rely on. They accept exactly the current shapes above.
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

const workingHoursSchema: z.ZodType<WorkingHours> = z.object({
  winterStart: hhmm,
  winterEnd: hhmm,
  summerStart: hhmm,
  summerEnd: hhmm,
  source: z.enum(["personRule", "allUsersRule", "person"]),
  ruleId: z.number().int().nullable(),
});

const leaveTypeSchema = z.custom<LeaveTypeCode>((v) => isLeaveTypeCode(v), { message: "leave.invalid_type" });

const leaveDetailsSchema: z.ZodType<LeaveDetails> = z.object({
  leaveType: leaveTypeSchema,
  shape: z.enum(LEAVE_SHAPES),
  startAt: z.string().min(1),
  endAt: z.string().min(1),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  hours: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
  workingHours: workingHoursSchema.nullable(),
});

const personalSchema = z.object({ description: z.string() }).nullable();

export const firstApproverSchema: z.ZodType<FirstApprover> = z.object({ by: z.number().int(), at: z.string().min(1), onBehalfOf: z.number().int().optional() });

const stamp = {
  leaveId: z.number().int(),
  personId: z.number().int(),
  at: z.string().min(1),
  by: z.number().int(),
};

/** Every leave event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const leaveEvents = eventSchemas<LeaveEvent>("leave", {
  LeaveRequested: z.object({ ...stamp, details: leaveDetailsSchema, personal: personalSchema }),
  LeaveRequestEdited: z.object({ ...stamp, details: leaveDetailsSchema, personal: personalSchema }),
  LeaveRequestWithdrawn: z.object(stamp),
  LeaveFirstApproved: z.object({ ...stamp, ...onBehalfFields, ruleId: z.number().int(), secondRight: z.enum(SECOND_RIGHTS) }),
  LeaveApproved: z.object({ ...stamp, ...onBehalfFields, firstApproval: firstApproverSchema.optional() }),
  LeaveRejected: z.object({ ...stamp, ...onBehalfFields }),
});

export const leaveEventSchema = eventUnionOf(leaveEvents);
