// The audit log's period filter: two Zurich dates, both optional, inclusive. Pure. A period that
// ends before it starts is refused, never swapped or ignored in silence: the person sees why beside
// the field and the dates they typed stay in the form.
import { Temporal } from "temporal-polyfill";

export interface PeriodInput {
  from: string | null;
  to: string | null;
}

export interface AuditPeriod {
  /** YYYY-MM-DD, or null: no lower bound (also while the period is refused) */
  from: string | null;
  to: string | null;
  /** translation keys by field; the period is not applied while there is one */
  errors: { from?: string; to?: string };
}

/** A calendar date between 1900 and 2999 written YYYY-MM-DD, else null. */
function dateOf(raw: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  try {
    const d = Temporal.PlainDate.from(raw, { overflow: "reject" });
    return d.year >= 1900 && d.year <= 2999 ? d.toString() : null;
  } catch {
    return null;
  }
}

/** The period asked for: each date must be a real date, and "from" must not be after "to" (`audit.filter.from_after_to`). */
export function auditPeriodOf(input: PeriodInput): AuditPeriod {
  const errors: AuditPeriod["errors"] = {};
  const read = (field: "from" | "to"): string | null => {
    const raw = input[field]?.trim() ?? "";
    if (raw === "") return null;
    const date = dateOf(raw);
    if (date === null) errors[field] = "audit.filter.invalid_date";
    return date;
  };
  const from = read("from");
  const to = read("to");
  if (from !== null && to !== null && Temporal.PlainDate.compare(from, to) > 0) errors.from = "audit.filter.from_after_to";
  if (errors.from || errors.to) return { from: null, to: null, errors };
  return { from, to, errors };
}
