// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The payroll export through the JSON API and HR's carry-over (issue 36 part A, ADR-0136): GET
// hr/payroll answers HR with the rows the payroll page reads (the worker's figures are the balance
// function's), refuses a worker; a carry-over recorded through the command lands in its projection,
// moves the running balance by its minutes, and the same figure again records nothing.
import { randomUUID } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { beforeAll, describe, expect, it } from "vitest";
import { balanceOfPerson } from "../../app/areas/balance/person-balance.server";
import { setWorkingTimeCarryOver } from "../../app/areas/balance/set-working-time-carry-over.server";
import { leaveBalanceOf, leaveBalancesOf } from "../../app/events/queries/leaves.server";
import { apiCall, eventCount, tokenFor } from "./api-client";
import { dbReady, useOwnDb } from "./helpers";

// its own database: the carry-over changes the demo worker's balance
const get = useOwnDb(4);
let sql: Awaited<ReturnType<typeof dbReady>>["sql"];
let hrToken: string;
let workerToken: string;
let workerId: number;

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const people = await sql<{ id: string; username: string }[]>`SELECT id, username FROM person_list WHERE username IN ('hr', 'worker')`;
  const id = (u: string) => Number(people.find((p) => p.username === u)!.id);
  workerId = id("worker");
  hrToken = await tokenFor(sql, id("hr"));
  workerToken = await tokenFor(sql, workerId);
});

describe("the payroll's holiday columns", () => {
  it("read every person's leave balance in one batch, each equal to the person's own balance", async () => {
    const ids = (await sql<{ id: string }[]>`SELECT id FROM person_list ORDER BY id`).map((r) => Number(r.id));
    for (const at of ["2026-06-30", "2026-11-30", "2027-01-31"].map((d) => Temporal.PlainDate.from(d))) {
      const batch = await leaveBalancesOf(sql, ids, at);
      expect(batch.size).toBe(ids.length);
      let withLines = 0;
      for (const id of ids) {
        const own = await leaveBalanceOf(sql, id, at);
        expect(batch.get(id), `person ${id} at ${at}`).toEqual(own);
        if (own && own.lines.length > 0) withLines++;
      }
      if (at.year === 2026) expect(withLines).toBeGreaterThan(0);
    }
  });
});

describe("GET hr/payroll", () => {
  it("answers HR with a row per person of the month, the worker's figures those of the balance function", async () => {
    const now = new Date().toISOString();
    const today = Temporal.Now.plainDateISO("Europe/Zurich");
    const month = today.toPlainYearMonth().toString();
    const r = await apiCall(sql, "GET", `/hr/payroll?month=${month}&company=cantiere`, { token: hrToken });
    expect(r.status).toBe(200);
    expect(r.json.month).toBe(month);
    const row = r.json.data.find((x: { personId: number }) => x.personId === workerId);
    expect(row).toMatchObject({ companyCode: "cantiere", signOff: { signedAt: null, countersignedAt: null } });
    const mine = await balanceOfPerson(sql, workerId, month, today, now);
    expect(row).toMatchObject({ targetMinutes: mine!.period.target, workedMinutes: mine!.period.worked, overtimeMinutes: mine!.period.difference, balanceMinutes: mine!.year.closing });
    expect(r.json.data.every((x: { companyCode: string }) => x.companyCode === "cantiere")).toBe(true);
  });

  it("says who signed and countersigned the demo worker's signed month (the sign-off's projection, ADR-0138), and nobody for an open one", async () => {
    const today = Temporal.Now.plainDateISO("Europe/Zurich");
    // the demo data signs and countersigns the worker's month before last (app/seed/month-close.server.ts)
    const signed = today.toPlainYearMonth().subtract({ months: 2 }).toString();
    const r = await apiCall(sql, "GET", `/hr/payroll?month=${signed}&company=cantiere`, { token: hrToken });
    expect(r.status).toBe(200);
    const row = r.json.data.find((x: { personId: number }) => x.personId === workerId);
    expect(row.signOff.signedBy).toBe("Operaio, Walter");
    expect(row.signOff.countersignedBy).toMatch(/\w+, \w+/);
    expect(Date.parse(row.signOff.signedAt)).toBeLessThan(Date.parse(row.signOff.countersignedAt));
    const others = r.json.data.filter((x: { personId: number }) => x.personId !== workerId);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((x: { signOff: { signedAt: string | null } }) => x.signOff.signedAt === null)).toBe(true);
  });

  it("refuses a worker and a malformed month", async () => {
    expect((await apiCall(sql, "GET", "/hr/payroll", { token: workerToken })).status).toBe(403);
    expect((await apiCall(sql, "GET", "/hr/payroll?month=2026-13", { token: hrToken })).status).toBe(400);
  });
});

describe("a carry-over", () => {
  it("lands in its projection, moves the running balance by its minutes, and the same figure again records nothing", async () => {
    const now = new Date().toISOString();
    const today = Temporal.Now.plainDateISO("Europe/Zurich");
    const month = today.toPlainYearMonth().toString();
    const before = (await balanceOfPerson(sql, workerId, month, today, now))!;
    const date = `${today.year}-01-01`;
    const meta = { actorId: 1, now, commandId: randomUUID() };
    await setWorkingTimeCarryOver(sql, { personId: workerId, date, minutes: before.balance.opening.minutes + 375, reason: "Saldo dell'anno prima" }, meta);
    const [row] = await sql<{ minutes: number; reason: string }[]>`SELECT minutes, reason FROM working_time_carry_over WHERE person_id = ${workerId} AND date = ${date}::date`;
    expect(row).toMatchObject({ minutes: before.balance.opening.minutes + 375, reason: "Saldo dell'anno prima" });
    const after = (await balanceOfPerson(sql, workerId, month, today, now))!;
    expect(after.year.closing - before.year.closing).toBe(375);
    expect(after.period.difference).toBe(before.period.difference);
    const events = await eventCount(sql, "WorkingTimeCarryOverSet");
    await setWorkingTimeCarryOver(sql, { personId: workerId, date, minutes: before.balance.opening.minutes + 375, reason: "di nuovo" }, { ...meta, commandId: randomUUID() });
    expect(await eventCount(sql, "WorkingTimeCarryOverSet")).toBe(events);
  });

  it("is refused on a day that opens no balance year", async () => {
    const now = new Date().toISOString();
    await expect(setWorkingTimeCarryOver(sql, { personId: workerId, date: "2026-02-01", minutes: 60, reason: "x" }, { actorId: 1, now, commandId: randomUUID() })).rejects.toMatchObject({ code: "balance.carry_over.errors.date" });
  });
});
