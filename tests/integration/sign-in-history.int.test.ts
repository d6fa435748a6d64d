// A person's sign-ins for the audit (issue 18): the attempts recorded for the account, newest
// first, with the address and the outcome; another person's never.
import { beforeAll, describe, expect, it } from "vitest";
import { recordSignInAttempt } from "../../app/auth/sign-in.server";
import { signInHistory } from "../../app/auth/sign-in-history.server";
import { dbReady, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
});

describe("sign-in history", () => {
  it("lists the person's attempts newest first, with address and outcome, the latest ones up to the limit", async () => {
    const personId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    const t0 = Date.parse("2026-11-20T08:00:00Z");
    await recordSignInAttempt(sql, { username: `u${personId}`, personId, address: "203.0.113.7", succeeded: false, reason: "wrong_password", at: t0 });
    await recordSignInAttempt(sql, { username: `u${personId}`, personId, address: "203.0.113.7", succeeded: true, reason: null, at: t0 + 60_000 });
    await recordSignInAttempt(sql, { username: `u${personId}`, personId, address: "2001:db8::1", succeeded: true, reason: null, at: t0 + 120_000 });
    await recordSignInAttempt(sql, { username: `other${personId}`, personId: personId + 1, address: "198.51.100.1", succeeded: true, reason: null, at: t0 + 180_000 });

    const all = await signInHistory(sql, personId);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.at.toISOString(), r.address, r.succeeded, r.reason])).toEqual([
      ["2026-11-20T08:02:00.000Z", "2001:db8::1", true, null],
      ["2026-11-20T08:01:00.000Z", "203.0.113.7", true, null],
      ["2026-11-20T08:00:00.000Z", "203.0.113.7", false, "wrong_password"],
    ]);
    const latest = await signInHistory(sql, personId, 2);
    expect(latest.total).toBe(3);
    expect(latest.rows).toHaveLength(2);
  });
});
