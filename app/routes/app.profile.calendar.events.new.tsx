// A new calendar event: the person's own (update profile), or with ?siteId= a site's (update sites,
// the site within the user's scope). Saved → back to that calendar with event_created_successfully.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { eventDetailsOf, eventFormSchema } from "~/domain/calendar/schema.server";
import { parseDate } from "~/domain/shared/zurich-time.server";
import { zurichToday } from "~/clock.server";
import { commandAction } from "~/http/command-action.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { allDayOf } from "~/areas/calendar/calendar-event-command.server";
import { scheduleCalendarEvent } from "~/areas/calendar/schedule-calendar-event.server";
import { getSql } from "~/runtime.server";
import { EventForm } from "~/ui/calendar/event-form";
import * as c from "~/ui/calendar/calendar.css";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "calendar.menu",
  policy: { get: anyOf(["update", "profile"], ["update", "sites"]), post: anyOf(["update", "profile"], ["update", "sites"]) },
};

/** The site of `?siteId=` (update sites needed), or null for the person's own event (update profile needed). */
async function eventSite(sql: Sql, user: CurrentUser, request: Request) {
  const raw = queryParams(request).get("siteId");
  if (raw === null || raw === "") {
    if (!can(user.access, "update", "profile")) throw notFound();
    return null;
  }
  const site = await scopedRecord(sql, user, "site", raw);
  if (!can(user.access, "update", "sites")) throw notFound();
  return { id: site.id, title: site.title };
}

const calendarOf = (site: { id: number } | null, date: string) => `${site ? `/app/sites/sites/${site.id}/calendar` : "/app/profile/calendar"}?date=${date}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await eventSite(sql, user, request);
  const t = await getT(request);
  const url = new URL(request.url);
  const date = parseDate(queryParams(url).get("date"))?.toString() ?? zurichToday().toString();
  return {
    heading: site ? `${t("calendar.event.new_site")} · ${site.title}` : t("calendar.event.new"),
    site,
    action: `${url.pathname}${url.search}`,
    cancelTo: calendarOf(site, date),
    defaults: { title: "", description: "", place: "", startAt: `${date} 08:00:00`, endAt: "", hours: "1", minutes: "0", isPublic: site !== null, allDay: false },
    commandId: newCommandId(),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: ({ sql, user, request }) => eventSite(sql, user, request) }).intents({
    "schedule-calendar-event": {
      schema: (site: { id: number } | null) => eventFormSchema(site !== null),
      run: async ({ sql, user, scope: site, value, meta }) => {
        const details = eventDetailsOf(value, site?.id ?? null);
        // an all-day event takes the times of the person scheduling it (ADR-0061)
        await scheduleCalendarEvent(sql, details, meta, value.allDay ? await allDayOf(sql, user.id) : undefined);
        return { to: calendarOf(site, details.startAt.slice(0, 10)), flash: "event_created_successfully" };
      },
    },
  });

export default function NewCalendarEvent() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className={c.panel}>
      <h1 className={c.heading}>{d.heading}</h1>
      <EventForm
        intent="schedule-calendar-event"
        siteEvent={d.site !== null}
        defaults={d.defaults}
        commandId={d.commandId}
        lastResult={actionData?.result}
        cancelTo={d.cancelTo}
        action={d.action}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
