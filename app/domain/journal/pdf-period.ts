// The period of a site's journal PDF (ADR-0068): from and to as typed in the feed's small GET form
// (DD.MM.YYYY, or YYYY-MM-DD from a browser's date picker); nothing typed is this week (Monday to
// today, Zurich). Pure: the clock is passed in.
import { readSwissDate } from "../shared/inputs";
import { zurichDateOf } from "../shared/zurich-time";

/** The longest period one PDF prints (a quarter), and the most posts. */
export const JOURNAL_PDF_LIMITS = { days: 92, posts: 300 } as const;

export type PdfPeriod = { ok: true; from: string; to: string } | { ok: false; field: "from" | "to"; code: string };

/** Monday of the week of `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);

/** The period a form asks for: both days readable, from ≤ to, at most 92 days; empty fields are this week. */
export function pdfPeriodOf(fromRaw: string | null, toRaw: string | null, now: string): PdfPeriod {
  const today = zurichDateOf(now).toString();
  const from = fromRaw?.trim() ? readSwissDate(fromRaw) : { ok: true as const, value: mondayOf(today) };
  if (!from.ok) return { ok: false, field: "from", code: from.error };
  const to = toRaw?.trim() ? readSwissDate(toRaw) : { ok: true as const, value: today };
  if (!to.ok) return { ok: false, field: "to", code: to.error };
  if (to.value < from.value) return { ok: false, field: "to", code: "journal.pdf.errors.order" };
  if (daysBetween(from.value, to.value) + 1 > JOURNAL_PDF_LIMITS.days) return { ok: false, field: "to", code: "journal.pdf.errors.too_long" };
  return { ok: true, from: from.value, to: to.value };
}
