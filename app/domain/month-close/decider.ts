// The rules of one person's monthly sign-off (stream `month-<id>`, ADR-0138). The person signs their
// month (hours and expenses together) once it has begun; HR or a stamping supervisor countersigns a
// signed month that is not their own, and the month is then locked; HR sends a signed month back
// for correction or reopens a countersigned one, always with a reason; the person and anyone who
// may countersign leave comments. After a send-back or a reopening the person signs again.
import { can, type Right } from "../access/permissions";
import type { Decider } from "../shared/decider";
import { forbidden, ruleBroken } from "../shared/errors";
import { zurichDateOf } from "../shared/zurich-time";
import type { MonthCloseEvent } from "./events";
import { parseMonth } from "./month";

/** Who acts on a month, with the rights they hold now. */
export interface MonthActor {
  personId: number;
  rights: readonly Right[];
  /**
   * Whether the person keeps hours or expenses of their own (they may clock in or claim expenses:
   * every role but CLIENT and AUDITOR, selfServicesOf). Only such a person has a month to sign; the
   * auditor writes nothing but their own password and support requests (ADR-0006).
   */
  ownMonth: boolean;
}

export const MONTH_COMMENT_MAX = 1000;

export type MonthStatus = "OPEN" | "SIGNED" | "COUNTERSIGNED";

export type MonthCloseCommand =
  | { type: "SignMonth"; personId: number; month: string; signer: MonthActor; comment: string }
  | { type: "CountersignMonth"; personId: number; month: string; countersigner: MonthActor; comment: string }
  | { type: "SendMonthBack"; personId: number; month: string; hr: MonthActor; reason: string }
  | { type: "ReopenMonth"; personId: number; month: string; hr: MonthActor; reason: string }
  | { type: "CommentMonth"; personId: number; month: string; author: MonthActor; comment: string };

export interface MonthCloseState {
  status: MonthStatus;
  signedBy: number | null;
  signedAt: string | null;
  countersignedBy: number | null;
  countersignedAt: string | null;
}

const initialMonthCloseState = (): MonthCloseState => ({ status: "OPEN", signedBy: null, signedAt: null, countersignedBy: null, countersignedAt: null });

const rightsOf = (a: MonthActor) => ({ rights: new Set(a.rights) });

/** HR: sends back, reopens and countersigns. */
export const isMonthHr = (a: MonthActor) => can(rightsOf(a), "update", "hr");

/** Who countersigns a person's month: HR, or a stamping supervisor (update stampingsLog), never on their own month (ADR-0138). */
export const mayCountersign = (a: MonthActor, personId: number) => a.personId !== personId && (isMonthHr(a) || can(rightsOf(a), "update", "stampingsLog"));

function text(s: string, max: number, field: string, required: string | null): string {
  const v = s.trim();
  if (required && v === "") throw ruleBroken(required, { field });
  if (v.length > max) throw ruleBroken("forms.errors.too_long_max", { field, params: { max } });
  return v;
}

/** The monthly sign-off: see the head of this file. */
export const monthCloseDecider: Decider<MonthCloseState, MonthCloseCommand, MonthCloseEvent> = {
  streamType: "month",
  initialState: initialMonthCloseState,
  evolve(state, event) {
    const d = event.data;
    switch (event.type) {
      case "MonthSigned":
        return { ...state, status: "SIGNED", signedBy: d.by, signedAt: d.at, countersignedBy: null, countersignedAt: null };
      case "MonthCountersigned":
        return { ...state, status: "COUNTERSIGNED", countersignedBy: d.by, countersignedAt: d.at };
      case "MonthSentBack":
      case "MonthReopened":
        return initialMonthCloseState();
      case "MonthCommented":
        return state;
    }
  },
  decide(command, state, ctx) {
    const at = ctx.now;
    const month = parseMonth(command.month);
    if (!month) throw ruleBroken("errors.invalid_date", { field: "month" });
    const on = { personId: command.personId, month, at };
    switch (command.type) {
      case "SignMonth": {
        if (command.signer.personId !== command.personId || !command.signer.ownMonth) throw forbidden();
        if (month > zurichDateOf(at).toString().slice(0, 7)) throw ruleBroken("month_close.not_begun");
        if (state.status !== "OPEN") throw ruleBroken("month_close.already_signed");
        const comment = text(command.comment, MONTH_COMMENT_MAX, "comment", null);
        return [{ type: "MonthSigned", data: { ...on, by: command.signer.personId, personal: comment ? { comment } : null } }];
      }
      case "CountersignMonth": {
        if (!mayCountersign(command.countersigner, command.personId)) throw forbidden();
        if (state.status === "OPEN") throw ruleBroken("month_close.not_signed");
        if (state.status === "COUNTERSIGNED") throw ruleBroken("month_close.already_countersigned");
        const comment = text(command.comment, MONTH_COMMENT_MAX, "comment", null);
        return [{ type: "MonthCountersigned", data: { ...on, by: command.countersigner.personId, personal: comment ? { comment } : null } }];
      }
      case "SendMonthBack": {
        if (!isMonthHr(command.hr) || command.hr.personId === command.personId) throw forbidden();
        if (state.status === "OPEN") throw ruleBroken("month_close.not_signed");
        if (state.status === "COUNTERSIGNED") throw ruleBroken("month_close.locked_reopen_instead");
        const reason = text(command.reason, MONTH_COMMENT_MAX, "reason", "month_close.reason_required");
        return [{ type: "MonthSentBack", data: { ...on, by: command.hr.personId, personal: { reason } } }];
      }
      case "ReopenMonth": {
        if (!isMonthHr(command.hr) || command.hr.personId === command.personId) throw forbidden();
        if (state.status !== "COUNTERSIGNED") throw ruleBroken("month_close.not_locked");
        const reason = text(command.reason, MONTH_COMMENT_MAX, "reason", "month_close.reason_required");
        return [{ type: "MonthReopened", data: { ...on, by: command.hr.personId, personal: { reason } } }];
      }
      case "CommentMonth": {
        const own = command.author.personId === command.personId && command.author.ownMonth;
        if (!own && !mayCountersign(command.author, command.personId)) throw forbidden();
        const comment = text(command.comment, MONTH_COMMENT_MAX, "comment", "month_close.comment_required");
        return [{ type: "MonthCommented", data: { ...on, by: command.author.personId, personal: { comment } } }];
      }
    }
  },
};
