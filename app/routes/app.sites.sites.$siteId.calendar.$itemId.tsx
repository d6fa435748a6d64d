// One item of a site's calendar.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { calendarItemLoader } from "~/http/calendar.server";
import { scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { CalendarItemDetail } from "~/ui/calendar/item-detail";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "calendar.site_title",
  policy: { get: anyOf(["read", "sites"], ["read", "onlySitesFav"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const item = await calendarItemLoader(request, sql, user, { kind: "site", siteId: site.id, companyCode: site.companyCode }, `/app/sites/sites/${site.id}/calendar`, params.itemId);
  return { siteId: site.id, title: site.title, item };
}

export default function SiteCalendarItem() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} back={null} />
      <CalendarItemDetail d={d.item} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.item.title} · Cantiere` : "Cantiere" }];
