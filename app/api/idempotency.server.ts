// An Idempotency-Key belongs to the request it first served (issue 42 M1, ADR-0098): its caller,
// method, path and a hash of its body (app/http/request-hash.server.ts). The binding is a row of
// `api_idempotency_keys` (migration 0063), written before the call runs, in a statement of its own:
// the first request under a key wins, whichever app process serves it; the same request again runs
// again under the same command id (whose repeat the command handler answers with the first outcome);
// any other request under that key is refused with 422 before it stores anything.
import type { Queryable } from "~/db.server";

/** One call's claim on its key: the command id the key became, and what the call asked. */
export interface KeyClaim {
  commandId: string;
  personId: number;
  method: string;
  /** the path below /api, without its query (the query is in the hash) and without a trailing slash */
  path: string;
  requestHash: string;
  at: Date;
}

/** The path a key is bound to: `/user/workingHours/` and `/user/workingHours` are one call. */
export function boundPath(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

/**
 * Binds the key to this request when it is new; true when the key is this request's (new, or
 * first used by this same request), false when another request holds it.
 */
export async function claimIdempotencyKey(db: Queryable, c: KeyClaim): Promise<boolean> {
  const [inserted] = await db<{ fresh: boolean }[]>`
    INSERT INTO api_idempotency_keys (command_id, person_id, method, path, request_hash, created_at)
    VALUES (${c.commandId}, ${c.personId}, ${c.method}, ${c.path}, ${c.requestHash}, ${c.at})
    ON CONFLICT (command_id) DO NOTHING
    RETURNING true AS fresh`;
  if (inserted) return true;
  // a statement of its own: ON CONFLICT may have waited for a twin's commit, which this snapshot sees
  const [held] = await db<{ person_id: string; method: string; path: string; request_hash: string }[]>`
    SELECT person_id, method, path, request_hash FROM api_idempotency_keys WHERE command_id = ${c.commandId}`;
  return !!held && Number(held.person_id) === c.personId && held.method === c.method && held.path === c.path && held.request_hash === c.requestHash;
}
