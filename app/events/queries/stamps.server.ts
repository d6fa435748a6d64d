// Reads of the stamp_list projection for the stamping screens and the monthly sheet: a person's
// stamps of a period (a day wider on each side, so night shifts find their partner), one stamp
// record, what the rules need about a person, and the place presets of a company (its seat and
// its sites with coordinates). Days and totals are counted by the domain (totals.ts) from the rows.
// User input reaches SQL only as parameters.
import { Temporal } from "temporal-polyfill";
import { zurichDateOf } from "~/domain/shared/zurich-time";
import type { Queryable } from "~/db.server";
import type { Capability, Principal, Role } from "~/domain/access/permissions";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { TIME_ZONE } from "~/domain/shared/format";
import { CLOCK_SKEW_SECONDS, expectedKind, type LastStamp } from "~/domain/stamping/clock";
import { monthRange, summarize, type PeriodSummary } from "~/domain/stamping/totals";
import type { PlaceSource, StampKind, StampPlace, StampSource, StampStatus } from "~/domain/stamping/types";
import { personNameOf } from "~/domain/person/name";
import { searchPatterns } from "./sites.server";

export interface StampRow {
  id: number;
  personId: number;
  kind: StampKind;
  status: StampStatus;
  source: StampSource;
  /** ISO instant (UTC) */
  stampedAt: string;
  originalKind: StampKind;
  originalStampedAt: string;
  deviceAt: string | null;
  placeSource: PlaceSource;
  place: StampPlace | null;
  /** the site the stamp names and its title (ADR-0122); null: no site */
  siteId: number | null;
  siteTitle: string | null;
  /** outside the site's radius when stamped, and by how many metres (null once erased or not measured) */
  offSite: boolean;
  distanceM: number | null;
  partnerStampId: number | null;
  reason: string;
  corrections: number;
  recordedAt: string;
  recordedBy: number;
  /** who recorded a crew stamp (the foreman, ADR-0123); null for every other source */
  recordedByName: string | null;
  correctedAt: string | null;
  correctedBy: number | null;
  closedAt: string | null;
  closedBy: number | null;
  /** the stream's version: the expected version of a form acting on it */
  version: number;
}

interface DbRow {
  id: number;
  person_id: number;
  kind: StampKind;
  status: StampStatus;
  source: StampSource;
  stamped_at: Date;
  original_kind: StampKind;
  original_stamped_at: Date;
  device_at: Date | null;
  place_source: PlaceSource;
  latitude: number | null;
  longitude: number | null;
  place_label: string | null;
  site_id: number | null;
  site_title: string | null;
  off_site: boolean;
  distance_m: number | null;
  recorded_by_name: string | null;
  partner_stamp_id: number | null;
  reason: string;
  corrections: number;
  recorded_at: Date;
  recorded_by: number;
  corrected_at: Date | null;
  corrected_by: number | null;
  closed_at: Date | null;
  closed_by: number | null;
  stream_version: number;
}

// the site's title and a crew stamp's foreman come along (subqueries by primary key), so every list names them
const COLUMNS =
  "id, person_id, kind, status, source, stamped_at, original_kind, original_stamped_at, device_at, place_source, latitude, longitude, place_label, site_id, off_site, distance_m, partner_stamp_id, reason, corrections, recorded_at, recorded_by, corrected_at, corrected_by, closed_at, closed_by, stream_version, " +
  "(SELECT s.title FROM site_list s WHERE s.id = stamp_list.site_id) AS site_title, " +
  "(SELECT trim(p.first_name || ' ' || p.last_name) FROM person_list p WHERE p.id = stamp_list.recorded_by AND stamp_list.source = 'crew' AND NOT p.erased) AS recorded_by_name";

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const toRow = (r: DbRow): StampRow => ({
  id: Number(r.id),
  personId: Number(r.person_id),
  kind: r.kind,
  status: r.status,
  source: r.source,
  stampedAt: r.stamped_at.toISOString(),
  originalKind: r.original_kind,
  originalStampedAt: r.original_stamped_at.toISOString(),
  deviceAt: iso(r.device_at),
  placeSource: r.place_source,
  place: r.latitude === null || r.longitude === null ? null : { latitude: Number(r.latitude), longitude: Number(r.longitude), label: r.place_label },
  siteId: num(r.site_id),
  siteTitle: r.site_title,
  offSite: r.off_site === true,
  distanceM: num(r.distance_m),
  recordedByName: r.recorded_by_name,
  partnerStampId: num(r.partner_stamp_id),
  reason: r.reason,
  corrections: Number(r.corrections),
  recordedAt: r.recorded_at.toISOString(),
  recordedBy: Number(r.recorded_by),
  correctedAt: iso(r.corrected_at),
  correctedBy: num(r.corrected_by),
  closedAt: iso(r.closed_at),
  closedBy: num(r.closed_by),
  version: Number(r.stream_version),
});

