// The person's own calendar (spec part 1 "Personal profile": calendar): festivities, public and own
// events, approved leaves, stamping logs, daily-hours reports; the weekly stamping summary beside it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { calendarLoader, mayAddEvent } from "~/areas/calendar/calendar.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { CalendarView } from "~/ui/calendar/calendar-view";
import * as c from "~/ui/calendar/calendar.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "calendar.menu",
  policy: { get: anyOf(["read", "profile"]) },
};

const BASE = "/app/profile/calendar";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const scope = { kind: "person" as const, personId: user.id, companyCode: user.companyCode };
  const r = await calendarLoader(request, sql, scope, BASE);
  const t = await getT(request);
  return { heading: t("calendar.own_title"), calendar: r.data, mayAdd: mayAddEvent(user, scope), feed: r.json };
}

export default function OwnCalendar() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={c.page}>
      <h1 className={c.heading}>{d.heading}</h1>
      <CalendarView
        d={d.calendar}
        base={BASE}
        actions={
          <p>
            {d.mayAdd ? (
              <>
                <Link to={`${BASE}/events/new?date=${d.calendar.params.date}`} className={c.linkButton}>
                  {t("calendar.event.new")}
                </Link>{" "}
              </>
            ) : null}
            {/* the private calendar link (ICS): the same rights as this page to open it */}
            <Link to="/app/profile/calendar-link">{t("ics.open")}</Link>
          </p>
        }
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
