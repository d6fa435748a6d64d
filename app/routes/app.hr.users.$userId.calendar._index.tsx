// A person's calendar in the HR area (read hr); within the user's companies, else a 404), as the person sees it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { personCalendarHandle } from "~/areas/people/person-handles";
import { personCalendarLoader } from "~/areas/calendar/person-calendar.server";
import { PersonCalendarPage } from "~/ui/people/person-calendar-page";

export const handle = personCalendarHandle("hr");

export const loader = (args: LoaderFunctionArgs) => personCalendarLoader(args, "hr");

export default function HrPersonCalendar() {
  return <PersonCalendarPage d={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
