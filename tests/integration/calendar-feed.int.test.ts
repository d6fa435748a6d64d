// The private calendar link and its feed against a real store (ADR-0062): a link is created,
// regenerated and revoked through commands; the feed holds the person's approved leaves, their
// company's festivities (a half day marked) and the events they may see — never a pending leave,
// never another person's leave or private event; an unknown, old or revoked token is not found.
// The feed is read back with ical.js, an iCalendar parser independent of our writer. Also: a
// canton's year generated twice adds nothing the second time.
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { openDb } from "../../app/db.server";
import type { RowProjection } from "../../app/events/projection.server";
import { calendarFeedList } from "../../app/events/projections/calendar-feed-list.server";
import { festivityList } from "../../app/events/projections/festivity-list.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { allowFetch, calendarFeedResponse, RATE_LIMIT } from "../../app/areas/calendar/calendar-feed.server";
import { festivityDaysBetween } from "../../app/events/queries/leaves.server";
import { scheduleCalendarEvent } from "../../app/areas/calendar/schedule-calendar-event.server";
import { createCalendarFeedLink } from "../../app/areas/calendar/create-calendar-feed-link.server";
import { hashFeedToken } from "../../app/areas/calendar/calendar-feed-link-command.server";
import { revokeCalendarFeedLink } from "../../app/areas/calendar/revoke-calendar-feed-link.server";
import { addFestivity } from "../../app/areas/festivities/add-festivity.server";
import { generateFestivities } from "../../app/areas/festivities/generate-festivities.server";
import { decideLeave } from "../../app/areas/leave/leave-decisions.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { dbReady, useDb, fileDatabaseUrl } from "./helpers";
import { metaOf, newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let me: CurrentUser;
let other: CurrentUser;
let hr: CurrentUser;
const FEED_NOW = new Date("2035-02-01T10:00:00.000Z");
const request = () => new Request("http://cantiere.test/ics/feed.ics");

async function leave(person: CurrentUser, date: string, approve: boolean): Promise<number> {
  const r = await requestLeave(sql, person, { personId: person.id, leave: { leaveType: 1, period: { shape: "allDay", startDate: date, endDate: date }, description: "Mare" } }, metaOf(person.id));
  if (approve) await decideLeave(sql, hr, "approve", { leaveId: r.id, personId: person.id, expectedVersion: 1 }, metaOf(hr.id));
  return r.id;
}

async function feedOf(token: string) {
  return calendarFeedResponse(sql, request(), `${token}.ics`, FEED_NOW);
}

function eventsOf(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  // the feed's own VTIMEZONE tells the parser what Europe/Zurich is
  const zone = cal.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  return { cal, events: cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  me = await newPerson(sql, { role: "EMPLOYEE", companyCode: "edemar", prefix: "ics" });
  other = await newPerson(sql, { role: "EMPLOYEE", companyCode: "edemar", prefix: "ics" });
  hr = await newPerson(sql, { role: "HR", companyCode: "edemar", prefix: "icshr" });
});

describe("generating a canton's festivities", () => {
  it("adds Ticino's days of a year with the half days once; a second run adds nothing", async () => {
    const g = { year: 2035, canton: "TI" as const, companyCode: "edemar" as const, halfDays: true, titleOf: (id: string) => `TI ${id}` };
    const first = await generateFestivities(sql, g, metaOf(hr.id));
    expect(first).toEqual({ added: 17, skipped: 0 });
    const second = await generateFestivities(sql, g, metaOf(hr.id));
    expect(second).toEqual({ added: 0, skipped: 17 });
    const rows = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM festivity_list WHERE holiday_key LIKE 'TI:2035:%' AND company_code = 'edemar' AND NOT removed`;
    expect(rows[0].n).toBe(17);
    // the half days reach the leave counts marked as such
    const days = await festivityDaysBetween(sql, "edemar", "2035-12-20", "2035-12-31");
    expect(days).toEqual(["2035-12-24/pm", "2035-12-25", "2035-12-26", "2035-12-31/pm"]);
  });

  it("a day the company already has a festivity on (its own or every company's, as the seeded ones) is not added again: each day is listed once", async () => {
    await addFestivity(sql, { title: "Epifania (a mano)", startDate: "2037-01-06", endDate: "2037-01-06", companyCode: "tmwood" }, metaOf(hr.id));
    await addFestivity(sql, { title: "Festa nazionale (tutte)", startDate: "2037-08-01", endDate: "2037-08-01", companyCode: null }, metaOf(hr.id));
    const g = { year: 2037, canton: "TI" as const, companyCode: "tmwood" as const, halfDays: false, titleOf: (id: string) => `TI ${id}` };
    const all = 15; // Ticino's whole days (no Good Friday)
    expect(await generateFestivities(sql, g, metaOf(hr.id))).toEqual({ added: all - 2, skipped: 2 });
    expect(await generateFestivities(sql, g, metaOf(hr.id))).toEqual({ added: 0, skipped: all });
    const twice = await sql<{ day: string; n: number }[]>`
      SELECT start_date::text AS day, count(*)::int AS n FROM festivity_list
      WHERE NOT removed AND (company_code IS NULL OR company_code = 'tmwood') AND start_date BETWEEN '2037-01-01' AND '2037-12-31'
      GROUP BY start_date HAVING count(*) > 1`;
    expect(twice).toEqual([]);
    // every company's generation skips the day every company already has
    const forAll = await generateFestivities(sql, { ...g, companyCode: null }, metaOf(hr.id));
    expect(forAll.skipped).toBe(1);
  });

  it("the same form sent twice appends nothing new (derived command ids)", async () => {
    const meta = metaOf(hr.id);
    const g = { year: 2036, canton: "GE" as const, companyCode: "edemar" as const, halfDays: false, titleOf: (id: string) => id };
    const [a] = await Promise.all([generateFestivities(sql, g, meta)]);
    expect(a.added).toBeGreaterThan(5);
    const events = async () => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM festivity_list WHERE holiday_key LIKE 'GE:2036:%'`)[0].n;
    const before = await events();
    expect((await generateFestivities(sql, g, meta)).added).toBe(0);
    expect(await events()).toBe(before);
  });
});

