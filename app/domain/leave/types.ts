// The leave vocabulary: type codes, statuses, shapes and the duration choices. Codes are stored in
// events, so a code never changes meaning; a new type gets a new code.
import type { Grantor } from "../access/grants";
import { REQUEST_STATUSES, type RequestStatus } from "../shared/approvable";
import { TEXT_LIMITS } from "../shared/text-limits";

/** The codes of the spec (1–10), plus paternity, which the spec lists without a code: 11. */
export const LEAVE_TYPE_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type LeaveTypeCode = (typeof LEAVE_TYPE_CODES)[number];

export const HOLIDAY: LeaveTypeCode = 1;

const TYPE_NAMES: Record<LeaveTypeCode, string> = {
  1: "holiday",
  2: "military",
  3: "sickness",
  4: "maternity",
  5: "medical_examination",
  6: "professional_accident",
  7: "non_professional_accident",
  8: "training_course",
  9: "weather_conditions",
  10: "other",
  11: "paternity",
};

export interface LeaveTypeOption {
  code: LeaveTypeCode;
  /** a stable English name for code and logs; never shown */
  name: string;
  /** translation key `leave.type.<code>` */
  labelKey: string;
}

/** The types in code order, each with its translation key (`leave.type.<code>`). */
export const LEAVE_TYPES: readonly LeaveTypeOption[] = LEAVE_TYPE_CODES.map((code) => ({
  code,
  name: TYPE_NAMES[code],
  labelKey: leaveTypeKey(code),
}));

/** The translation key of a type's name. */
export function leaveTypeKey(code: LeaveTypeCode): string {
  return `leave.type.${code}`;
}

export function isLeaveTypeCode(v: unknown): v is LeaveTypeCode {
  return typeof v === "number" && (LEAVE_TYPE_CODES as readonly number[]).includes(v);
}

/** The shared request lifecycle's statuses: WITHDRAWN is final like APPROVED and REJECTED, the request no longer counts. */
export const LEAVE_STATUSES = REQUEST_STATUSES;
export type LeaveStatus = RequestStatus;

/** The translation key of a status (`leave.status.PENDING`, …). */
export function leaveStatusKey(status: LeaveStatus): string {
  return `leave.status.${status}`;
}

/**
 * The three shapes of a leave:
 * - `range`: from a date-time to a date-time;
 * - `allDay`: whole days from a date to a date, the times taken from the person's working hours;
 * - `hours`: a number of hours and minutes on one day.
 */
export const LEAVE_SHAPES = ["range", "allDay", "hours"] as const;
export type LeaveShape = (typeof LEAVE_SHAPES)[number];

/** The hours a one-day `hours` leave may take, and the minutes that may be added. */
export const LEAVE_HOUR_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const LEAVE_MINUTE_CHOICES = [0, 15, 30, 45] as const;

/** A holiday day uses 8 hours of the allowance (spec §9). */
const HOURS_PER_HOLIDAY_DAY = 8;
export const MINUTES_PER_HOLIDAY_DAY = HOURS_PER_HOLIDAY_DAY * 60;

/** Longest description kept (declared with every other field's limit in TEXT_LIMITS). */
export const DESCRIPTION_MAX = TEXT_LIMITS.leave.description;

/** Who acts on a request and the rights they hold (as for access grants). */
export type LeaveActor = Grantor;
