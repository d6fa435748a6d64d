// Changing or deleting a calendar event, for its owner, HR, or (a site's event) whoever may update
// sites; anyone else gets a 404. Delete asks first (?delete=1). A stale version is a conflict.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { cancelEventSchema, durationFieldsOf, eventDetailsOf, eventFormSchema } from "~/domain/calendar/schema.server";
import { zurichDateTimeText } from "~/domain/shared/zurich-time.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor } from "~/http/command-ids.server";
import { allDayOf } from "~/areas/calendar/calendar-event-command.server";
import { cancelCalendarEvent } from "~/areas/calendar/cancel-calendar-event.server";
import { rescheduleCalendarEvent } from "~/areas/calendar/reschedule-calendar-event.server";
import { getSql } from "~/runtime.server";
import { EventForm } from "~/ui/calendar/event-form";
import * as c from "~/ui/calendar/calendar.css";
import { ConfirmCommandStep } from "~/ui/confirm";
import { refusedText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "calendar.menu",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const calendarOf = (siteId: number | null, date: string) => `${siteId ? `/app/sites/sites/${siteId}/calendar` : "/app/profile/calendar"}?date=${date}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const e = await scopedRecord(sql, user, "calendarEvent", params.eventId);
  const t = await getT(request);
  const url = new URL(request.url);
  const startAt = zurichDateTimeText(e.startAt);
  // an all-day event comes back as one: the box ticked, its dates with the times its person's hours gave, no duration (ADR-0066)
  const duration = e.allDay ? { hours: "", minutes: "" } : durationFieldsOf(e.startAt, e.endAt);
  return {
    heading: t("calendar.event.edit_title"),
    id: e.id,
    title: e.title,
    siteId: e.siteId,
    version: e.version,
    self: url.pathname,
    confirming: queryParams(url).get("delete") === "1",
    cancelTo: calendarOf(e.siteId, startAt.slice(0, 10)),
    defaults: { title: e.title, description: e.description, place: e.place, startAt, endAt: duration.hours ? "" : zurichDateTimeText(e.endAt), ...duration, isPublic: e.isPublic, allDay: e.allDay },
    commandIds: commandIdsFor("save", "delete"),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: ({ sql, user, params }) => scopedRecord(sql, user, "calendarEvent", params.eventId) }).intents({
    "reschedule-calendar-event": {
      schema: (e: { siteId: number | null }) => eventFormSchema(e.siteId !== null),
      conflictKey: "calendar.event.conflict",
      run: async ({ sql, user, scope: e, value, meta, expectedVersion }) => {
        const details = eventDetailsOf(value, e.siteId);
        // an all-day event takes the times of the person whose event it is (ADR-0061)
        await rescheduleCalendarEvent(sql, e.id, details, expectedVersion, meta, value.allDay ? await allDayOf(sql, e.ownerId ?? user.id) : undefined);
        return { to: calendarOf(e.siteId, details.startAt.slice(0, 10)), flash: "event_saved_successfully" };
      },
    },
    "cancel-calendar-event": {
      schema: cancelEventSchema,
      conflictKey: "calendar.event.conflict",
      run: async ({ sql, scope: e, meta, expectedVersion }) => {
        await cancelCalendarEvent(sql, e.id, expectedVersion, meta);
        return { to: calendarOf(e.siteId, zurichDateTimeText(e.startAt).slice(0, 10)), flash: "calendar.event.deleted" };
      },
    },
  });

export default function EditCalendarEvent() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const deleteRefused = actionData?.intent === "cancel-calendar-event" ? refusedText(t, actionData.result) : null;
  return (
    <section className={c.panel}>
      <h1 className={c.heading}>{d.heading}</h1>
      {d.confirming || deleteRefused ? (
        <div role="alertdialog" aria-labelledby="delete-title">
          <ConfirmCommandStep
            title={t("confirm.delete_title")}
            text={t("confirm.delete_text")}
            intent="cancel-calendar-event"
            idField="eventId"
            id={d.id}
            version={d.version}
            commandId={d.commandIds.delete}
            error={deleteRefused}
            cancelTo={d.self}
            action={d.self}
            titleId="delete-title"
            cancel={t("calendar.event.cancel")}
            confirm={t("calendar.event.delete")}
          />
        </div>
      ) : null}
      <EventForm
        intent="reschedule-calendar-event"
        siteEvent={d.siteId !== null}
        defaults={d.defaults}
        commandId={d.commandIds.save}
        expectedVersion={d.version}
        lastResult={actionData?.intent === "reschedule-calendar-event" ? actionData.result : undefined}
        cancelTo={d.cancelTo}
        action={d.self}
      />
      <p>
        <Link to={`${d.self}?delete=1`} className={s.buttonSecondary}>
          {t("calendar.event.delete")}
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
