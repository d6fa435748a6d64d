// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// month_close (ADR-0138): a person signs January, HR countersigns; monthSignOffOf says who and when;
// the month is locked for HR's stamps and daily hours dated in it, not for February; HR reopens it
// with a reason and the same hours go through. The projection is unchanged by a second replay and the
// same after a rebuild.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { isDomainError } from "../../app/domain/shared/errors";
import { applyRowProjection, type RowProjection } from "../../app/events/projection.server";
import { monthClose } from "../../app/events/projections/month-close.server";
import { lockedMonthsOf, monthSignOffOf } from "../../app/events/queries/month-close.server";
import { personById } from "../../app/events/queries/people.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { countersignMonth } from "../../app/areas/month-close/countersign-month.server";
import { reopenMonth } from "../../app/areas/month-close/reopen-month.server";
import { signMonth } from "../../app/areas/month-close/sign-month.server";
import { addStamp } from "../../app/areas/stamping/add-stamp.server";
import { recordDailyHours } from "../../app/areas/stamping/record-daily-hours.server";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let person: CurrentUser;
let siteId: number;
const NOW = "2026-02-10T09:00:00.000Z";
const meta = (actorId: number, now = NOW) => ({ actorId, now, commandId: newId() });

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

const codeOf = (e: unknown) => (isDomainError(e) ? e.code : String(e));

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  hr = await userOf(Number(h.id));
  const [p] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE company_code = 'edemar' AND role = 'WORKER' ORDER BY id LIMIT 1`;
  person = await userOf(Number(p.id));
  const [s] = await sql<{ id: number }[]>`SELECT id FROM site_list WHERE company_code = 'cantiere' ORDER BY id LIMIT 1`;
  siteId = Number(s.id);
});

describe("month_close", () => {
  const on = () => ({ personId: person.id, month: "2026-01", expectedVersion: null });
  const hours = (day: string) => ({ personId: person.id, siteId, startAt: `${day} 07:00:00`, endAt: `${day} 12:00:00`, description: "" });

  it("the person signs January and HR countersigns: who and when, and January is locked", async () => {
    expect((await monthSignOffOf(sql, person.id, "2026-01")).status).toBe("OPEN");
    await signMonth(sql, person, { ...on(), comment: "Tutto giusto" }, meta(person.id, "2026-02-02T07:00:00.000Z"));
    await countersignMonth(sql, hr, { ...on(), comment: "" }, meta(hr.id, "2026-02-02T08:00:00.000Z"));
    const off = await monthSignOffOf(sql, person.id, "2026-01");
    expect(off).toMatchObject({ status: "COUNTERSIGNED", signed: true, countersigned: true, version: 2 });
    expect(off.signedBy).toMatchObject({ id: person.id, at: "2026-02-02T07:00:00.000Z", name: expect.stringContaining(person.lastName) });
    expect(off.countersignedBy).toMatchObject({ id: hr.id, at: "2026-02-02T08:00:00.000Z" });
    expect(off.log.map((l) => [l.type, l.text])).toEqual([["MonthSigned", "Tutto giusto"], ["MonthCountersigned", null]]);
    expect(await lockedMonthsOf(sql, person.id)).toEqual(["2026-01"]);
  });

  it("refuses HR's stamp and daily hours dated in January, not in February", async () => {
    const stamp = await addStamp(sql, hr, { personId: person.id, kind: "ENTRATA", stampedAt: "2026-01-15 07:30:00", reason: "Dimenticata" }, meta(hr.id)).catch((e: unknown) => e);
    expect(codeOf(stamp)).toBe("month_close.locked");
    expect(codeOf(await recordDailyHours(sql, hr, hours("2026-01-15"), meta(hr.id)).catch((e: unknown) => e))).toBe("month_close.locked");
    await expect(recordDailyHours(sql, hr, hours("2026-02-03"), meta(hr.id))).resolves.toMatchObject({ eventTypes: ["DailyHoursRecorded"] });
  });

  it("HR reopens January with a reason: the sign-off starts again and the hours go through", async () => {
    await reopenMonth(sql, hr, { ...on(), reason: "Ore del 15 mancanti" }, meta(hr.id));
    const off = await monthSignOffOf(sql, person.id, "2026-01");
    expect(off).toMatchObject({ status: "OPEN", signed: false, countersigned: false, signedBy: null, countersignedBy: null, version: 3 });
    expect(off.log.at(-1)).toMatchObject({ type: "MonthReopened", text: "Ore del 15 mancanti", by: hr.id });
    expect(await lockedMonthsOf(sql, person.id)).toEqual([]);
    await expect(recordDailyHours(sql, hr, hours("2026-01-15"), meta(hr.id))).resolves.toMatchObject({ eventTypes: ["DailyHoursRecorded"] });
  });

  it("changes nothing when every event is applied a second time", async () => {
    const before = await sql`SELECT * FROM month_close ORDER BY id`;
    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'month_close'`;
    let cp = START;
    for (;;) {
      const { events, next } = await readAfter(sql, cp, { types: monthClose.handles, limit: 5000, gated: false });
      if (!events.length) break;
      await applyRowProjection(sql, monthClose as unknown as RowProjection, table as string, events);
      cp = next;
    }
    expect(await sql`SELECT * FROM month_close ORDER BY id`).toEqual(before);
  });

  it("gives the same rows after a rebuild", async () => {
    const before = await sql`SELECT * FROM month_close ORDER BY id`;
    await rebuildProjection(sql, monthClose as unknown as RowProjection);
    expect(await sql`SELECT * FROM month_close ORDER BY id`).toEqual(before);
  });
});
