// A person's private calendar link (calendar_feed_list) and what its feed holds (ADR-0062): their
// approved leaves (leave_list), the festivities of their company and of every company
// (festivity_list), and the calendar events they may see — public ones without a site and their own
// (calendar_event_list, as the personal calendar shows them). Never pending, rejected or withdrawn
// requests, never another person's. A bounded window and at most FEED_LIMIT items of each kind.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { LeaveDetails } from "~/domain/leave/events";

/** At most this many items of each kind in one feed (the size bound). */
export const FEED_LIMIT = 1000;

export interface FeedLink {
  createdAt: string;
  tokenHash: string;
}

/** The person's working link, or null. */
export async function activeFeedLinkOf(db: Queryable, personId: number): Promise<FeedLink | null> {
  const [r] = await db<{ created_at: Date; token_hash: string }[]>`SELECT created_at, token_hash FROM calendar_feed_list WHERE person_id = ${personId} AND NOT revoked`;
  return r ? { createdAt: new Date(r.created_at).toISOString(), tokenHash: r.token_hash } : null;
}

export interface FeedOwner {
  personId: number;
  companyCode: CompanyCode;
  firstName: string;
  lastName: string;
}

/** Whose working link has this token hash: an active, not erased person; null otherwise (the feed answers 404). */
export async function feedOwnerOf(db: Queryable, tokenHash: string): Promise<FeedOwner | null> {
  if (!/^[0-9a-f]{64}$/.test(tokenHash)) return null;
  const [r] = await db<{ id: number; company_code: CompanyCode; first_name: string; last_name: string }[]>`
    SELECT p.id, p.company_code, p.first_name, p.last_name
    FROM calendar_feed_list f JOIN person_list p ON p.id = f.person_id
    WHERE f.token_hash = ${tokenHash} AND NOT f.revoked AND p.active AND NOT p.erased`;
  return r ? { personId: Number(r.id), companyCode: r.company_code, firstName: r.first_name, lastName: r.last_name } : null;
}

export interface FeedContent {
  leaves: { id: number; leaveType: number; allDay: boolean; startDate: string; endDate: string; startAt: string; endAt: string; description: string }[];
  festivities: { id: number; title: string; startDate: string; endDate: string; halfDay: boolean }[];
  events: { id: number; title: string; description: string; place: string; startAt: string; endAt: string }[];
}

/** The feed's items between two days (YYYY-MM-DD, inclusive). */
export async function feedContentOf(db: Queryable, owner: FeedOwner, window: { from: string; to: string }): Promise<FeedContent> {
  const [leaves, festivities, events] = await Promise.all([
    db<{ id: number; leave_type: number; details: LeaveDetails; start_at: Date; end_at: Date; description: string }[]>`
      SELECT id, leave_type, details, start_at, end_at, description FROM leave_list
      WHERE person_id = ${owner.personId} AND status = 'APPROVED'
        AND start_date <= ${window.to}::date AND end_date >= ${window.from}::date
      ORDER BY start_date, id LIMIT ${FEED_LIMIT}`,
    db<{ id: number; title: string; start_date: string; end_date: string; half_day: boolean }[]>`
      SELECT id, title, start_date::text AS start_date, end_date::text AS end_date, half_day FROM festivity_list
      WHERE NOT removed AND (company_code IS NULL OR company_code = ${owner.companyCode})
        AND start_date <= ${window.to}::date AND end_date >= ${window.from}::date
      ORDER BY start_date, id LIMIT ${FEED_LIMIT}`,
    db<{ id: number; title: string; description: string; place: string; start_at: Date; end_at: Date }[]>`
      SELECT id, title, description, place, start_at, end_at FROM calendar_event_list
      WHERE NOT cancelled AND ((site_id IS NULL AND is_public) OR owner_id = ${owner.personId})
        AND start_at < (${window.to}::date + 1)::timestamptz AND end_at >= ${window.from}::date::timestamptz
        AND start_at <= end_at
      ORDER BY start_at, id LIMIT ${FEED_LIMIT}`,
  ]);
  return {
    leaves: leaves.map((l) => ({
      id: Number(l.id),
      leaveType: l.leave_type,
      allDay: l.details.shape === "allDay",
      startDate: l.details.startDate,
      endDate: l.details.endDate,
      startAt: new Date(l.start_at).toISOString(),
      endAt: new Date(l.end_at).toISOString(),
      description: l.description,
    })),
    festivities: festivities.map((f) => ({ id: Number(f.id), title: f.title, startDate: f.start_date, endDate: f.end_date, halfDay: f.half_day })),
    events: events.map((e) => ({ id: Number(e.id), title: e.title, description: e.description, place: e.place, startAt: new Date(e.start_at).toISOString(), endAt: new Date(e.end_at).toISOString() })),
  };
}
