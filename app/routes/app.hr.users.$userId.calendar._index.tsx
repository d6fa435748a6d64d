// An employee's calendar for HR (read hr; within the user's companies, else a 404), as the person sees it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { calendarLoader } from "~/areas/calendar/calendar.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { CalendarView } from "~/ui/calendar/calendar-view";
import * as c from "~/ui/calendar/calendar.css";
import { PersonHeader } from "~/ui/people/person-header";
import { personPageOf } from "~/areas/people/person-page.server";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["read", "hr"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const { person, header, tabs } = await personPageOf(sql, user, params.userId);
  const base = `/app/hr/users/${person.id}/calendar`;
  const r = await calendarLoader(request, sql, { kind: "person", personId: person.id, companyCode: person.companyCode }, base);
  const t = await getT(request);
  return { header, tabs, base, heading: t("calendar.person_title", { name: person.name }), calendar: r.data, feed: r.json };
}

export default function HrPersonCalendar() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={c.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <h2 className={c.heading}>{d.heading}</h2>
      <CalendarView d={d.calendar} base={d.base} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
