// HR's carry-over form (issue 36, ADR-0136): the date it opens (1 January or the day of
// employment), the signed hours ("+6:15", "-12", "−0:30") and a reason. One schema for conform
// and the command action.
import { z } from "zod";
import { boundedText, swissDate } from "../shared/input-schemas";
import { REASON_MAX } from "./decider";

const hidden = {
  commandId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};

/** Signed hours as typed ("+6:15", "-6", "−0:30", "6") in minutes; null when unreadable. */
export function parseSignedHours(s: string): number | null {
  const m = /^\s*([+\-−]?)\s*(\d{1,3})(?::([0-5]\d))?\s*$/.exec(s);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === "-" || m[1] === "−" ? -minutes : minutes;
}

export const carryOverSchema = z.object({
  intent: z.literal("set-carry-over"),
  date: swissDate(),
  hours: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? (parseSignedHours(v) ?? Number.NaN) : undefined),
    z.number({ required_error: "errors.required", invalid_type_error: "balance.carry_over.errors.hours_format" }).refine((n) => Number.isFinite(n), "balance.carry_over.errors.hours_format"),
  ),
  reason: boundedText(REASON_MAX, { required: true }),
  ...hidden,
});
