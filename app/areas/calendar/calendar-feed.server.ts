// GET /ics/<token>.ics: a person's private calendar link as iCalendar (ADR-0062). No session: the
// token is the key. An unknown, malformed or revoked token is a 404 (the same answer for each, so
// the answer tells nothing about which tokens exist). Bounded: a window of one year back and two
// ahead, at most FEED_LIMIT items of each kind, and at most RATE_LIMIT fetches a minute per link
// (counted in PostgreSQL, for every app process).
import { Temporal } from "temporal-polyfill";
import type { Sql } from "~/db.server";
import { writeIcs, type IcsItem } from "~/domain/calendar-feed/ics";
import { leaveTypeKey, type LeaveTypeCode } from "~/domain/leave/types";
import { personName } from "~/domain/person/name";
import { feedContentOf, feedOwnerOf } from "~/events/queries/calendar-feed.server";
import { getT } from "~/i18n/i18next.server";
import { FEED_TOKEN, hashFeedToken } from "~/areas/calendar/calendar-feed-link-command.server";

/** Fetches a minute per link; calendar apps poll every few minutes to hours. */
export const RATE_LIMIT = 30;

/**
 * Counts this fetch of an existing link in its minute and says whether it is within the limit. The
 * count lives in PostgreSQL (calendar_feed_fetches), so every app process shares it; one statement,
 * no lock held beyond it. A fixed minute per link: at most 2 × RATE_LIMIT across a minute boundary.
 */
export async function allowFetch(sql: Sql, hash: string, now: Date): Promise<boolean> {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [row] = await sql<{ fetches: number }[]>`
    INSERT INTO calendar_feed_fetches AS f (token_hash, minute, fetches) VALUES (${hash}, ${minute}, 1)
    ON CONFLICT (token_hash) DO UPDATE
      SET fetches = CASE WHEN f.minute = EXCLUDED.minute THEN f.fetches + 1 ELSE 1 END, minute = EXCLUDED.minute
    RETURNING fetches`;
  return row.fetches <= RATE_LIMIT;
}

/** The feed's answer, or null when the link is unknown, malformed or revoked (the route answers the app's one 404). */
export async function calendarFeedResponse(sql: Sql, request: Request, file: string | undefined, now: Date): Promise<Response | null> {
  const token = file?.endsWith(".ics") ? file.slice(0, -4) : null;
  if (!token || !FEED_TOKEN.test(token)) return null;
  const hash = hashFeedToken(token);
  const owner = await feedOwnerOf(sql, hash);
  if (!owner) return null;
  // counted only for a link that exists: unknown tokens add no rows
  if (!(await allowFetch(sql, hash, now))) {
    return new Response("Too Many Requests", { status: 429, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" } });
  }
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO("Europe/Zurich").toPlainDate();
  const window = { from: today.subtract({ years: 1 }).toString(), to: today.add({ years: 2 }).toString() };
  const content = await feedContentOf(sql, owner, window);
  const t = await getT(request);
  const host = new URL(request.url).hostname || "cantiere";
  const items: IcsItem[] = [
    ...content.festivities.map((f) => ({
      uid: `festivity-${f.id}@${host}`,
      summary: f.halfDay ? t("ics.half_day_summary", { title: f.title }) : f.title,
      allDay: true,
      start: f.startDate,
      end: f.endDate,
      categories: t("ics.category.festivity"),
    })),
    ...content.leaves.map((l) => ({
      uid: `leave-${l.id}@${host}`,
      summary: t(leaveTypeKey(l.leaveType as LeaveTypeCode)),
      description: l.description,
      allDay: l.allDay,
      start: l.allDay ? l.startDate : l.startAt,
      end: l.allDay ? l.endDate : l.endAt,
      categories: t("ics.category.leave"),
    })),
    ...content.events.map((e) => ({
      uid: `event-${e.id}@${host}`,
      summary: e.title,
      description: e.description,
      location: e.place,
      allDay: false,
      start: e.startAt,
      end: e.endAt,
      categories: t("ics.category.event"),
    })),
  ];
  const body = writeIcs({ name: t("ics.calendar_name", { name: personName({ firstName: owner.firstName, lastName: owner.lastName }) }), now: now.toISOString(), items });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="cantiere.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
