// One item of a person's calendar in the administrator's area: a leave's follow-up link (its form while pending,
// else its history), a stamp's and an event's delete (asked first) for those who may.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personCalendarHandle } from "~/areas/people/person-handles";
import { calendarItemAction } from "~/areas/calendar/calendar-item-action.server";
import { personCalendarItemLoader, personCalendarOf } from "~/areas/calendar/person-calendar.server";
import { CalendarItemDetail } from "~/ui/calendar/item-detail";
import * as c from "~/ui/calendar/calendar.css";
import { PersonHeader } from "~/ui/people/person-header";

export const handle = personCalendarHandle("admin");

export const loader = (args: LoaderFunctionArgs) => personCalendarItemLoader(args, "admin");

export const action = (args: ActionFunctionArgs) => calendarItemAction(args, handle, personCalendarOf("admin"));

export default function AdminPersonCalendarItem() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={c.page}>
      <PersonHeader person={d.header} tabs={d.tabs} back={d.back} />
      <CalendarItemDetail d={d.item} refused={useActionData<typeof action>()} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.item.title} · Cantiere` : "Cantiere" }];
