// A person's calendar in the administrator's area (read admin; spec part 2 §2); within the user's companies, else a 404), as the person sees it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { personCalendarHandle } from "~/areas/people/person-handles";
import { personCalendarLoader } from "~/areas/calendar/person-calendar.server";
import { PersonCalendarPage } from "~/ui/people/person-calendar-page";

export const handle = personCalendarHandle("admin");

export const loader = (args: LoaderFunctionArgs) => personCalendarLoader(args, "admin");

export default function AdminPersonCalendar() {
  return <PersonCalendarPage d={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
