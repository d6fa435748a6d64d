// Local sign-in through remix-auth's form strategy, with the brute-force limits of ADR-0006:
// 10 failures of one account in a sliding 15 minutes lock it (attempts while locked do not extend
// the lock); about 500 failures from one address in 15 minutes lock the address. Every attempt is
// recorded in an ordinary table for the audit.
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { nowMs } from "~/clock.server";
import { getSql } from "~/runtime.server";
import { clientAddress } from "./client-address.server";
import { dummyHash, verifyPassword } from "./password.server";

export const WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LIMIT = 10;
export const ADDRESS_LIMIT = 500;

export class SignInError extends Error {
  constructor(
    readonly code: "login.invalid_credentials" | "login.locked" | "login.address_locked" | "login.missing_fields",
    readonly params: Record<string, number> = {},
  ) {
    super(code);
    this.name = "SignInError";
  }
}

/** When the account (or address) may try again, or null when it may try now. */
async function lockedUntil(username: string, address: string, now: number): Promise<{ until: number; code: "login.locked" | "login.address_locked" } | null> {
  const sql = await getSql();
  const since = new Date(now - WINDOW_MS);
  const failures = await sql<{ attempted_at: Date }[]>`
    SELECT attempted_at FROM sign_in_attempts
    WHERE lower(username) = lower(${username}) AND NOT succeeded AND coalesce(reason, '') <> 'locked' AND attempted_at > ${since}
    ORDER BY attempted_at DESC LIMIT ${ACCOUNT_LIMIT}`;
  if (failures.length >= ACCOUNT_LIMIT) {
    return { until: failures[ACCOUNT_LIMIT - 1].attempted_at.getTime() + WINDOW_MS, code: "login.locked" };
  }
  const [{ n }] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM sign_in_attempts
    WHERE address = ${address} AND NOT succeeded AND coalesce(reason, '') <> 'locked' AND attempted_at > ${since}`;
  if (n >= ADDRESS_LIMIT) {
    const [oldest] = await sql<{ attempted_at: Date }[]>`
      SELECT attempted_at FROM sign_in_attempts
      WHERE address = ${address} AND NOT succeeded AND coalesce(reason, '') <> 'locked' AND attempted_at > ${since}
      ORDER BY attempted_at DESC OFFSET ${ADDRESS_LIMIT - 1} LIMIT 1`;
    return { until: (oldest?.attempted_at.getTime() ?? now) + WINDOW_MS, code: "login.address_locked" };
  }
  return null;
}

async function record(username: string, personId: number | null, address: string, succeeded: boolean, reason: string | null, at: number) {
  const sql = await getSql();
  await sql`INSERT INTO sign_in_attempts (username, person_id, address, succeeded, reason, attempted_at)
            VALUES (${username.slice(0, 200)}, ${personId}, ${address}, ${succeeded}, ${reason}, ${new Date(at)})`;
}

/** Checks a username and password; returns the person id or throws SignInError. */
export async function checkCredentials(username: string, password: string, address: string): Promise<number> {
  const now = nowMs();
  if (!username || !password) throw new SignInError("login.missing_fields");
  const lock = await lockedUntil(username, address, now);
  if (lock) {
    await record(username, null, address, false, "locked", now);
    throw new SignInError(lock.code, { minutes: Math.max(1, Math.ceil((lock.until - now) / 60_000)) });
  }
  const sql = await getSql();
  const [account] = await sql<{ person_id: number; password_hash: string | null; active: boolean | null }[]>`
    SELECT a.person_id, a.password_hash, p.active AND NOT p.erased AS active
    FROM accounts a LEFT JOIN person_list p ON p.id = a.person_id
    WHERE lower(a.username) = lower(${username})`;
  const ok = await verifyPassword(account?.password_hash ?? (await dummyHash()), password);
  if (!account || !ok || !account.password_hash || !account.active) {
    const reason = !account ? "unknown" : !account.active ? "inactive" : "wrong_password";
    await record(username, account?.person_id ?? null, address, false, reason, now);
    throw new SignInError("login.invalid_credentials");
  }
  await record(username, account.person_id, address, true, null, now);
  return Number(account.person_id);
}

export const authenticator = new Authenticator<number>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    return checkCredentials(username, password, clientAddress(request));
  }),
  "form",
);
