// Issue 35, the server's half (ADR-0122, ADR-0123): the site on a stamp and in stamp_list, the
// geofence's flag with its distance (never a refusal), the foreman's crew stamps (a foreman of another
// site refused, a non-foreman given no form), and the journal's manpower and a site's hours from the
// stamps naming that site only.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { isDomainError } from "../../app/domain/shared/errors";
import { siteDecider } from "../../app/domain/site/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { stampList } from "../../app/events/projections/stamp-list.server";
import { crewOptions } from "../../app/events/queries/journal.server";
import { crewOf, siteMinutesOf, stampSitesOf } from "../../app/events/queries/stamp-sites.server";
import { stampById, stampOverview, stampPeriodOf } from "../../app/events/queries/stamps.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { readStream } from "../../app/events/store.server";
import { crewFormOf, crewFormsOf } from "../../app/areas/stamping/crew-page.server";
import { recordCrewStamps } from "../../app/areas/stamping/record-crew-stamps.server";
import { recordDailyHours } from "../../app/areas/stamping/record-daily-hours.server";
import { recordStamp } from "../../app/areas/stamping/record-stamp.server";
import { demoSites } from "../../app/seed/demo-data";
import { dbReady, newId, useDb } from "./helpers";
import { newPerson } from "./people";
import { stampView } from "../../app/ui/stamping/view";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let worker: CurrentUser;
let mate: CurrentUser;
let foreman: CurrentUser;
let otherForeman: CurrentUser;
let hr: CurrentUser;
let site: number;
let other: number;

// February 2025 (CET, +01:00): a month nobody else in this file's database stamps in
const cet = (day: number, hhmm: string) => new Date(`2025-02-${String(day).padStart(2, "0")}T${hhmm}:00+01:00`).toISOString();
const meta = (now: string, actorId: number, commandId = newId()) => ({ actorId, now, commandId });
// Residenza in Lugano; 0.0108° of latitude north is about 1.2 km
const HERE = { latitude: 46.0037, longitude: 8.9511 };
const FAR = { latitude: 46.0145, longitude: 8.9511 };

async function registerSite(title: string, radius = 300): Promise<number> {
  const details = { ...demoSites()[0], ...HERE, radius, title, quickcomId: `QF-${newId().slice(0, 8)}`, companyCode: "cantiere" as const, status: "OPEN" as const };
  const o = await handleCommand(sql, siteDecider, { command: (id) => ({ type: "RegisterSite" as const, siteId: id, details }), meta: meta(cet(1, "08:00"), 1), target: { sequence: "site_id_seq" } });
  return Number(o.streamId.split("-")[1]);
}

const addMember = (siteId: number, personId: number, projectFunction: "FOREMAN" | "WORKER") =>
  handleCommand(sql, siteDecider, { command: { type: "AddTeamMember", personId, projectFunction }, meta: meta(cet(1, "08:05"), 1), target: { id: siteId } });

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (isDomainError(err)) return { code: err.code, kind: err.kind, params: err.params };
    throw err;
  }
  throw new Error("not refused");
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  worker = await newPerson(sql, { role: "WORKER", prefix: "fdw" });
  mate = await newPerson(sql, { role: "WORKER", prefix: "fdm" });
  foreman = await newPerson(sql, { role: "WORKER", prefix: "fdf" });
  otherForeman = await newPerson(sql, { role: "WORKER", prefix: "fdo" });
  hr = await newPerson(sql, { role: "HR", prefix: "fdh" });
  site = await registerSite("Residenza Lugano A");
  other = await registerSite("Capannone Agno B");
  await addMember(site, foreman.id, "FOREMAN");
  await addMember(site, worker.id, "WORKER");
  await addMember(site, mate.id, "WORKER");
  await addMember(other, otherForeman.id, "FOREMAN");
  await addMember(other, worker.id, "WORKER");
});

