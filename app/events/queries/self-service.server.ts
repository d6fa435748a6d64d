// Whether a person has any record of their own of a kind (leave requests, expenses): a person who
// may not request leave or claim expenses still sees what HR recorded for them, or what they
// submitted before their role changed, and only then (ADR-0044).
import type { Queryable } from "~/db.server";

/** Any leave request or expense about this person, whatever its status or year. */
export async function hasOwnRecords(db: Queryable, personId: number, kind: "leave" | "expense"): Promise<boolean> {
  const [r] =
    kind === "leave"
      ? await db<{ any: boolean }[]>`SELECT EXISTS (SELECT 1 FROM leave_list WHERE person_id = ${personId}) AS any`
      : await db<{ any: boolean }[]>`SELECT EXISTS (SELECT 1 FROM expense_list WHERE person_id = ${personId}) AS any`;
  return r.any;
}
