// One item of a person's calendar in the HR area: a leave's follow-up link (its form while pending,
// else its history), a stamp's and an event's delete (asked first) for those who may.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { personCalendarHandle } from "~/areas/people/person-handles";
import { calendarItemAction } from "~/areas/calendar/calendar-item-action.server";
import { personCalendarItemLoader, personCalendarOf } from "~/areas/calendar/person-calendar.server";
import { PersonCalendarItemPage } from "~/ui/people/person-calendar-page";

export const handle = personCalendarHandle("hr");

export const loader = (args: LoaderFunctionArgs) => personCalendarItemLoader(args, "hr");

export const action = (args: ActionFunctionArgs) => calendarItemAction(args, handle, personCalendarOf("hr"));

export default function HrPersonCalendarItem() {
  return <PersonCalendarItemPage d={useLoaderData<typeof loader>()} refused={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.item.title} · Cantiere` : "Cantiere" }];
