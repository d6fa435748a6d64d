// The loaders of the calendar pages (personal, employee, site) and of their item detail pages:
// the route says whose calendar it is (its scope, checked on the server) and where it lives; this
// module reads the items (one query over the projections), words them, and says which follow-up
// links (edit a leave, an event, a stamp) this user may follow. `?format=json` answers the same
// window as JSON for the enhanced grid (ADR-0058).
import type { CurrentUser } from "~/auth/user.server";
import { nowIso, zurichToday } from "~/clock.server";
import type { Queryable } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { calendarQuery, durationMinutes, feedTimes, isMoment, leaveFollowUp, mayDeleteEvent, mayEditEvent, parseItemId } from "~/domain/calendar/view";
import { leaveById } from "~/events/queries/leaves.server";
import { formatDate } from "~/domain/shared/format";
import { hoursAndMinutes } from "~/domain/stamping/totals";
import { mayDeleteStamps } from "~/domain/stamping/types";
import { calendarEventById, calendarItemOf, type CalendarScope } from "~/events/queries/calendar.server";
import { stampById, type StampRow } from "~/events/queries/stamps.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { stampActorOf } from "~/areas/stamping/stamp-command.server";
import { calendarPageOf, itemPeriod, itemTitle } from "~/areas/calendar/calendar-page.server";
import type { ItemDetail } from "~/ui/calendar/calendar-types";
import { notFound } from "~/http/scope.server";
import { queryParams } from "~/domain/shared/query-params";


/** May this user delete the stamp from a calendar? The stamping rule (update profile and update stampingsLog, never one's own), an active stamp only. */
export function mayDeleteStampOf(user: Pick<CurrentUser, "id" | "access">, s: Pick<StampRow, "personId" | "status">): boolean {
  return s.status === "ACTIVE" && s.personId !== user.id && mayDeleteStamps(stampActorOf(user));
}

/** A calendar URL's query without the detail page's own `delete` step (and Remix's data markers). */
export function calendarSearchOf(url: string): string {
  const q = queryParams(url).all();
  for (const k of ["delete", "index", "_data", "_routes"]) q.delete(k);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** May this user add an event to this calendar? A person's own (update profile), a site's (update sites). */
export function mayAddEvent(user: Pick<CurrentUser, "access">, scope: CalendarScope): boolean {
  return scope.kind === "site" ? can(user.access, "update", "sites") : can(user.access, "update", "profile");
}

/** The calendar page of a scope, and (`?format=json`) its items for the enhanced grid too. The page
 * data is always there: a browser asking for `?format=json` by hand gets the page, not a crash. */
export async function calendarLoader(request: Request, db: Queryable, scope: CalendarScope, base: string) {
  const t = await getT(request);
  const now = nowIso();
  const { data, items } = await calendarPageOf(db, t, { url: request.url, base, scope, today: zurichToday(now).toString(), now });
  if (queryParams(request).get("format") === "json") {
    const back = calendarQuery(data.params);
    return {
      json: items.map((i) => ({
        id: i.id,
        title: itemTitle(t, i),
        ...feedTimes(i),
        url: `${base}/${i.id}${back}`,
        color: i.color,
        kind: i.kind,
        halfDay: i.halfDay === true,
        moment: isMoment(i),
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
  const url = new URL(request.url);
  const query = calendarSearchOf(request.url);
  const self = `${url.pathname}${query}`;
  const confirmTo = `${url.pathname}${query ? `${query}&` : "?"}delete=1`;
  let edit: ItemDetail["edit"] = null;
  let remove: ItemDetail["remove"] = null;
  if (item.kind === "personRequests" && item.personId !== null) {
    // the form while the request is pending, its history once decided (the calendar shows approved ones)
    const leave = await leaveById(db, item.recordId);
    const next = leave ? leaveFollowUp(user, { id: leave.id, personId: leave.personId, status: leave.status }) : null;
    if (next) edit = { to: next.to, label: t(next.kind === "edit" ? "calendar.detail.edit_leave" : "calendar.detail.leave_history") };
  } else if (item.kind === "festivity" && can(user.access, "update", "hr")) {
    edit = { to: `/app/hr/festivities/${item.recordId}/edit`, label: t("calendar.detail.edit_festivity") };
  } else if (item.kind === "stampingLogs" && item.personId !== null) {
    // one's own stamps are never corrected or deleted by oneself (ADR-0030): no link to a refusal
    if (can(user.access, "update", "stampingsLog") && item.personId !== user.id) edit = { to: `/app/hr/users/${item.personId}/stamps/${item.recordId}/edit`, label: t("calendar.detail.edit_stamp") };
    const stamp = await stampById(db, item.recordId);
    if (stamp && mayDeleteStampOf(user, stamp)) remove = { intent: "delete-stamp", recordId: stamp.id, version: stamp.version, commandId: newCommandId(), action: self, confirmTo, label: t("calendar.detail.delete_stamp") };
  } else if (item.kind === "events") {
    const e = await calendarEventById(db, item.recordId);
    if (e && mayEditEvent(user, e)) edit = { to: `/app/profile/calendar/events/${e.id}/edit?back=${encodeURIComponent(`${base}${query}`)}`, label: t("calendar.detail.edit_event") };
    if (e && mayDeleteEvent(user, e)) remove = { intent: "cancel-calendar-event", recordId: e.id, version: e.version, commandId: newCommandId(), action: self, confirmTo, label: t("calendar.detail.delete_event") };
  }
  const minutes = durationMinutes(item);
  return {
    id: item.id,
    kind: item.kind,
    kindLabel: t(`calendar.kinds.${item.kind}`),
    title: itemTitle(t, item),
    period: item.halfDay ? t("calendar.detail.afternoon_period", { date: formatDate(item.start) }) : itemPeriod(item),
    // a stamp is a moment: no duration to tell
    duration: item.allDay || isMoment(item) ? null : t("calendar.detail.duration_value", { value: hoursAndMinutes(minutes), hours: Math.round((minutes / 60) * 100) / 100 }),
    minutes,
    place: item.place,
    description: item.description,
    isPublic: item.isPublic,
    back: `${base}${query}`,
    edit,
    remove,
    confirming: remove !== null && queryParams(url).get("delete") === "1",
  };
}
