// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// stamp_list: built inline by the stamp commands, unchanged by a second replay, the same after a
// rebuild; the month read from it counts exactly what the domain counts from the events; the
// place stays encrypted in the log; HR sees only the companies they may.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { isDomainError } from "../../app/domain/shared/errors";
import { foldStamp } from "../../app/domain/stamping/decider";
import type { StampEvent } from "../../app/domain/stamping/events";
import { summarizeMonth } from "../../app/domain/stamping/totals";
import { applyRowProjection, type RowProjection } from "../../app/events/projection.server";
import { stampList } from "../../app/events/projections/stamp-list.server";
import { personById } from "../../app/events/queries/people.server";
import { scopedRecord } from "../../app/http/scope.server";
import { isClockedIn, pendingProposalsOf, stampById, stampMonthOf, stampOverview } from "../../app/events/queries/stamps.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { readStream } from "../../app/events/store.server";
import { acceptMissingStamp } from "../../app/areas/stamping/accept-missing-stamp.server";
import { addStamp } from "../../app/areas/stamping/add-stamp.server";
import { correctStamp } from "../../app/areas/stamping/correct-stamp.server";
import { deleteStamp } from "../../app/areas/stamping/delete-stamp.server";
import { proposeMissingStamp } from "../../app/areas/stamping/propose-missing-stamp.server";
import { recordStamp } from "../../app/areas/stamping/record-stamp.server";
import { refuseMissingStamp } from "../../app/areas/stamping/refuse-missing-stamp.server";
import { atOnce, dbReady, newId, useDb } from "./helpers";

const get = useDb(6);
let sql: ReturnType<typeof get>["sql"];
let worker: CurrentUser;
let hr: CurrentUser;
const ids: Record<string, number> = {};

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

