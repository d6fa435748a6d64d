import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { zurichToday } from "~/clock.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { personName } from "~/domain/person/name";
import { planScheduleSchema, removeScheduleSchema } from "~/domain/site/team-forms.server";
import { siteSchedulesOf } from "~/events/queries/site-schedules.server";
import { siteTeamOf } from "~/events/queries/site-team.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor } from "~/http/command-ids.server";
import { planSchedule } from "~/areas/sites/plan-schedule.server";
import { removeSchedule } from "~/areas/sites/remove-schedule.server";
import { getSql } from "~/runtime.server";
import { ConfirmCommandStep } from "~/ui/confirm";
import * as c from "~/ui/confirm.css";
import { refusedText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import { ScheduleForm, ScheduleTable } from "~/ui/sites/schedule-list";
import { scheduleViews } from "~/areas/sites/schedule-list.server";
import { SitePageHead, sitePath } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";
import { queryParams } from "~/domain/shared/query-params";

// the site's readers see its phases (ADR-0052); planning and removing them needs update sites
export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "sites.schedules.title",
  policy: { get: SITE_PAGE_RULES.schedules, post: anyOf(["update", "sites"]) },
};

/** The site's phases by first day, each marked past/current/upcoming on today (Zurich); the add form and `?remove=<id>`'s confirmation for update sites. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const schedules = scheduleViews(await siteSchedulesOf(sql, site.id), zurichToday().toString());
  const mayUpdate = can(user.access, "update", "sites");
  const asked = queryParams(request).get("remove");
  const confirming = mayUpdate ? (schedules.find((p) => String(p.id) === asked) ?? null) : null;
  const team = mayUpdate ? await siteTeamOf(sql, site.id) : [];
  const t = await getT(request);
  return {
    siteId: site.id,
    title: site.title,
    heading: t("sites.schedules.title"),
    schedules,
    mayUpdate,
    people: team.map((m) => ({ value: String(m.personId), label: personName(m) })),
    confirm: confirming ? { id: confirming.id, title: confirming.title } : null,
    commandIds: commandIdsFor("plan", "remove"),
  };
}

/** Plans a phase (plan-schedule) or removes one after the confirmation (remove-schedule; a phase of another site: 404). */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    scope: ({ sql, user, params }) => scopedRecord(sql, user, "site", params.siteId),
  }).intents({
    "plan-schedule": {
      schema: planScheduleSchema,
      run: async ({ sql, user, scope, value, meta }) => {
        const { title, startDate, endDate, responsibleId, notes } = value;
        await planSchedule(sql, user, scope.id, { title, startDate, endDate, responsibleId, notes }, meta);
        return { to: sitePath(scope.id, "schedules"), flash: "sites.schedules.saved" };
      },
    },
    "remove-schedule": {
      schema: removeScheduleSchema,
      run: async ({ sql, user, scope, value, meta }) => {
        const schedule = await scopedRecord(sql, user, "schedule", value.scheduleId, { siteId: scope.id });
        await removeSchedule(sql, schedule.id, meta);
        return { to: sitePath(scope.id, "schedules"), flash: "sites.schedules.removed" };
      },
    },
  });

export default function SiteSchedules() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const self = sitePath(d.siteId, "schedules");
  const removeRefused = actionData?.intent === "remove-schedule" ? refusedText(t, actionData.result) : null;
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} />
      <section className={ss.section} aria-labelledby="schedules-title">
        <h2 id="schedules-title" className={ss.sectionTitle}>
          {d.heading}
        </h2>
        {removeRefused ? (
          <p className={s.formError} role="alert">
            {removeRefused}
          </p>
        ) : null}
        {d.confirm ? (
          <div className={c.inline} role="alertdialog" aria-labelledby="remove-title">
            <ConfirmCommandStep
              title={t("sites.schedules.remove_title")}
              text={t("sites.schedules.remove_text", { title: d.confirm.title })}
              intent="remove-schedule"
              idField="scheduleId"
              id={d.confirm.id}
              commandId={d.commandIds.remove}
              cancelTo={self}
              action={self}
              titleId="remove-title"
              cancel={t("sites.schedules.cancel")}
              confirm={t("sites.schedules.remove_confirm")}
            />
          </div>
        ) : null}
        <ScheduleTable schedules={d.schedules} removeHref={d.mayUpdate ? (id) => `${self}?remove=${id}` : null} />
      </section>
      {d.mayUpdate ? (
        <section className={ss.section} aria-labelledby="schedule-add">
          <h2 id="schedule-add" className={ss.sectionTitle}>
            {t("sites.schedules.add_title")}
          </h2>
          <ScheduleForm commandId={d.commandIds.plan} people={d.people} lastResult={actionData?.intent === "plan-schedule" ? actionData.result : undefined} />
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · ${data.title} · Cantiere` : "Cantiere" }];
