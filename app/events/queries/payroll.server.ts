// What the payroll export adds to the working-time balance (issue 36): each person's badge and the
// approved expenses of the month in CHF (a CHF amount, or the recorded CHF value of a foreign one,
// as the monthly expense report counts them, ADR-0021). Whether the month is signed and
// countersigned is month_close's (month-close.server.ts, monthSignersOf).
import type { Queryable } from "~/db.server";
import { monthRange } from "~/domain/stamping/totals";

/** Each person's badge id (null when not recorded). */
export async function badgesOf(db: Queryable, personIds: readonly number[]): Promise<Map<number, number | null>> {
  if (personIds.length === 0) return new Map();
  const rows = await db<{ id: number; badge_id: number | null }[]>`SELECT id, badge_id FROM person_list WHERE id = ANY(${personIds as number[]}::bigint[])`;
  return new Map(rows.map((r) => [Number(r.id), r.badge_id === null ? null : Number(r.badge_id)]));
}

/** Each person's approved expenses dated in the month, in CHF cents (the expense report's "reimbursed"). */
export async function approvedExpensesChf(db: Queryable, personIds: readonly number[], month: string): Promise<Map<number, number>> {
  const r = monthRange(month);
  if (!r || personIds.length === 0) return new Map();
  const rows = await db<{ person_id: number; chf: string }[]>`
    SELECT person_id, sum(CASE WHEN currency = 'CHF' THEN amount ELSE coalesce(changed_chf, 0) END)::text AS chf
    FROM expense_list
    WHERE person_id = ANY(${personIds as number[]}::bigint[]) AND status = 'APPROVED' AND expense_date BETWEEN ${r.from}::date AND ${r.to}::date
    GROUP BY person_id`;
  return new Map(rows.map((x) => [Number(x.person_id), Number(x.chf)]));
}