describe("the site on a stamp and the geofence (ADR-0122)", () => {
  it("offers the person's sites; a stamp names the chosen one, near it unflagged, 1.2 km away stored and flagged with the distance", async () => {
    expect((await stampSitesOf(sql, worker.id)).map((s) => s.title).sort()).toEqual(["Capannone Agno B", "Residenza Lugano A"]);
    const inside = await recordStamp(sql, worker, { kind: "ENTRATA", deviceAt: null, place: HERE, siteId: site }, meta(cet(3, "07:00"), worker.id));
    const far = await recordStamp(sql, worker, { kind: "USCITA", deviceAt: null, place: FAR, siteId: site }, meta(cet(3, "12:00"), worker.id));
    expect(await stampById(sql, inside.id)).toMatchObject({ siteId: site, siteTitle: "Residenza Lugano A", offSite: false, distanceM: 0 });
    const row = await stampById(sql, far.id);
    expect(row).toMatchObject({ siteId: site, offSite: true });
    expect(row?.distanceM).toBeGreaterThan(1150);
    expect(row?.distanceM).toBeLessThan(1250);
    // the words HR and the worker read beside the stamp
    const t = ((k: string, p?: Record<string, string>) => (k === "stamping.badge.off_site" ? `${p?.distance} from ${p?.site}` : k)) as never;
    expect(stampView(t, row as never).offSite).toBe("1.2 km from Residenza Lugano A");
    // the event carries the site plainly, the distance with the place (encrypted)
    const [e] = await readStream(sql, `stamp-${far.id}`);
    expect(e.schemaVersion).toBe(2);
    expect(e.data).toMatchObject({ siteId: site, offSite: true, personal: { distanceM: row?.distanceM } });
  });

  it("a stamp without a position names its site and stays 'no location', not flagged; no site is a choice too", async () => {
    const none = await recordStamp(sql, worker, { kind: "ENTRATA", deviceAt: null, place: {}, siteId: site }, meta(cet(4, "07:00"), worker.id));
    expect(await stampById(sql, none.id)).toMatchObject({ siteId: site, placeSource: "none", offSite: false, distanceM: null });
    const nowhere = await recordStamp(sql, worker, { kind: "USCITA", deviceAt: null, place: FAR }, meta(cet(4, "16:00"), worker.id));
    expect(await stampById(sql, nowhere.id)).toMatchObject({ siteId: null, offSite: false, distanceM: null });
  });

  it("a site that is not the person's is refused and nothing is stored", async () => {
    const stranger = await registerSite("Ponte Bioggio C");
    expect(await refusal(recordStamp(sql, worker, { kind: "ENTRATA", deviceAt: null, place: HERE, siteId: stranger }, meta(cet(5, "07:00"), worker.id)))).toMatchObject({
      code: "stamping.site.not_assigned",
    });
    expect((await stampPeriodOf(sql, worker.id, "2025-02-05", "2025-02-05", cet(5, "18:00"))).records).toEqual([]);
  });

  it("HR's overview counts the off-site stamps and filters the people who have them", async () => {
    const q = { companies: ["cantiere" as const], search: "", month: "2025-02", page: 1, size: 100, now: cet(28, "18:00") };
    const all = await stampOverview(sql, q);
    const only = await stampOverview(sql, { ...q, offSiteOnly: true });
    expect(all.rows.find((r) => r.personId === worker.id)?.offSiteStamps).toBe(1);
    expect(only.rows.map((r) => r.personId)).toContain(worker.id);
    expect(only.rows.map((r) => r.personId)).not.toContain(mate.id);
    expect(only.total).toBeLessThan(all.total);
  });

  it("stamp_list v3 rebuilds to the same rows (site, flag, distance)", async () => {
    const before = await sql`SELECT id, site_id, off_site, distance_m FROM stamp_list WHERE person_id = ${worker.id} ORDER BY id`;
    await rebuildProjection(sql, stampList);
    expect(await sql`SELECT id, site_id, off_site, distance_m FROM stamp_list WHERE person_id = ${worker.id} ORDER BY id`).toEqual(before);
  });
});

