// One item of the person's own calendar (the spec's popup, as a page without JavaScript).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { calendarItemLoader } from "~/http/calendar.server";
import { getSql } from "~/runtime.server";
import { CalendarItemDetail } from "~/ui/calendar/item-detail";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "calendar.menu",
  policy: { get: anyOf(["read", "profile"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  return calendarItemLoader(request, sql, user, { kind: "person", personId: user.id, companyCode: user.companyCode }, "/app/profile/calendar", params.itemId);
}

export default function OwnCalendarItem() {
  return <CalendarItemDetail d={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
