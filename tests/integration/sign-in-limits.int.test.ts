// The sign-in limits of ADR-0006 (2026-11-25) through the real sign-in and the real table: from the
// attacker's side, guessing gets slower and slower from one address, over many addresses against
// one account, and over many accounts from one address; from the victim's side, the right password
// from their usual address gets in at once whatever the attacker did elsewhere. Time is the `now`
// each attempt is made at (the app passes its clock), so nothing here waits.
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { beforeAll, describe, expect, it } from "vitest";
import { checkCredentials, SignInError } from "../../app/auth/sign-in.server";
import type { Sql } from "../../app/db.server";
import { deactivatePerson } from "../../app/areas/people/deactivate-person.server";
import { registerPerson } from "../../app/areas/people/register-person.server";
import { dbReady, useDb } from "./helpers";

const PASSWORD = "Right-password-2026";
const WRONG = "wrong-guess";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const get = useDb(12);
let sql: Sql;
let cheapHash: string;

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  // why: a real argon2id hash with the lowest cost, so a thousand guesses verify in moments; the
  // verifier reads the cost from the hash itself, so the sign-in code runs unchanged
  cheapHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 } as unknown as Parameters<typeof hash>[1]);
});

let n = 0;
async function account(): Promise<{ username: string; id: number }> {
  const username = `limits-${++n}-${randomUUID().slice(0, 8)}`;
  const { id } = await registerPerson(
    sql,
    {
      companyCode: "cantiere",
      role: "WORKER",
      capabilities: [],
      employee: { badgeId: 9000 + n, hiredAt: null, terminatedAt: null, workPercentage: 100, holidaysCount: 25, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
      personal: { firstName: "Limit", lastName: `Test ${n}`, username, email: `${username}@example.ch`, birthday: null, gender: null, address: null, zip: null, city: null, countryId: 1, personalMail: null, officeMail: null, phones: [], civilStatus: null, childrenNumber: null, motherLanguage: null },
      passwordHash: cheapHash,
    },
    { actorId: null, now: "2026-01-01T00:00:00.000Z", commandId: randomUUID() },
  );
  return { username, id };
}

/** One attempt, answered as the person would read it: "signed in", "refused", or how long to wait. */
async function attempt(username: string, password: string, address: string, at: number): Promise<string> {
  try {
    await checkCredentials(sql, { username, password, address }, at);
    return "signed in";
  } catch (e) {
    if (!(e instanceof SignInError)) throw e;
    if (e.code === "login.invalid_credentials") return "refused";
    return `${e.code === "login.address_locked" ? "address " : ""}wait ${e.params.seconds} s`;
  }
}

const waitOf = (answer: string) => Number(/wait (\d+) s/.exec(answer)?.[1]);

describe("from one address against one account", () => {
  it("five wrong passwords are free, then each wait doubles up to 15 minutes; waiting attempts are recorded and change nothing", async () => {
    const { username } = await account();
    const home = "198.51.100.10";
    let t = Date.parse("2026-03-02T08:00:00Z");
    for (let i = 0; i < 5; i++) expect(await attempt(username, WRONG, home, t)).toBe("refused");
    const waits: number[] = [];
    let attempts = 5;
    for (let k = 0; k < 12; k++) {
      // even the right password waits: a waiting attempt never gets its password checked
      const answer = await attempt(username, PASSWORD, home, t);
      waits.push(waitOf(answer));
      // asking again just before the time is up changes nothing, and the time is not moved
      expect(await attempt(username, WRONG, home, t + waitOf(answer) * 1000 - 1)).toBe("wait 1 s");
      t += waitOf(answer) * 1000;
      expect(await attempt(username, WRONG, home, t)).toBe("refused");
      attempts += 3;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    t += 15 * MINUTE;
    expect(await attempt(username, PASSWORD, home, t)).toBe("signed in");
    // a success from the address starts its count again
    expect(await attempt(username, WRONG, home, t + 1)).toBe("refused");
    attempts += 2;

    const rows = await sql<{ reason: string | null; n: number }[]>`
      SELECT reason, count(*)::int AS n FROM sign_in_attempts WHERE username = ${username} GROUP BY reason ORDER BY reason`;
    expect(Object.fromEntries(rows.map((r) => [r.reason ?? "success", r.n]))).toEqual({ wrong_password: 5 + 12 + 1, throttled: 24, success: 1 });
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(attempts);
  });

  it("attempts sent together when the wait is over: one is checked, the others wait", async () => {
    const { username } = await account();
    const address = "198.51.100.11";
    const t = Date.parse("2026-03-03T08:00:00Z");
    for (let i = 0; i < 6; i++) expect(await attempt(username, WRONG, address, t)).toBe(i < 5 ? "refused" : "wait 1 s");
    // every connection of the pool open first, so the ten really run side by side
    await Promise.all(Array.from({ length: 12 }, () => sql`SELECT pg_sleep(0.05)`));
    const answers = await Promise.all(Array.from({ length: 10 }, () => attempt(username, WRONG, address, t + 1000)));
    expect(answers.filter((a) => a === "refused")).toHaveLength(1);
    expect(answers.filter((a) => a === "wait 2 s")).toHaveLength(9);
  });

  it("the addresses of one IPv6 /64 are one address", async () => {
    const { username } = await account();
    const t = Date.parse("2026-03-04T08:00:00Z");
    for (let i = 1; i <= 5; i++) expect(await attempt(username, WRONG, `2001:db8:5:6::${i}`, t)).toBe("refused");
    expect(await attempt(username, WRONG, "2001:db8:5:6:ffff:1:2:3", t)).toBe("wait 1 s");
    expect(await attempt(username, PASSWORD, "2001:db8:5:7::1", t)).toBe("signed in");
  });

  it("an unknown username, an inactive person and a wrong password get the same answer", async () => {
    const person = await account();
    const t = Date.parse("2026-03-05T08:00:00Z");
    expect(await attempt(`nobody-${randomUUID()}`, PASSWORD, "198.51.100.12", t)).toBe("refused");
    expect(await attempt(person.username, WRONG, "198.51.100.12", t)).toBe("refused");
    await deactivatePerson(sql, null, { personId: person.id, expectedVersion: null }, { actorId: null, now: "2026-03-05T08:00:00.000Z", commandId: randomUUID() });
    expect(await attempt(person.username, PASSWORD, "198.51.100.12", t + 1)).toBe("refused");
    const reasons = await sql<{ reason: string }[]>`
      SELECT reason FROM sign_in_attempts WHERE address = '198.51.100.12' AND attempted_at >= ${new Date(t)} ORDER BY id`;
    expect(reasons.map((r) => r.reason)).toEqual(["unknown", "wrong_password", "inactive"]);
  });

  it("a username no account can have is an unknown username, not an error", async () => {
    const person = await account();
    const t = Date.parse("2026-03-06T08:00:00Z");
    expect(await attempt(`${person.username}\u0000`, PASSWORD, "198.51.100.13", t)).toBe("refused");
    expect(await attempt("x".repeat(5000), PASSWORD, "198.51.100.13", t)).toBe("refused");
    expect(await attempt(person.username, PASSWORD, "not an address", t)).toBe("signed in");
  });
});

describe("from many addresses against one account", () => {
  it("past 20 failures the account's ceiling makes every address that has failed share one slowing turn; a new address is never made to wait", async () => {
    const { username } = await account();
    const bot = (i: number) => `203.0.113.${i}`;
    let t = Date.parse("2026-03-10T08:00:00Z");
    for (let i = 1; i <= 20; i++) expect(await attempt(username, WRONG, bot(i), t)).toBe("refused");
    // bot 1 has failed only once: alone, it would have four free guesses left
    expect(await attempt(username, WRONG, bot(1), t)).toBe("wait 1 s");
    for (let i = 21; i <= 24; i++) expect(await attempt(username, WRONG, bot(i), t)).toBe("refused");
    expect(await attempt(username, WRONG, bot(1), t)).toBe("wait 16 s");
    // when the turn comes, one failed address takes it and the next must wait again, longer
    t += 16_000;
    expect(await attempt(username, WRONG, bot(1), t)).toBe("refused");
    expect(await attempt(username, WRONG, bot(2), t)).toBe("wait 32 s");
    for (let i = 25; i <= 39; i++) expect(await attempt(username, WRONG, bot(i), t)).toBe("refused");
    expect(await attempt(username, WRONG, bot(3), t + 1)).toBe("wait 900 s");
    // the right person on a network of their own is not held back by any of it
    expect(await attempt(username, PASSWORD, "192.0.2.77", t + 2)).toBe("signed in");
  });
});

describe("from one address against many accounts", () => {
  it("past 100 failures the address waits, longer each time, with its own message; an account that signs in from there as usual does not", async () => {
    const office = "198.51.100.99";
    const colleague = await account();
    const newcomer = await account();
    let t = Date.parse("2026-03-20T08:00:00Z");
    expect(await attempt(colleague.username, PASSWORD, office, t - DAY / 2)).toBe("signed in");
    const sprayed = (i: number) => `sprayed-${i}-${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 100; i++) expect(await attempt(sprayed(i), WRONG, office, t)).toBe("refused");
    expect(await attempt(sprayed(100), WRONG, office, t)).toBe("address wait 1 s");
    t += 1000;
    expect(await attempt(sprayed(101), WRONG, office, t)).toBe("refused");
    expect(await attempt(sprayed(102), WRONG, office, t)).toBe("address wait 2 s");
    // the colleague's usual address: in at once; someone who never signed in from there waits with the sprayer
    expect(await attempt(colleague.username, PASSWORD, office, t)).toBe("signed in");
    expect(await attempt(newcomer.username, PASSWORD, office, t)).toBe("address wait 2 s");
    expect(await attempt(newcomer.username, PASSWORD, office, t + 2000)).toBe("signed in");
  });
});

describe("the victim", () => {
  it("after an attacker's 1000 failures from other addresses, the right password from the victim's usual address gets in at once", async () => {
    const { username } = await account();
    const home = "192.0.2.10";
    const start = Date.parse("2026-04-01T08:00:00Z");
    expect(await attempt(username, PASSWORD, home, start - 3 * DAY)).toBe("signed in");
    // a thousand guesses from a thousand addresses, then fifty of them trying again every 15 minutes
    let t = start;
    const answers = new Map<string, number>();
    const tally = (a: string) => {
      const kind = a.startsWith("wait") ? "wait" : a;
      answers.set(kind, (answers.get(kind) ?? 0) + 1);
    };
    for (let i = 0; i < 1000; i++) {
      tally(await attempt(username, `guess-${i}`, `10.${(i >> 8) & 255}.${i & 255}.1`, t));
      t += 50;
    }
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 50; i++) tally(await attempt(username, `again-${round}-${i}`, `10.0.${i}.1`, t));
      t += 15 * MINUTE;
    }
    expect(answers.get("signed in")).toBeUndefined();
    // every new address's first guess is checked; after that, one failed address per 15 minutes
    expect(answers.get("refused")).toBe(1000 + 2);
    expect(answers.get("wait")).toBe(50 + 49 + 49);
    // the victim at home: in at once, even after two typos of their own
    expect(await attempt(username, WRONG, home, t)).toBe("refused");
    expect(await attempt(username, WRONG, home, t)).toBe("refused");
    expect(await attempt(username, PASSWORD, home, t)).toBe("signed in");
    // and from a network they never used, which has not failed: in at once too
    expect(await attempt(username, PASSWORD, "192.0.2.200", t + 1)).toBe("signed in");
  });

  it("typing the wrong password twenty times at home costs the victim at most 15 minutes", async () => {
    const { username } = await account();
    const home = "192.0.2.11";
    let t = Date.parse("2026-04-05T08:00:00Z");
    expect(await attempt(username, PASSWORD, home, t - DAY)).toBe("signed in");
    for (let failures = 0; failures < 20; ) {
      const answer = await attempt(username, WRONG, home, t);
      if (answer === "refused") failures++;
      else t += waitOf(answer) * 1000;
    }
    expect(await attempt(username, PASSWORD, home, t)).toBe("wait 900 s");
    expect(await attempt(username, PASSWORD, home, t + 15 * MINUTE)).toBe("signed in");
  });
});
