// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// daily_hours_list: built inline by RecordDailyHours, unchanged by a second replay, the same after a
// rebuild; the month's entries carry the site's title; HR records only for people and sites they see.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { isDomainError } from "../../app/domain/shared/errors";
import { applyRowProjection, type RowProjection } from "../../app/events/projection.server";
import { dailyHoursList } from "../../app/events/projections/daily-hours-list.server";
import { dailyHoursOf } from "../../app/events/queries/daily-hours.server";
import { personById } from "../../app/events/queries/people.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { recordDailyHours } from "../../app/areas/stamping/record-daily-hours.server";
import { atOnce, dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
let personId: number;
let siteId: number;
const meta = () => ({ actorId: 1, now: "2026-03-20T09:00:00.000Z", commandId: newId() });

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  hr = await userOf(Number(h.id));
  const [p] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE company_code = 'edemar' AND role = 'WORKER' ORDER BY id LIMIT 1`;
  personId = Number(p.id);
  const [s] = await sql<{ id: number }[]>`SELECT id FROM site_list WHERE company_code = 'cantiere' ORDER BY id LIMIT 1`;
  siteId = Number(s.id);
  await recordDailyHours(sql, hr, { personId, siteId, startAt: "2026-03-02 07:00:00", endAt: "2026-03-02 12:15:00", description: "Posa lamiere" }, meta());
  await recordDailyHours(sql, hr, { personId, siteId, startAt: "2026-03-02 13:00:00", endAt: "2026-03-02 16:30:00", description: "" }, meta());
  await recordDailyHours(sql, hr, { personId, siteId, startAt: "2026-02-27 07:00:00", endAt: "2026-02-27 08:00:00", description: "" }, meta());
});

describe("daily_hours_list", () => {
  it("lists a person's entries of a month with the site's title", async () => {
    const entries = await dailyHoursOf(sql, personId, "2026-03");
    expect(entries.map((e) => [e.minutes, e.description])).toEqual([[315, "Posa lamiere"], [210, ""]]);
    expect(entries[0].siteTitle).toEqual(expect.any(String));
    expect(await dailyHoursOf(sql, personId, "2026-13")).toEqual([]);
  });

  it("refuses a site or a person the user may not see", async () => {
    const [worker] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'worker'`;
    const w = await userOf(Number(worker.id));
    const err = await recordDailyHours(sql, w, { personId, siteId, startAt: "2026-03-03 07:00:00", endAt: "2026-03-03 08:00:00", description: "" }, meta()).catch((e: unknown) => e);
    expect(isDomainError(err) && err.kind).toBe("forbidden");
    const unknownSite = await recordDailyHours(sql, hr, { personId, siteId: 99_999_999, startAt: "2026-03-03 07:00:00", endAt: "2026-03-03 08:00:00", description: "" }, meta()).catch((e: unknown) => e);
    expect(isDomainError(unknownSite) && unknownSite.code).toBe("daily_hours.unknown_site");
  });

  it("refuses the same hours again (same person, day, site and times), also two at once (two tabs)", async () => {
    const again = await recordDailyHours(sql, hr, { personId, siteId, startAt: "2026-03-02 07:00:00", endAt: "2026-03-02 12:15:00", description: "Altro" }, meta()).catch((e: unknown) => e);
    expect(isDomainError(again) && [again.code, again.kind]).toEqual(["daily_hours.duplicate", "rule"]);
    expect(await dailyHoursOf(sql, personId, "2026-03")).toHaveLength(2);

    const entry = { personId, siteId, startAt: "2026-03-04 07:00:00", endAt: "2026-03-04 11:00:00", description: "" };
    const results = await atOnce(sql, "daily_hours_list", () => [recordDailyHours(sql, hr, entry, meta()), recordDailyHours(sql, hr, entry, meta())]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(isDomainError(refused?.reason) && refused.reason.code).toBe("daily_hours.duplicate");
    expect((await dailyHoursOf(sql, personId, "2026-03")).filter((e) => e.startAt.toISOString() === "2026-03-04T06:00:00.000Z")).toHaveLength(1);
  });

  it("changes nothing when every event is applied a second time", async () => {
    const before = await sql`SELECT * FROM daily_hours_list ORDER BY id`;
    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'daily_hours_list'`;
    let cp = START;
    for (;;) {
      const { events, next } = await readAfter(sql, cp, { types: dailyHoursList.handles, limit: 5000, gated: false });
      if (!events.length) break;
      await applyRowProjection(sql, dailyHoursList as unknown as RowProjection, table as string, events);
      cp = next;
    }
    expect(await sql`SELECT * FROM daily_hours_list ORDER BY id`).toEqual(before);
  });

  it("gives the same rows after a rebuild", async () => {
    const before = await sql`SELECT * FROM daily_hours_list ORDER BY id`;
    await rebuildProjection(sql, dailyHoursList as unknown as RowProjection);
    expect(await sql`SELECT * FROM daily_hours_list ORDER BY id`).toEqual(before);
  });
});