/** Midnight in Zurich at the start of a date, as an instant. */
function zurichMidnight(date: Temporal.PlainDate): string {
  return date.toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
}

/** Every stamp record of the person (any status) from a day before `from` to a day after `to`, in time order. */
export async function stampsAround(db: Queryable, personId: number, from: string, to: string): Promise<StampRow[]> {
  const start = zurichMidnight(Temporal.PlainDate.from(from).subtract({ days: 1 }));
  const end = zurichMidnight(Temporal.PlainDate.from(to).add({ days: 2 }));
  const rows = await db<DbRow[]>`
    SELECT ${db.unsafe(COLUMNS)} FROM stamp_list
    WHERE person_id = ${personId} AND stamped_at >= ${start}::timestamptz AND stamped_at < ${end}::timestamptz
    ORDER BY stamped_at, id`;
  return rows.map(toRow);
}

/** One stamp record with its version; null for an unknown or malformed id. */
export async function stampById(db: Queryable, id: number): Promise<StampRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<DbRow[]>`SELECT ${db.unsafe(COLUMNS)} FROM stamp_list WHERE id = ${id}`;
  return r ? toRow(r) : null;
}

/** The proposals of a person still waiting for HR. */
export async function pendingProposalsOf(db: Queryable, personId: number): Promise<StampRow[]> {
  const rows = await db<DbRow[]>`SELECT ${db.unsafe(COLUMNS)} FROM stamp_list WHERE person_id = ${personId} AND status = 'PROPOSED' ORDER BY stamped_at, id`;
  return rows.map(toRow);
}