describe("the calendar link", () => {
  let token: string;
  let approved: number;
  let pending: number;

  beforeAll(async () => {
    // Tuesday 6 and Wednesday 7 March 2035: working days without festivities
    approved = await leave(me, "2035-03-06", true);
    pending = await leave(me, "2035-03-07", false);
    await leave(other, "2035-03-06", true);
    await addFestivity(sql, { title: "Festa di un'altra azienda", startDate: "2035-03-08", endDate: "2035-03-08", companyCode: "sitaf" }, metaOf(hr.id));
    await scheduleCalendarEvent(sql, { title: "Riunione, pubblica; tutti", description: "Ordine del giorno\nPunto 1", place: "Lugano", startAt: "2035-03-09T08:00:00+01:00", endAt: "2035-03-09T10:30:00+01:00", isPublic: true, siteId: null }, metaOf(other.id));
    await scheduleCalendarEvent(sql, { title: "Privato di altri", description: "", place: "", startAt: "2035-03-09T08:00:00+01:00", endAt: "2035-03-09T09:00:00+01:00", isPublic: false, siteId: null }, metaOf(other.id));
    await scheduleCalendarEvent(sql, { title: "Mio privato", description: "", place: "", startAt: "2035-07-02T13:00:00+02:00", endAt: "2035-07-02T14:00:00+02:00", isPublic: false, siteId: null }, metaOf(me.id));
    token = (await createCalendarFeedLink(sql, me.id, metaOf(me.id))).token;
  });

  it("stores only the token's hash", async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await sql<{ token_hash: string }[]>`SELECT token_hash FROM calendar_feed_list WHERE person_id = ${me.id}`;
    expect(rows[0].token_hash).toBe(hashFeedToken(token));
    const stored = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE data::text LIKE ${`%${token}%`}`;
    expect(stored[0].n).toBe(0);
  });

  it("answers valid iCalendar with the approved leave, the festivities and the visible events only", async () => {
    const res = await feedOf(token);
    expect(res?.status).toBe(200);
    expect(res?.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await res!.text();
    expect(text.includes("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const { cal, events } = eventsOf(text);
    expect(cal.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Zurich");
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain(`leave-${approved}@cantiere.test`);
    expect(uids).not.toContain(`leave-${pending}@cantiere.test`);
    expect(uids.filter((u) => u.startsWith("leave-"))).toEqual([`leave-${approved}@cantiere.test`]);
    for (const v of cal.getAllSubcomponents("vevent")) expect(v.getFirstPropertyValue("dtstamp")).toBeTruthy();

    const leaveEvent = events.find((e) => e.uid === `leave-${approved}@cantiere.test`)!;
    expect(leaveEvent.startDate.isDate).toBe(true);
    expect(leaveEvent.startDate.toString()).toBe("2035-03-06");
    expect(leaveEvent.endDate.toString()).toBe("2035-03-07");

    const summaries = events.map((e) => e.summary);
    expect(summaries).toContain("TI st-joseph");
    expect(summaries).toContain("TI christmas-eve-afternoon (mezza giornata)");
    expect(summaries).not.toContain("Festa di un'altra azienda");
    expect(summaries).not.toContain("Privato di altri");
    expect(summaries).toContain("Mio privato");

    const meeting = events.find((e) => e.summary === "Riunione, pubblica; tutti")!;
    expect(meeting.description).toBe("Ordine del giorno\nPunto 1");
    expect(meeting.location).toBe("Lugano");
    expect(meeting.startDate.isDate).toBe(false);
    expect(meeting.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Zurich");
    expect(meeting.startDate.toJSDate().toISOString()).toBe("2035-03-09T07:00:00.000Z");
    expect([meeting.startDate.hour, meeting.startDate.minute]).toEqual([8, 0]);
    expect(meeting.endDate.toUnixTime() - meeting.startDate.toUnixTime()).toBe(150 * 60);
    // summer time: 13:00 in Zurich is 11:00 UTC
    const mine = events.find((e) => e.summary === "Mio privato")!;
    expect(mine.startDate.toJSDate().toISOString()).toBe("2035-07-02T11:00:00.000Z");
  });

  it("regenerating makes the old token unknown and the new one work", async () => {
    const next = (await createCalendarFeedLink(sql, me.id, metaOf(me.id))).token;
    expect(next).not.toBe(token);
    expect(await feedOf(token)).toBeNull();
    expect((await feedOf(next))?.status).toBe(200);
    token = next;
  });

  it("a revoked, an unknown or a malformed token is not found", async () => {
    await revokeCalendarFeedLink(sql, me.id, metaOf(me.id));
    expect(await feedOf(token)).toBeNull();
    expect(await feedOf("A".repeat(43))).toBeNull();
    expect(await calendarFeedResponse(sql, request(), "../../etc/passwd", FEED_NOW)).toBeNull();
    expect(await calendarFeedResponse(sql, request(), token, FEED_NOW)).toBeNull();
    // revoking again records nothing
    const again = await revokeCalendarFeedLink(sql, me.id, metaOf(me.id));
    expect(again.eventTypes).toEqual([]);
  });

  it("bounds the fetches of one link a minute, counted in PostgreSQL (every process shares the count)", async () => {
    const hash = "f".repeat(64);
    const t0 = Date.UTC(2026, 10, 26, 10, 0, 5);
    // another process's connection counts towards the same limit
    const otherDb = await openDb({ url: fileDatabaseUrl(), max: 1 });
    const other = otherDb.sql;
    try {
      for (let i = 0; i < RATE_LIMIT; i++) expect(await allowFetch(i % 2 === 0 ? sql : other, hash, new Date(t0 + i))).toBe(true);
      expect(await allowFetch(other, hash, new Date(t0 + RATE_LIMIT))).toBe(false);
      expect(await allowFetch(sql, hash, new Date(t0 + 61_000))).toBe(true);
    } finally {
      await otherDb.close();
    }
  });

  it("the projections read the same after a rebuild", async () => {
    for (const p of [calendarFeedList, festivityList]) {
      const table = p.name;
      const before = await sql.unsafe(`SELECT * FROM ${table} ORDER BY 1`);
      await rebuildProjection(sql, p as unknown as RowProjection);
      expect(await sql.unsafe(`SELECT * FROM ${table} ORDER BY 1`)).toEqual(before);
    }
  });
});
