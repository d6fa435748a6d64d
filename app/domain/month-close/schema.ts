// The forms of the monthly sign-off (ADR-0138): sign, countersign, send back, reopen, comment. One
// schema each for conform and the command action; the month travels in a hidden field.
import { z } from "zod";
import { boundedText } from "../shared/input-schemas";
import { MONTH_COMMENT_MAX } from "./decider";
import { parseMonth } from "./month";

const month = z.preprocess((v) => (typeof v === "string" ? (parseMonth(v) ?? "") : ""), z.string().min(1, "errors.invalid_date"));

const hidden = {
  month,
  commandId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};

const optionalComment = boundedText(MONTH_COMMENT_MAX);
const reason = boundedText(MONTH_COMMENT_MAX, { required: "month_close.reason_required" });

export const signMonthSchema = z.object({ intent: z.literal("sign-month"), comment: optionalComment, ...hidden });
export const countersignMonthSchema = z.object({ intent: z.literal("countersign-month"), comment: optionalComment, ...hidden });
export const sendMonthBackSchema = z.object({ intent: z.literal("send-month-back"), reason, ...hidden });
export const reopenMonthSchema = z.object({ intent: z.literal("reopen-month"), reason, ...hidden });
export const commentMonthSchema = z.object({ intent: z.literal("comment-month"), comment: boundedText(MONTH_COMMENT_MAX, { required: "month_close.comment_required" }), ...hidden });
