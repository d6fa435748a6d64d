// One item of an employee's calendar for HR; a leave's has Edit (HR's leave form), a stamp's and
// an event's a delete (asked first) for those who may.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { allows, anyOf, type Policy } from "~/domain/access/policy";
import { calendarItemLoader } from "~/areas/calendar/calendar.server";
import { calendarItemAction } from "~/areas/calendar/calendar-item-action.server";
import { notFound } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { CalendarItemDetail } from "~/ui/calendar/item-detail";
import * as c from "~/ui/calendar/calendar.css";
import { PersonHeader } from "~/ui/people/person-header";
import { personPageOf } from "~/areas/people/person-page.server";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  // deleting an event or a stamp from the calendar needs update profile (spec part 1 §2); the commands check the rest
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "profile"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { person, header, tabs } = await personPageOf(sql, user, params.userId);
  const item = await calendarItemLoader(request, sql, user, { kind: "person", personId: person.id, companyCode: person.companyCode }, `/app/hr/users/${person.id}/calendar`, params.itemId);
  return { header, tabs, item };
}

export const action = (args: ActionFunctionArgs) =>
  calendarItemAction(args, handle, async ({ sql, user, params }) => {
    // the page's own right too: posting is no way around reading it
    if (!allows(handle.policy.get, user.access)) throw notFound();
    const { person } = await personPageOf(sql, user, params.userId);
    return { scope: { kind: "person", personId: person.id, companyCode: person.companyCode }, base: `/app/hr/users/${person.id}/calendar` };
  });

export default function HrPersonCalendarItem() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={c.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <CalendarItemDetail d={d.item} refused={useActionData<typeof action>()} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.item.title} · Cantiere` : "Cantiere" }];