const meta = (now: string, actorId = 1) => ({ actorId, now, commandId: newId() });
/** Zurich wall time in March 2026 (CET, +01:00) as the instant the server's clock would give. */
const cet = (day: number, hhmm: string) => `2026-03-${String(day).padStart(2, "0")}T${hhmm}:00+01:00`;
const utc = (day: number, hhmm: string) => new Date(cet(day, hhmm)).toISOString();

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const [w] = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = 'sitaf' AND role = 'WORKER' AND NOT ('NO_STAMPINGLOG' = ANY(capabilities)) ORDER BY id DESC LIMIT 1`;
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  worker = await userOf(Number(w.id));
  hr = await userOf(Number(h.id));
  const clock = async (day: number, hhmm: string, kind: "ENTRATA" | "USCITA", place = {}) =>
    (await recordStamp(sql, worker, { kind, deviceAt: utc(day, hhmm), place }, meta(utc(day, hhmm), worker.id))).id;

  // Monday 9 March: in and out twice, with the device's place
  ids.in1 = await clock(9, "07:30", "ENTRATA", { latitude: 46.1946, longitude: 9.0244 });
  ids.out1 = await clock(9, "12:00", "USCITA");
  ids.in2 = await clock(9, "13:00", "ENTRATA", { preset: "company" });
  ids.out2 = await clock(9, "17:15", "USCITA");
  // Tuesday 10 March: a forgotten clock-out, completed by a proposal HR accepts
  ids.forgot = await clock(10, "07:45", "ENTRATA");
  ids.proposal = (await proposeMissingStamp(sql, worker, { partnerId: ids.forgot, time: "16:45" }, meta(utc(11, "08:00"), worker.id))).id;
  await acceptMissingStamp(sql, hr, { stampId: ids.proposal, personId: worker.id, expectedVersion: 1 }, meta(utc(11, "09:00"), hr.id));
  // Wednesday 11 March: clocked in at 08:20, HR corrects it to 07:45 (a correction is on the quarter hour); a double clock-out deleted
  ids.late = await clock(11, "08:20", "ENTRATA");
  await correctStamp(sql, hr, { stampId: ids.late, personId: worker.id, expectedVersion: 1, kind: "ENTRATA", stampedAt: "2026-03-11 07:45:00", reason: "In cantiere dalle 7:45" }, meta(utc(12, "09:00"), hr.id));
  ids.exit = await clock(11, "16:45", "USCITA");
  // the clock refuses a second clock-out (ADR-0042): the double is HR's entry
  ids.double = (await addStamp(sql, hr, { personId: worker.id, kind: "USCITA", stampedAt: "2026-03-11 16:51:00", reason: "Uscita segnalata" }, meta(utc(12, "08:55"), hr.id))).id;
  await deleteStamp(sql, hr, { stampId: ids.double, personId: worker.id, expectedVersion: 1, reason: "Doppia timbratura" }, meta(utc(12, "09:05"), hr.id));
  // Thursday 12 March: a forgotten clock-out whose proposal HR refuses, then HR adds the clock-out
  ids.open = await clock(12, "07:30", "ENTRATA");
  ids.refused = (await proposeMissingStamp(sql, worker, { partnerId: ids.open, time: "19:00" }, meta(utc(13, "08:00"), worker.id))).id;
  await refuseMissingStamp(sql, hr, { stampId: ids.refused, personId: worker.id, expectedVersion: 1, reason: "Il cantiere chiude alle 17" }, meta(utc(13, "09:00"), hr.id));
  ids.added = (await addStamp(sql, hr, { personId: worker.id, kind: "USCITA", stampedAt: "2026-03-12 17:00:00", reason: "Uscita confermata dal capocantiere" }, meta(utc(13, "09:10"), hr.id))).id;
  // Friday 13 March: a clock-in waiting for a proposal HR has not decided yet
  ids.pendingFor = await clock(13, "07:30", "ENTRATA");
  ids.pending = (await proposeMissingStamp(sql, worker, { partnerId: ids.pendingFor, time: "16:00" }, meta(utc(16, "08:00"), worker.id))).id;
});

describe("stamp_list", () => {
  it("holds one row per record with the state the rules reached, the original kept beside a correction", async () => {
    const late = await stampById(sql, ids.late);
    expect(late).toMatchObject({ kind: "ENTRATA", status: "ACTIVE", corrections: 1, reason: "In cantiere dalle 7:45", version: 2 });
    expect(late?.stampedAt).toBe(new Date(cet(11, "07:45")).toISOString());
    expect(late?.originalStampedAt).toBe(new Date(cet(11, "08:20")).toISOString());
    expect(await stampById(sql, ids.double)).toMatchObject({ status: "DELETED", reason: "Doppia timbratura" });
    expect(await stampById(sql, ids.proposal)).toMatchObject({ status: "ACTIVE", source: "proposal", partnerStampId: ids.forgot, kind: "USCITA" });
    expect(await stampById(sql, ids.refused)).toMatchObject({ status: "REFUSED", reason: "Il cantiere chiude alle 17" });
    expect(await stampById(sql, ids.added)).toMatchObject({ source: "hr", recordedBy: hr.id, placeSource: "none" });
    expect(await stampById(sql, ids.in1)).toMatchObject({ placeSource: "device", place: { latitude: 46.1946, longitude: 9.0244, label: null } });
    expect((await stampById(sql, ids.in2))?.place?.label).toContain("Sitaf");
    expect(await stampById(sql, ids.out1)).toMatchObject({ placeSource: "none", place: null });
    expect((await pendingProposalsOf(sql, worker.id)).map((p) => p.id)).toEqual([ids.pending]);
  });

  it("the month: days, flags and totals as the domain counts them from the events", async () => {
    const month = await stampMonthOf(sql, worker.id, "2026-03", utc(31, "12:00"));
    const day = (d: number) => month?.summary.days[d - 1];
    expect(day(9)).toMatchObject({ workedMinutes: 270 + 255, gapMinutes: 60, flagged: false });
    expect(day(10)).toMatchObject({ workedMinutes: 9 * 60, flagged: false });
    expect(day(11)).toMatchObject({ workedMinutes: 9 * 60, flagged: false });
    expect(day(12)).toMatchObject({ workedMinutes: 9 * 60 + 30, flagged: false });
    expect(day(13)).toMatchObject({ workedMinutes: 0, flagged: true });
    expect(month?.summary.flaggedDays).toBe(1);
    expect(month?.records.some((r) => r.id === ids.double && r.status === "DELETED")).toBe(true);

    // the same count from the streams themselves
    const events: StampEvent[][] = [];
    for (const id of Object.values(ids)) events.push((await readStream(sql, `stamp-${id}`)).map((e) => ({ type: e.type, data: e.data }) as StampEvent));
    const folded = events.map((es) => foldStamp(es)).map((s) => ({ id: s.stampId, kind: s.kind!, status: s.status!, stampedAt: s.stampedAt! }));
    const fromEvents = summarizeMonth(folded, "2026-03", utc(31, "12:00"));
    expect(month?.summary.totalMinutes).toBe(fromEvents?.totalMinutes);
    expect(month?.summary.weeks.map((w) => w.minutes)).toEqual(fromEvents?.weeks.map((w) => w.minutes));
  });

  it("keeps the place and the reasons encrypted in the log", async () => {
    const [row] = await sql`SELECT data, pii_subject FROM events WHERE stream_id = ${`stamp-${ids.in1}`}`;
    expect(row.pii_subject).toBe(`person-${worker.id}`);
    expect(JSON.stringify(row.data)).not.toContain("46.1946");
    expect(row.data.personal.$enc).toMatch(/^v1\./);
    const [corr] = await sql`SELECT data FROM events WHERE stream_id = ${`stamp-${ids.late}`} AND event_type = 'StampCorrected'`;
    expect(JSON.stringify(corr.data)).not.toContain("cantiere dalle");
  });

  it("changes nothing when every stamp event is applied a second time", async () => {
    const before = await sql`SELECT * FROM stamp_list ORDER BY id`;
    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'stamp_list'`;
    let cp = START;
    for (;;) {
      const { events, next } = await readAfter(sql, cp, { types: stampList.handles, limit: 5000, gated: false });
      if (!events.length) break;
      await applyRowProjection(sql, stampList as unknown as RowProjection, table as string, events);
      cp = next;
    }
    expect(await sql`SELECT * FROM stamp_list ORDER BY id`).toEqual(before);
  });

  it("gives the same rows after a rebuild", async () => {
    const before = await sql`SELECT * FROM stamp_list ORDER BY id`;
    await rebuildProjection(sql, stampList as unknown as RowProjection);
    expect(await sql`SELECT * FROM stamp_list ORDER BY id`).toEqual(before);
  });
});

