// The loaders of the calendar pages (personal, employee, site) and of their item detail pages:
// the route says whose calendar it is (its scope, checked on the server) and where it lives; this
// module reads the items (one query over the projections), words them, and says which follow-up
// links (edit a leave, an event, a stamp) this user may follow. `?format=json` answers the same
// window as JSON for the enhanced grid (ADR-0058).
import { Temporal } from "temporal-polyfill";
import type { CurrentUser } from "~/auth/user.server";
import { nowIso, zurichToday } from "~/clock.server";
import type { Queryable } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { anyOf, allows } from "~/domain/access/policy";
import { calendarQuery, durationMinutes, parseItemId } from "~/domain/calendar/view";
import { TIME_ZONE } from "~/domain/shared/format";
import { hoursAndMinutes } from "~/domain/stamping/totals";
import { calendarEventById, calendarItemOf, type CalendarEventRecord, type CalendarScope } from "~/events/queries/calendar.server";
import { getT } from "~/i18n/i18next.server";
import { calendarPageOf, itemPeriod, itemTitle } from "~/ui/calendar/calendar-page.server";
import type { ItemDetail } from "~/ui/calendar/calendar-types";
import { notFound } from "./scope.server";

/** May this user change or cancel the event? Its owner, HR, and for a site's event whoever may update sites. */
export function mayEditEvent(user: Pick<CurrentUser, "id" | "access">, e: Pick<CalendarEventRecord, "ownerId" | "siteId">): boolean {
  return e.ownerId === user.id || can(user.access, "update", "hr") || (e.siteId !== null && can(user.access, "update", "sites"));
}

/** May this user add an event to this calendar? A person's own (update profile), a site's (update sites). */
export function mayAddEvent(user: Pick<CurrentUser, "access">, scope: CalendarScope): boolean {
  return scope.kind === "site" ? can(user.access, "update", "sites") : can(user.access, "update", "profile");
}

/** "2026-03-10T08:00:00" in Zurich for an instant with any offset. */
function zurichWall(iso: string): string {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(TIME_ZONE).toPlainDateTime().toString({ smallestUnit: "second" });
}

/** The calendar page of a scope, and (`?format=json`) its items for the enhanced grid too. The page
 * data is always there: a browser asking for `?format=json` by hand gets the page, not a crash. */
export async function calendarLoader(request: Request, db: Queryable, scope: CalendarScope, base: string) {
  const t = await getT(request);
  const now = nowIso();
  const { data, items } = await calendarPageOf(db, t, { url: request.url, base, scope, today: zurichToday(now).toString(), now });
  if (new URL(request.url).searchParams.get("format") === "json") {
    const back = calendarQuery(data.params);
    return {
      json: items.map((i) => ({
        id: i.id,
        title: itemTitle(t, i),
        // Zurich wall time without an offset: the enhanced grid shows it as is (ADR-0061)
        start: i.allDay ? i.start : zurichWall(i.start),
        // FullCalendar's all-day end is exclusive
        end: i.allDay ? Temporal.PlainDate.from(i.end).add({ days: 1 }).toString() : zurichWall(i.end),
        allDay: i.allDay,
        url: `${base}/${i.id}${back}`,
        color: i.color,
        kind: i.kind,
      })),
      data,
    };
  }
  return { json: null, data };
}

/** One item of the scope's calendar (a 404 when it is not on it), with the edit link this user may follow. */
export async function calendarItemLoader(request: Request, db: Queryable, user: CurrentUser, scope: CalendarScope, base: string, rawId: string | undefined): Promise<ItemDetail> {
  const ref = parseItemId(rawId);
  if (!ref) throw notFound();
  const item = await calendarItemOf(db, scope, ref.kind, ref.recordId);
  if (!item) throw notFound();
  const t = await getT(request);
  const query = new URL(request.url).search;
  let edit: ItemDetail["edit"] = null;
  if (item.kind === "personRequests" && item.personId !== null && allows(anyOf(["update", "hr"], ["update", "leave"]), user.access)) {
    edit = { to: `/app/hr/users/${item.personId}/leaves/${item.recordId}/edit`, label: t("calendar.detail.edit_leave") };
  } else if (item.kind === "stampingLogs" && item.personId !== null && can(user.access, "update", "stampingsLog")) {
    edit = { to: `/app/hr/users/${item.personId}/stamps/${item.recordId}/edit`, label: t("calendar.detail.edit_stamp") };
  } else if (item.kind === "events") {
    const e = await calendarEventById(db, item.recordId);
    if (e && mayEditEvent(user, e)) edit = { to: `/app/profile/calendar/events/${e.id}/edit?back=${encodeURIComponent(`${base}${query}`)}`, label: t("calendar.detail.edit_event") };
  }
  const minutes = durationMinutes(item);
  return {
    id: item.id,
    kind: item.kind,
    kindLabel: t(`calendar.kinds.${item.kind}`),
    title: itemTitle(t, item),
    period: itemPeriod(item),
    duration: item.allDay ? null : t("calendar.detail.duration_value", { value: hoursAndMinutes(minutes), hours: Math.round((minutes / 60) * 100) / 100 }),
    minutes,
    place: item.place,
    description: item.description,
    isPublic: item.isPublic,
    back: `${base}${query}`,
    edit,
  };
}
