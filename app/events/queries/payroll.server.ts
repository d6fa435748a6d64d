// What the payroll export adds to the working-time balance (issue 36): each person's badge and the
// approved expenses of the month in CHF (a CHF amount, or the recorded CHF value of a foreign one,
// as the monthly expense report counts them, ADR-0021), and whether the month is signed and
// countersigned.
import type { Queryable } from "~/db.server";
import { monthRange } from "~/domain/stamping/totals";
import { peopleNames } from "./people.server";

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

/** Who signed a month and who countersigned it, and when. */
export interface MonthSignOff {
  signedAt: string | null;
  signedBy: string | null;
  countersignedAt: string | null;
  countersignedBy: string | null;
}

export const NOT_SIGNED: MonthSignOff = { signedAt: null, signedBy: null, countersignedAt: null, countersignedBy: null };

/**
 * The sign-off of each person's month, from the monthly sign-off's projection (month_close,
 * ADR-0138): who signed and countersigned it, and when, as the sign-off pages show it. A month
 * nobody signed, or one sent back or reopened since, reads NOT_SIGNED.
 */
export async function monthSignOffsOf(db: Queryable, personIds: readonly number[], month: string): Promise<Map<number, MonthSignOff>> {
  const out = new Map<number, MonthSignOff>(personIds.map((id) => [id, NOT_SIGNED]));
  if (personIds.length === 0) return out;
  const rows = await db<{ person_id: string; status: string; signed_by: string | null; signed_at: Date | null; countersigned_by: string | null; countersigned_at: Date | null }[]>`
    SELECT person_id, status, signed_by, signed_at, countersigned_by, countersigned_at
    FROM month_close WHERE person_id = ANY(${personIds as number[]}::bigint[]) AND month = ${month} AND status <> 'OPEN'`;
  const ids = rows.flatMap((r) => [r.signed_by, r.countersigned_by]).filter((x): x is string => x !== null).map(Number);
  const names = await peopleNames(db, ids);
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  const name = (id: string | null) => (id === null ? null : (names[String(Number(id))] ?? null));
  for (const r of rows) {
    const countersigned = r.status === "COUNTERSIGNED";
    out.set(Number(r.person_id), {
      signedAt: iso(r.signed_at),
      signedBy: name(r.signed_by),
      countersignedAt: countersigned ? iso(r.countersigned_at) : null,
      countersignedBy: countersigned ? name(r.countersigned_by) : null,
    });
  }
  return out;
}
