// Calls per API token (ADR-0077): fixed one-minute windows counted in PostgreSQL, so every process
// of the app counts the same calls. One upsert per call; a call over the limit is refused with 429
// and Retry-After (the seconds left in the window), and is counted too (a client that ignores the
// answer stays refused). Old windows are deleted now and then by the calls themselves.
import type { Queryable } from "~/db.server";

/** Calls a token may make per minute (API_RATE_LIMIT overrides). */
function apiRateLimit(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.API_RATE_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : 120;
}

const WINDOW_MS = 60_000;

/** Counts this call; `retryAfter` (seconds) when the token is over its limit in this window, else null. */
export async function countCall(db: Queryable, tokenId: string, now: Date, limit = apiRateLimit()): Promise<{ calls: number; retryAfter: number | null }> {
  const start = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const [{ calls }] = await db<{ calls: number }[]>`
    INSERT INTO api_rate_windows (token_id, window_start, calls) VALUES (${tokenId}, ${start}, 1)
    ON CONFLICT (token_id, window_start) DO UPDATE SET calls = api_rate_windows.calls + 1
    RETURNING calls`;
  // why now and then: one call in a hundred sweeps the windows older than an hour (cheap, indexed by the key's prefix)
  if (Math.random() < 0.01) await db`DELETE FROM api_rate_windows WHERE window_start < ${new Date(start.getTime() - 60 * WINDOW_MS)}`;
  if (calls <= limit) return { calls, retryAfter: null };
  return { calls, retryAfter: Math.max(1, Math.ceil((start.getTime() + WINDOW_MS - now.getTime()) / 1000)) };
}
