// One item of an employee's calendar for HR; a leave's has Edit (HR's leave form).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { calendarItemLoader } from "~/http/calendar.server";
import { getSql } from "~/runtime.server";
import { CalendarItemDetail } from "~/ui/calendar/item-detail";
import * as c from "~/ui/calendar/calendar.css";
import { PersonHeader } from "~/ui/people/person-header";
import { personPageOf } from "~/ui/people/person-page.server";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["read", "hr"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { person, header, tabs } = await personPageOf(sql, user, params.userId);
  const item = await calendarItemLoader(request, sql, user, { kind: "person", personId: person.id, companyCode: person.companyCode }, `/app/hr/users/${person.id}/calendar`, params.itemId);
  return { header, tabs, item };
}

export default function HrPersonCalendarItem() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={c.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <CalendarItemDetail d={d.item} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.item.title} · Cantiere` : "Cantiere" }];