/** How many records other than `exceptId` complete `partnerId`: proposals waiting or accepted. */
export async function proposalsCompleting(db: Queryable, partnerId: number, exceptId: number): Promise<number> {
  const [{ n }] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM stamp_list
    WHERE partner_stamp_id = ${partnerId} AND id <> ${exceptId} AND status IN ('PROPOSED', 'ACTIVE')`;
  return n;
}

/** A period of a person's stamps counted by the domain, with every record of the period (for the lists). */
export interface StampPeriod {
  summary: PeriodSummary<StampRow>;
  /** every record whose time falls in the period (also proposals, refused and deleted ones) */
  records: StampRow[];
}

/** The person's period from `from` to `to` (YYYY-MM-DD), counted as of `now` (an ISO instant). */
export async function stampPeriodOf(db: Queryable, personId: number, from: string, to: string, now: string): Promise<StampPeriod> {
  const rows = await stampsAround(db, personId, from, to);
  const summary = summarize(rows, from, to, now);
  const days = new Set(summary.days.map((d) => d.date));
  const dateOf = (r: StampRow) => zurichDateOf(r.stampedAt).toString();
  return { summary, records: rows.filter((r) => days.has(dateOf(r))) };
}

/** The person's month ("YYYY-MM"), counted as of `now`; null for a malformed month. */
export async function stampMonthOf(db: Queryable, personId: number, month: string, now: string): Promise<StampPeriod | null> {
  const r = monthRange(month);
  return r ? stampPeriodOf(db, personId, r.from, r.to, now) : null;
}

/**
 * The person's latest active or proposed stamp up to now (a minute's clock skew allowed), other
 * than `exceptId`: what the clock's turn is decided on (ADR-0042). Uses stamp_list's (person_id,
 * stamped_at) index.
 */
export async function lastStampOf(db: Queryable, personId: number, now: string, exceptId: number | null = null): Promise<LastStamp | null> {
  const [r] = await db<{ id: number; kind: StampKind; status: "ACTIVE" | "PROPOSED"; stamped_at: Date }[]>`
    SELECT id, kind, status, stamped_at FROM stamp_list
    WHERE person_id = ${personId} AND status IN ('ACTIVE', 'PROPOSED') AND id <> ${exceptId ?? 0}
      AND stamped_at <= ${now}::timestamptz + make_interval(secs => ${CLOCK_SKEW_SECONDS})
    ORDER BY stamped_at DESC, id DESC LIMIT 1`;
  return r ? { id: Number(r.id), kind: r.kind, status: r.status, stampedAt: r.stamped_at.toISOString() } : null;
}

/** What the person's clock expects next as of `now` (an ISO instant), and the stamp that decides it. */
export async function clockStateOf(db: Queryable, personId: number, now: string): Promise<{ expected: StampKind; last: LastStamp | null }> {
  const last = await lastStampOf(db, personId, now);
  return { expected: expectedKind(last, now), last };
}

/** Whether the person is clocked in at `now` (an ISO instant): the clock expects their clock-out (ADR-0042). */
export async function isClockedIn(db: Queryable, personId: number, now: string): Promise<boolean> {
  return (await clockStateOf(db, personId, now)).expected === "USCITA";
}

/** What the stamping rules and screens need about a person. */
export interface StampPerson {
  principal: Principal;
  name: string;
  companyCode: CompanyCode;
  /** minutes of break per day from the employee record; null when not set */
  breakTime: number | null;
  badgeId: number | null;
}

export async function stampPersonOf(db: Queryable, personId: number): Promise<StampPerson | null> {
  if (!Number.isSafeInteger(personId) || personId <= 0) return null;
  const [r] = await db<
    { id: number; company_code: CompanyCode; role: Role | null; capabilities: Capability[] | null; active: boolean; first_name: string; last_name: string; break_time: number | null; badge_id: number | null }[]
  >`SELECT id, company_code, role, capabilities, active, first_name, last_name, break_time, badge_id FROM person_list WHERE id = ${personId} AND NOT erased`;
  if (!r) return null;
  return {
    principal: { personId: Number(r.id), role: r.role, capabilities: r.capabilities ?? [], companyCode: r.company_code, active: r.active },
    name: `${r.first_name} ${r.last_name}`.trim(),
    companyCode: r.company_code,
    breakTime: r.break_time === null ? null : Number(r.break_time),
    badgeId: r.badge_id === null ? null : Number(r.badge_id),
  };
}

/** A place a person may pick without JavaScript: the company's seat or one of its sites with coordinates. */
export interface PlacePreset {
  /** "company" or "site-<id>" */
  id: string;
  label: string;
  latitude: number;
  longitude: number;
}

/** The company's seat first, then its open or planned sites with coordinates, by title. */
export async function placePresetsOf(db: Queryable, companyCode: CompanyCode): Promise<PlacePreset[]> {
  const [company, sites] = await Promise.all([
    db<{ name: string; address: string; city: string; latitude: number | null; longitude: number | null }[]>`
      SELECT name, address, city, latitude, longitude FROM company_list WHERE code = ${companyCode}`,
    db<{ id: number; title: string; city: string; latitude: number; longitude: number }[]>`
      SELECT id, title, city, latitude, longitude FROM site_list
      WHERE company_code = ${companyCode} AND latitude IS NOT NULL AND longitude IS NOT NULL AND status IN ('OPEN', 'PLANNED')
      ORDER BY title, id`,
  ]);
  const out: PlacePreset[] = [];
  for (const c of company) {
    if (c.latitude !== null && c.longitude !== null) {
      out.push({ id: "company", label: `${c.name || COMPANY_NAMES[companyCode]} – ${c.address}, ${c.city}`, latitude: Number(c.latitude), longitude: Number(c.longitude) });
    }
  }
  for (const s of sites) out.push({ id: `site-${s.id}`, label: `${s.title} (${s.city})`, latitude: Number(s.latitude), longitude: Number(s.longitude) });
  return out;
}

/** One person's line in HR's overview of a month. */
export interface StampOverviewRow {
  personId: number;
  name: string;
  companyCode: CompanyCode;
  totalMinutes: number;
  flaggedDays: number;
  pendingProposals: number;
  /** active stamps of the month outside their site's radius (ADR-0122) */
  offSiteStamps: number;
}

/**
 * HR's overview: the people of the given companies listed in HR (by last name, searched by name),
 * a page of them with their month's total (counted as of `now`, an ISO instant), flagged days and
 * proposals waiting (any month).
 */
export async function stampOverview(
  db: Queryable,
  q: { companies: readonly CompanyCode[]; search: string; month: string; page: number; size: number; now: string; offSiteOnly?: boolean },
): Promise<{ rows: StampOverviewRow[]; total: number }> {
  const range = monthRange(q.month);
  if (!range || q.companies.length === 0) return { rows: [], total: 0 };
  // every word, in any order: "Rossi, Mario" finds the person as the list names them
  const patterns = searchPatterns(q.search);
  const monthStart = zurichMidnight(Temporal.PlainDate.from(range.from));
  const monthEnd = zurichMidnight(Temporal.PlainDate.from(range.to).add({ days: 1 }));
  const where = db`
    company_code = ANY(${[...q.companies]}::text[]) AND NOT erased AND active
    AND ('LIST_IN_HR_MODULE' = ANY(capabilities) OR role NOT IN ('CLIENT', 'AUDITOR'))
    ${patterns.length ? db`AND search LIKE ALL(${db.array(patterns, 25)})` : db``}
    ${
      q.offSiteOnly
        ? db`AND EXISTS (SELECT 1 FROM stamp_list o WHERE o.person_id = person_list.id AND o.off_site AND o.status = 'ACTIVE'
              AND o.stamped_at >= ${monthStart}::timestamptz AND o.stamped_at < ${monthEnd}::timestamptz)`
        : db``
    }`;
  const [people, [{ n }]] = await Promise.all([
    db<{ id: number; first_name: string; last_name: string; company_code: CompanyCode }[]>`
      SELECT id, first_name, last_name, company_code FROM person_list WHERE ${where}
      ORDER BY last_name, first_name, id LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM person_list WHERE ${where}`,
  ]);
  const ids = people.map((p) => Number(p.id));
  if (ids.length === 0) return { rows: [], total: n };
  const start = zurichMidnight(Temporal.PlainDate.from(range.from).subtract({ days: 1 }));
  const end = zurichMidnight(Temporal.PlainDate.from(range.to).add({ days: 2 }));
  const [stamps, pending] = await Promise.all([
    db<DbRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM stamp_list
      WHERE person_id = ANY(${ids}::bigint[]) AND stamped_at >= ${start}::timestamptz AND stamped_at < ${end}::timestamptz
      ORDER BY stamped_at, id`,
    db<{ person_id: number; n: number }[]>`
      SELECT person_id, count(*)::int AS n FROM stamp_list WHERE status = 'PROPOSED' AND person_id = ANY(${ids}::bigint[]) GROUP BY person_id`,
  ]);
  const byPerson = new Map<number, StampRow[]>();
  for (const r of stamps.map(toRow)) byPerson.set(r.personId, [...(byPerson.get(r.personId) ?? []), r]);
  const pendingOf = new Map(pending.map((p) => [Number(p.person_id), Number(p.n)]));
  return {
    total: n,
    rows: people.map((p) => {
      const id = Number(p.id);
      const s = summarize(byPerson.get(id) ?? [], range.from, range.to, q.now);
      return {
        personId: id,
        name: personNameOf(p),
        companyCode: p.company_code,
        totalMinutes: s.totalMinutes,
        flaggedDays: s.flaggedDays,
        pendingProposals: pendingOf.get(id) ?? 0,
        offSiteStamps: s.days.reduce((n, d) => n + d.stamps.filter((x) => x.stamp.offSite).length, 0),
      };
    }),
  };
}
