// A site's calendar: its events, public events, the company's festivities and the site's daily-hours reports.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import type { Policy } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { calendarLoader, mayAddEvent } from "~/areas/calendar/calendar.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { CalendarView } from "~/ui/calendar/calendar-view";
import * as c from "~/ui/calendar/calendar.css";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "calendar.site_title",
  policy: { get: SITE_PAGE_RULES.calendar },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const base = `/app/sites/sites/${site.id}/calendar`;
  const scope = { kind: "site" as const, siteId: site.id, companyCode: site.companyCode };
  const r = await calendarLoader(request, sql, scope, base);
  const t = await getT(request);
  return { siteId: site.id, title: site.title, base, heading: t("calendar.site_title"), calendar: r.data, mayAdd: mayAddEvent(user, scope), feed: r.json };
}

export default function SiteCalendar() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} />
      <CalendarView
        d={d.calendar}
        base={d.base}
        actions={
          d.mayAdd ? (
            <p>
              <Link to={`/app/profile/calendar/events/new?siteId=${d.siteId}&date=${d.calendar.params.date}`} className={c.linkButton}>
                {t("calendar.event.new_site")}
              </Link>
            </p>
          ) : null
        }
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · ${data.title} · Cantiere` : "Cantiere" }];
