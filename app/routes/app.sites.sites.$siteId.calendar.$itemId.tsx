// One item of a site's calendar, and its event's delete (asked first) for those who may.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { allows, anyOf, type Policy } from "~/domain/access/policy";
import { calendarItemLoader } from "~/areas/calendar/calendar.server";
import { calendarItemAction } from "~/areas/calendar/calendar-item-action.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { CalendarItemDetail } from "~/ui/calendar/item-detail";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "calendar.site_title",
  // deleting an event from the calendar needs update profile (spec part 1 §2); who may change the event is checked too
  policy: { get: anyOf(["read", "sites"], ["read", "onlySitesFav"]), post: anyOf(["update", "profile"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const item = await calendarItemLoader(request, sql, user, { kind: "site", siteId: site.id, companyCode: site.companyCode }, `/app/sites/sites/${site.id}/calendar`, params.itemId);
  return { siteId: site.id, title: site.title, item };
}

export const action = (args: ActionFunctionArgs) =>
  calendarItemAction(args, handle, async ({ sql, user, params }) => {
    // the page's own right too: posting is no way around reading it
    if (!allows(handle.policy.get, user.access)) throw notFound();
    const site = await scopedRecord(sql, user, "site", params.siteId);
    return { scope: { kind: "site", siteId: site.id, companyCode: site.companyCode }, base: `/app/sites/sites/${site.id}/calendar` };
  });

export default function SiteCalendarItem() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} back={null} />
      <CalendarItemDetail d={d.item} refused={useActionData<typeof action>()} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.item.title} · Cantiere` : "Cantiere" }];