describe("the rules through the operations", () => {
  it("refuses a stale version, a second proposal for the same stamp and one's own stamps", async () => {
    const stale = await correctStamp(sql, hr, { stampId: ids.late, personId: worker.id, expectedVersion: 1, kind: "ENTRATA", stampedAt: "2026-03-11 07:45:00", reason: "x" }, meta(utc(20, "09:00"), hr.id)).catch((e: unknown) => e);
    expect(isDomainError(stale) && stale.kind).toBe("conflict");
    const twice = await proposeMissingStamp(sql, worker, { partnerId: ids.pendingFor, time: "16:30" }, meta(utc(20, "09:00"), worker.id)).catch((e: unknown) => e);
    expect(isDomainError(twice) && twice.code).toBe("stamping.proposal_pending");
    const paired = await proposeMissingStamp(sql, worker, { partnerId: ids.in1, time: "16:30" }, meta(utc(20, "09:00"), worker.id)).catch((e: unknown) => e);
    expect(isDomainError(paired) && paired.code).toBe("stamping.not_unpaired");
    const hrOwn = await recordStamp(sql, hr, { kind: "ENTRATA", deviceAt: null, place: {} }, meta(utc(20, "08:00"), hr.id));
    const own = await deleteStamp(sql, hr, { stampId: hrOwn.id, personId: hr.id, expectedVersion: 1, reason: "x" }, meta(utc(20, "09:00"), hr.id)).catch((e: unknown) => e);
    expect(isDomainError(own) && own.code).toBe("stamping.own_stamps");
  });

  it("refuses someone else's stamp as a partner as if it did not exist", async () => {
    const err = await proposeMissingStamp(sql, hr, { partnerId: ids.pendingFor, time: "16:30" }, meta(utc(20, "09:00"), hr.id)).catch((e: unknown) => e);
    expect(isDomainError(err) && err.kind).toBe("not_found");
  });

  it("a person with NO_STAMPINGLOG does not clock in", async () => {
    const [c] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'client'`;
    const client = await userOf(Number(c.id));
    const err = await recordStamp(sql, client, { kind: "ENTRATA", deviceAt: null, place: {} }, meta(utc(20, "08:00"), client.id)).catch((e: unknown) => e);
    expect(isDomainError(err) && err.code).toBe("stamping.no_stampinglog");
  });

  it("a repeated command id appends nothing", async () => {
    const m = meta(utc(23, "07:00"), worker.id);
    const first = await recordStamp(sql, worker, { kind: "ENTRATA", deviceAt: null, place: {} }, m);
    const again = await recordStamp(sql, worker, { kind: "ENTRATA", deviceAt: null, place: {} }, m);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await isClockedIn(sql, worker.id, utc(23, "09:00"))).toBe(true);
    expect(await isClockedIn(sql, worker.id, utc(24, "09:00"))).toBe(false);
  });
});

describe("HR's reads", () => {
  it("see a person only in their companies", async () => {
    // a viewer without read allEmployee sees the people of their own company only
    const viewer = (companyCode: Principal["companyCode"]) => ({ principal: { ...worker.principal, companyCode }, access: worker.access });
    expect(await scopedRecord(sql, viewer("sitaf"), "stampPerson", String(worker.id))).toMatchObject({ companyCode: "sitaf", principal: { personId: worker.id } });
    await expect(scopedRecord(sql, viewer("cantiere"), "stampPerson", String(worker.id))).rejects.toMatchObject({ status: 404 });
    for (const bad of ["abc", "1.5", "-3", "99999999", undefined]) await expect(scopedRecord(sql, viewer("sitaf"), "stampPerson", bad)).rejects.toMatchObject({ status: 404 });
  });

  it("the overview lists the month's total, flagged days and proposals waiting", async () => {
    const { rows } = await stampOverview(sql, { companies: ["sitaf"], search: worker.lastName, month: "2026-03", page: 1, size: 50, now: utc(31, "12:00") });
    const mine = rows.find((r) => r.personId === worker.id);
    // flagged: Friday 13 (waiting for the proposal) and Monday 23 (the repeated command's clock-in, never closed)
    expect(mine).toMatchObject({ totalMinutes: 525 + 540 + 540 + 570, flaggedDays: 2, pendingProposals: 1 });
    expect((await stampOverview(sql, { companies: [], search: "", month: "2026-03", page: 1, size: 50, now: utc(31, "12:00") })).rows).toEqual([]);
  });
  // last: its waiting proposal would count in the overview above
  it("two proposals for the same stamp sent at once: one is stored, the other refused as a second proposal", async () => {
    const cest = (hhmm: string) => new Date(`2026-04-20T${hhmm}:00+02:00`).toISOString();
    const open = (await recordStamp(sql, worker, { kind: "ENTRATA", deviceAt: cest("07:30"), place: {} }, meta(cest("07:30"), worker.id))).id;
    // hold every stamp command at its first statement (stamp_list's projection lock, as a rebuild
    // would) until all three have read "no proposal waiting", so that they truly meet
    const results = await atOnce(sql, "stamp_list", () => ["16:30", "17:00", "17:15"].map((time) =>
        proposeMissingStamp(sql, worker, { partnerId: open, time }, meta("2026-04-21T06:00:00.000Z", worker.id)),
      ));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === "rejected")) {
      expect(isDomainError(r.reason) && r.reason.code).toBe("stamping.proposal_pending");
    }
    const rows = await sql`SELECT id FROM stamp_list WHERE partner_stamp_id = ${open}`;
    expect(rows).toHaveLength(1);
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = 'MissingStampProposed' AND (data->>'partnerStampId')::bigint = ${open}`;
    expect(n).toBe(1);
  });
});
