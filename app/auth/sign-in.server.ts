// Local sign-in through remix-auth's form strategy, with the limits of ADR-0006 (2026-11-25):
// failures per (account, address), per account and per address make the next attempt wait, never
// lock (the policy and its numbers: ./sign-in-limits.ts). Every attempt is recorded in an ordinary
// table for the audit; waiting attempts are recorded as 'throttled' and never counted.
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { nowMs } from "~/clock.server";
import type { Queryable, Sql } from "~/db.server";
import { processSql } from "~/db.server";
import { addressKey } from "./client-address";
import { clientAddress } from "./client-address.server";
import { dummyHash, verifyPassword } from "./password.server";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, failuresToRead, PAIR_LIMIT, throttle, type Failures, type SignInHistory, type ThrottleCode } from "./sign-in-limits";

// advisory lock namespaces: one limit decision at a time per account, and per address, so that
// attempts sent together cannot all read "no wait" before any of them is recorded
const ACCOUNT_LOCK = 7230;
const ADDRESS_LOCK = 7231;

export class SignInError extends Error {
  constructor(
    readonly code: "login.invalid_credentials" | "login.missing_fields" | ThrottleCode,
    /** for a throttled attempt: the whole seconds to wait */
    readonly params: { seconds?: number } = {},
  ) {
    super(code);
    this.name = "SignInError";
  }
}

export type AttemptReason = "pending" | "unknown" | "inactive" | "wrong_password" | "throttled" | (string & {});

/** A username as sign_in_attempts holds it: PostgreSQL text cannot hold NUL, and no account's username has one. */
function asRecorded(username: string): string {
  return username.replace(/\0/g, "\uFFFD").slice(0, 200);
}

/** Records one sign-in attempt (password or SSO); returns its id. */
export async function recordSignInAttempt(
  db: Queryable,
  a: { username: string; personId: number | null; address: string; succeeded: boolean; reason: AttemptReason | null; at: number },
): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO sign_in_attempts (username, person_id, address, address_key, succeeded, reason, attempted_at)
    VALUES (${asRecorded(a.username)}, ${a.personId}, ${a.address.replace(/\0/g, "\uFFFD").slice(0, 100)}, ${addressKey(a.address)}, ${a.succeeded}, ${a.reason}, ${new Date(a.at)})
    RETURNING id`;
  return Number(row.id);
}

/**
 * What the limits need to know, read under the locks. Counted failures are those with a reason in
 * the list below, the predicate of the partial indexes of migration 0010: every read is an index
 * range scan of at most `failuresToRead` entries.
 */
async function readHistory(db: Queryable, username: string, key: string, now: number): Promise<SignInHistory> {
  const at = new Date(now);
  const [row] = await db<{
    success_at: Date | null; pair_n: number; pair_at: Date | null; account_n: number; account_at: Date | null; address_n: number; address_at: Date | null;
  }[]>`
    WITH ok AS (
      SELECT id, attempted_at FROM sign_in_attempts
      WHERE succeeded AND lower(username) = lower(${username}) AND address_key = ${key} AND attempted_at <= ${at}
      ORDER BY attempted_at DESC, id DESC LIMIT 1
    ), pair AS (
      SELECT attempted_at FROM sign_in_attempts
      WHERE NOT succeeded AND reason IN ('pending', 'unknown', 'inactive', 'wrong_password')
        AND lower(username) = lower(${username}) AND address_key = ${key}
        AND attempted_at > ${new Date(now - PAIR_LIMIT.windowMs)} AND attempted_at <= ${at}
        AND attempted_at >= coalesce((SELECT attempted_at FROM ok), '-infinity') AND id > coalesce((SELECT id FROM ok), 0)
      ORDER BY attempted_at DESC LIMIT ${failuresToRead(PAIR_LIMIT)}
    ), account AS (
      SELECT attempted_at FROM sign_in_attempts
      WHERE NOT succeeded AND reason IN ('pending', 'unknown', 'inactive', 'wrong_password')
        AND lower(username) = lower(${username})
        AND attempted_at > ${new Date(now - ACCOUNT_LIMIT.windowMs)} AND attempted_at <= ${at}
      ORDER BY attempted_at DESC LIMIT ${failuresToRead(ACCOUNT_LIMIT)}
    ), address AS (
      SELECT attempted_at FROM sign_in_attempts
      WHERE NOT succeeded AND reason IN ('pending', 'unknown', 'inactive', 'wrong_password')
        AND address_key = ${key}
        AND attempted_at > ${new Date(now - ADDRESS_LIMIT.windowMs)} AND attempted_at <= ${at}
      ORDER BY attempted_at DESC LIMIT ${failuresToRead(ADDRESS_LIMIT)}
    )
    SELECT (SELECT attempted_at FROM ok) AS success_at,
           (SELECT count(*)::int FROM pair) AS pair_n, (SELECT max(attempted_at) FROM pair) AS pair_at,
           (SELECT count(*)::int FROM account) AS account_n, (SELECT max(attempted_at) FROM account) AS account_at,
           (SELECT count(*)::int FROM address) AS address_n, (SELECT max(attempted_at) FROM address) AS address_at`;
  const failures = (n: number, last: Date | null): Failures => ({ count: n, lastAt: last ? last.getTime() : null });
  return {
    pair: failures(row.pair_n, row.pair_at),
    account: failures(row.account_n, row.account_at),
    address: failures(row.address_n, row.address_at),
    lastSuccessAt: row.success_at ? row.success_at.getTime() : null,
  };
}

/**
 * Checks a username and password from an address at `now`; returns the person id or throws
 * SignInError. A throttled attempt is refused before the password is looked at.
 */
export async function checkCredentials(sql: Sql, input: { username: string; password: string; address: string }, now: number): Promise<number> {
  const { password, address } = input;
  const username = asRecorded(input.username); // so the limits find what was recorded
  if (!username || !password) throw new SignInError("login.missing_fields");
  const key = addressKey(address);
  const [account] = await sql<{ person_id: number; password_hash: string | null; active: boolean | null }[]>`
    SELECT a.person_id, a.password_hash, p.active AND NOT p.erased AS active
    FROM accounts a LEFT JOIN person_list p ON p.id = a.person_id
    WHERE lower(a.username) = lower(${username})`;
  const personId = account ? Number(account.person_id) : null;
  // decide and record in one short transaction under both locks (always account, then address:
  // no deadlock); the attempt is a counted failure ('pending') until the password says otherwise
  const decision = await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(lower(${username})))`;
    await tx`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${key}))`;
    const wait = throttle(await readHistory(tx, username, key, now), now);
    const id = await recordSignInAttempt(tx, { username, personId, address, succeeded: false, reason: wait ? "throttled" : "pending", at: now });
    return { id, wait };
  });
  if (decision.wait) {
    throw new SignInError(decision.wait.code, { seconds: Math.max(1, Math.ceil((decision.wait.until - now) / 1000)) });
  }
  const ok = await verifyPassword(account?.password_hash ?? (await dummyHash()), password);
  const succeeded = Boolean(account && ok && account.password_hash && account.active);
  const reason = succeeded ? null : !account ? "unknown" : !account.active ? "inactive" : "wrong_password";
  await sql`UPDATE sign_in_attempts SET succeeded = ${succeeded}, reason = ${reason} WHERE id = ${decision.id}`;
  if (!succeeded || personId === null) throw new SignInError("login.invalid_credentials");
  return personId;
}

export const authenticator = new Authenticator<number>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    return checkCredentials(await processSql(), { username, password, address: clientAddress(request) }, nowMs());
  }),
  "form",
);
