// A person's calendar in the HR area (read hr); within the user's companies, else a 404), as the person sees it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { personCalendarHandle } from "~/areas/people/person-handles";
import { personCalendarLoader } from "~/areas/calendar/person-calendar.server";
import { CalendarView } from "~/ui/calendar/calendar-view";
import * as c from "~/ui/calendar/calendar.css";
import { PersonHeader } from "~/ui/people/person-header";

export const handle = personCalendarHandle("hr");

export const loader = (args: LoaderFunctionArgs) => personCalendarLoader(args, "hr");

export default function HrPersonCalendar() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={c.page}>
      <PersonHeader person={d.header} tabs={d.tabs} back={d.back} />
      <h2 className={c.heading}>{d.heading}</h2>
      <CalendarView d={d.calendar} base={d.base} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
