// A person's calendar, in HR (/app/hr/users/{id}/calendar: read hr) and in the administrator's
// area (/app/admin/users/{id}/calendar: read admin; spec part 2 §2): the loaders and the item
// action both areas' routes run, as the person sees their own calendar.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { allows } from "~/domain/access/policy";
import { calendarItemLoader, calendarLoader } from "~/areas/calendar/calendar.server";
import type { CalendarOf } from "~/areas/calendar/calendar-item-action.server";
import { personCalendarHandle } from "~/areas/people/person-handles";
import { personPageOf } from "~/areas/people/person-page.server";
import { notFound } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import type { PersonArea } from "~/ui/people/person-paths";

const baseOf = (area: PersonArea, personId: number) => `/app/${area}/users/${personId}/calendar`;

/** The person's calendar (within the user's companies, else a 404). */
export async function personCalendarLoader({ request, params }: LoaderFunctionArgs, area: PersonArea) {
  const user = await authorizeGet(request, personCalendarHandle(area));
  const sql = await getSql();
  const { person, header, tabs, back } = await personPageOf(sql, user, params.userId, area);
  const base = baseOf(area, person.id);
  const r = await calendarLoader(request, sql, { kind: "person", personId: person.id, companyCode: person.companyCode }, base);
  const t = await getT(request);
  return { header, tabs, back, base, heading: t("calendar.person_title", { name: person.name }), calendar: r.data, feed: r.json };
}

/** One item of the person's calendar, with the follow-up links this user may follow. */
export async function personCalendarItemLoader({ request, params }: LoaderFunctionArgs, area: PersonArea) {
  const user = await authorizeGet(request, personCalendarHandle(area));
  const sql = await getSql();
  const { person, header, tabs, back } = await personPageOf(sql, user, params.userId, area);
  const scope = { kind: "person", personId: person.id, companyCode: person.companyCode } as const;
  const item = await calendarItemLoader(request, sql, user, scope, baseOf(area, person.id), params.itemId);
  return { header, tabs, back, item };
}

/** Whose calendar the item page's delete is on (for calendarItemAction), for those who may also read the page. */
export function personCalendarOf(area: PersonArea): CalendarOf {
  const handle = personCalendarHandle(area);
  return async ({ sql, user, params }) => {
    // the page's own right too: posting is no way around reading it
    if (!allows(handle.policy.get, user.access)) throw notFound();
    const { person } = await personPageOf(sql, user, params.userId, area);
    return { scope: { kind: "person", personId: person.id, companyCode: person.companyCode }, base: baseOf(area, person.id) };
  };
}