describe("the foreman clocks in the crew (ADR-0123)", () => {
  it("a non-foreman gets no crew form; the foreman gets one per site they lead, listing the crew without themselves", async () => {
    expect(await crewFormsOf(sql, worker, cet(10, "07:00"))).toEqual([]);
    expect(await crewFormOf(sql, worker, { id: site, title: "Residenza Lugano A" }, cet(10, "07:00"))).toBeNull();
    const forms = await crewFormsOf(sql, foreman, cet(10, "07:00"));
    expect(forms.map((f) => f.siteId)).toEqual([site]);
    expect(forms[0].members.map((m) => m.personId).sort()).toEqual([worker.id, mate.id].sort());
    expect(await crewFormOf(sql, foreman, { id: other, title: "Capannone Agno B" }, cet(10, "07:00"))).toBeNull();
  });

  it("records one stamp per person ticked at the site, made by the foreman; the worker sees who recorded it", async () => {
    const done = await recordCrewStamps(sql, foreman, { siteId: site, kind: "ENTRATA", personIds: [worker.id, mate.id] }, meta(cet(10, "07:05"), foreman.id));
    expect(done.recorded).toBe(2);
    const day = await stampPeriodOf(sql, worker.id, "2025-02-10", "2025-02-10", cet(10, "08:00"));
    expect(day.records).toHaveLength(1);
    expect(day.records[0]).toMatchObject({ kind: "ENTRATA", source: "crew", siteId: site, recordedBy: foreman.id, placeSource: "none" });
    expect(day.records[0].recordedByName).toContain("Person");
    const t = ((k: string, p?: Record<string, string>) => (k === "stamping.badge.recorded_by" ? `recorded by ${p?.name}` : k)) as never;
    expect(stampView(t, day.records[0]).recordedBy).toBe(`recorded by ${day.records[0].recordedByName}`);
    // the crew list shows them on duty now
    expect((await crewOf(sql, site, foreman.id, cet(10, "08:00"))).every((m) => m.expected === "USCITA")).toBe(true);
  });

  it("the same form sent twice stores nothing twice; a person out of turn stops the whole form, naming them", async () => {
    const commandId = newId();
    const out = await recordCrewStamps(sql, foreman, { siteId: site, kind: "USCITA", personIds: [worker.id] }, meta(cet(10, "16:00"), foreman.id, commandId));
    const again = await recordCrewStamps(sql, foreman, { siteId: site, kind: "USCITA", personIds: [worker.id] }, meta(cet(10, "16:00"), foreman.id, commandId));
    expect(out.recorded + again.recorded).toBe(2);
    expect((await stampPeriodOf(sql, worker.id, "2025-02-10", "2025-02-10", cet(10, "18:00"))).records).toHaveLength(2);
    // the worker is off duty again: a clock-out for them and the mate is refused as a whole
    const r = await refusal(recordCrewStamps(sql, foreman, { siteId: site, kind: "USCITA", personIds: [mate.id, worker.id] }, meta(cet(10, "16:30"), foreman.id)));
    expect(r).toMatchObject({ code: "stamping.crew.not_in" });
    expect(String(r.params.name)).toContain("Person");
    expect((await stampPeriodOf(sql, mate.id, "2025-02-10", "2025-02-10", cet(10, "18:00"))).records).toHaveLength(1);
  });

  it("a foreman of another site is refused (403) and nothing is stored; someone off the team too", async () => {
    expect(await refusal(recordCrewStamps(sql, otherForeman, { siteId: site, kind: "USCITA", personIds: [mate.id] }, meta(cet(10, "17:00"), otherForeman.id)))).toMatchObject({
      code: "stamping.crew.not_foreman",
      kind: "forbidden",
    });
    expect(await refusal(recordCrewStamps(sql, foreman, { siteId: site, kind: "ENTRATA", personIds: [otherForeman.id] }, meta(cet(11, "07:00"), foreman.id)))).toMatchObject({
      code: "stamping.crew.not_on_team",
    });
    expect((await stampPeriodOf(sql, mate.id, "2025-02-10", "2025-02-11", cet(11, "18:00"))).records).toHaveLength(1);
  });
});

describe("hours on the site (ADR-0122)", () => {
  it("the daily log's manpower ticks only who stamped at this site that day", async () => {
    // 12 February: the mate at the site, the worker at the other site
    await recordStamp(sql, mate, { kind: "ENTRATA", deviceAt: null, place: {}, siteId: site }, meta(cet(12, "07:00"), mate.id));
    await recordStamp(sql, worker, { kind: "ENTRATA", deviceAt: null, place: {}, siteId: other }, meta(cet(12, "07:00"), worker.id));
    const crew = await crewOptions(sql, site, "2025-02-12");
    expect(crew.find((c) => c.personId === mate.id)?.stamped).toBe(true);
    expect(crew.find((c) => c.personId === worker.id)?.stamped).toBe(false);
    expect((await crewOptions(sql, other, "2025-02-12")).find((c) => c.personId === worker.id)?.stamped).toBe(true);
  });

  it("a site's hours add the pairs begun at the site and the daily hours reported on it, nothing from elsewhere", async () => {
    await recordStamp(sql, mate, { kind: "USCITA", deviceAt: null, place: {} }, meta(cet(12, "16:00"), mate.id));
    await recordStamp(sql, worker, { kind: "USCITA", deviceAt: null, place: {} }, meta(cet(12, "15:00"), worker.id));
    // the week of 10–14 February: the 3rd is the week before
    const week = await siteMinutesOf(sql, site, "2025-02-10", "2025-02-14", cet(14, "18:00"));
    // 10 Feb: worker 07:05–16:00 (8:55) and the mate clocked in only (unpaired, nothing); 12 Feb: the mate 07:00–16:00 (9:00)
    expect(week.stamped).toBe(8 * 60 + 55 + 9 * 60);
    expect((await siteMinutesOf(sql, other, "2025-02-10", "2025-02-14", cet(14, "18:00"))).stamped).toBe(8 * 60);
    // the month adds the 3rd (07:00–12:00) and the 4th's clock-in at the site without a position (closed with no site: 9 h)
    expect((await siteMinutesOf(sql, site, "2025-02-01", "2025-02-28", cet(28, "18:00"))).stamped).toBe(week.stamped + 5 * 60 + 9 * 60);
    await recordDailyHours(sql, hr, { personId: otherForeman.id, siteId: other, startAt: "2025-02-13 07:00", endAt: "2025-02-13 11:30", description: "" }, meta(cet(13, "18:00"), hr.id));
    expect((await siteMinutesOf(sql, other, "2025-02-10", "2025-02-14", cet(14, "18:00"))).reported).toBe(4 * 60 + 30);
    expect((await siteMinutesOf(sql, site, "2025-02-10", "2025-02-14", cet(14, "18:00"))).reported).toBe(0);
  });
});
