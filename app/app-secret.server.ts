// The application secret every process shares: SESSION_SECRET, or a random one kept in the database
// (ADR-0006). Cookies are signed with it (app/auth/cookies.server.ts) and the filesystem store's
// download links are keyed by it (app/storage/index.server.ts): it sits below both.
import { randomBytes } from "node:crypto";
import { processSql } from "./db.server";

let secretPromise: Promise<string> | null = null;

/** SESSION_SECRET, or a random secret kept in the database so every process signs alike. */
export function appSecret(): Promise<string> {
  if (process.env.SESSION_SECRET) return Promise.resolve(process.env.SESSION_SECRET);
  secretPromise ??= (async () => {
    const sql = await processSql();
    const [row] = await sql<{ value: string }[]>`
      WITH ins AS (
        INSERT INTO app_settings (key, value) VALUES ('cookie_secret', ${randomBytes(32).toString("base64url")})
        ON CONFLICT (key) DO NOTHING RETURNING value)
      SELECT value FROM ins UNION ALL SELECT value FROM app_settings WHERE key = 'cookie_secret' LIMIT 1`;
    return row.value;
  })().catch((e) => {
    secretPromise = null;
    throw e;
  });
  return secretPromise;
}
