// One item of the person's own calendar (the spec's popup, as a page without JavaScript), and its
// delete (an event's; asked first).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { calendarItemLoader } from "~/areas/calendar/calendar.server";
import { calendarItemAction } from "~/areas/calendar/calendar-item-action.server";
import { getSql } from "~/runtime.server";
import { CalendarItemDetail } from "~/ui/calendar/item-detail";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "calendar.menu",
  // deleting an event or a stamp from the calendar needs update profile (spec part 1 §2)
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["update", "profile"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  return calendarItemLoader(request, sql, user, { kind: "person", personId: user.id, companyCode: user.companyCode }, "/app/profile/calendar", params.itemId);
}

export const action = (args: ActionFunctionArgs) =>
  calendarItemAction(args, handle, async ({ user }) => ({ scope: { kind: "person", personId: user.id, companyCode: user.companyCode }, base: "/app/profile/calendar" }));

export default function OwnCalendarItem() {
  return <CalendarItemDetail d={useLoaderData<typeof loader>()} refused={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
