// A person's sign-ins for the audit (issue 18): every attempt recorded for the account (password
// or single sign-on, ADR-0006), newest first, with its time, the client's address and whether it
// succeeded (and why not). Read from sign_in_attempts, the table the sign-in limits write; erasing
// the person deletes these rows (app/areas/people/erase-person.server.ts).
import type { Queryable } from "~/db.server";

const SIGN_INS_SHOWN = 50;

export interface SignInRow {
  at: Date;
  address: string;
  succeeded: boolean;
  /** why it failed: unknown, inactive, wrong_password, throttled, pending, or a single sign-on reason */
  reason: string | null;
}

/** The person's latest sign-in attempts (at most `limit`), and how many there are in all. */
export async function signInHistory(db: Queryable, personId: number, limit = SIGN_INS_SHOWN): Promise<{ rows: SignInRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db<{ attempted_at: Date; address: string; succeeded: boolean; reason: string | null }[]>`
      SELECT attempted_at, address, succeeded, reason FROM sign_in_attempts
      WHERE person_id = ${personId} ORDER BY attempted_at DESC, id DESC LIMIT ${limit}`,
    db<{ total: number }[]>`SELECT count(*)::int AS total FROM sign_in_attempts WHERE person_id = ${personId}`,
  ]);
  return { rows: rows.map((r) => ({ at: r.attempted_at, address: r.address, succeeded: r.succeeded, reason: r.reason })), total };
}
