import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso } from "~/clock.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDateTime, formatTime } from "~/domain/shared/format";
import { decisionSchema } from "~/domain/stamping/schema.server";
import { hoursAndMinutes, zurichDateOf } from "~/domain/stamping/totals.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { pendingProposalsOf, stampById, stampMonthOf, stampPersonOf, type StampPerson } from "~/events/queries/stamps.server";
import { monthParam, recentMonths } from "~/http/list-requests.server";
import { zurichToday } from "~/clock.server";
import { commandAction, type Done, type IntentContext, type Refused } from "~/http/command-action.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { acceptMissingStamp } from "~/areas/stamping/accept-missing-stamp.server";
import { commandIdsFor } from "~/http/command-ids.server";
import { refuseMissingStamp } from "~/areas/stamping/refuse-missing-stamp.server";
import { getSql } from "~/runtime.server";
import { errorsText } from "~/ui/forms/messages";
import { PersonHeader } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";
import { DayTable, MonthFigures, MonthPicker, WeekTable } from "~/ui/stamping/period-tables";
import { ProposalDecisions, type DecisionFeedback, type PendingProposalView } from "~/ui/stamping/proposal-decisions";
import * as st from "~/ui/stamping/stamping.css";
import { dayLabel, monthLabel, periodView } from "~/ui/stamping/view.server";
import { balanceFiguresView, balanceOfPerson } from "~/areas/balance/person-balance.server";
import { BalanceFigures } from "~/ui/balance/balance-figures";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "stamping.hr_menu",
  policy: { get: anyOf(["read", "hr"], ["read", "stampingsLog"]), post: anyOf(["update", "stampingsLog"]) },
};

/** A person's month (weeks, days, flags) and every proposal of theirs waiting for HR. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const page = await personPageOf(sql, user, params.userId);
  const person = await stampPersonOf(sql, page.person.id);
  if (!person) throw notFound();
  const personId = person.principal.personId;
  const now = nowIso();
  const today = zurichToday(now);
  const month = monthParam(request.url, today);
  const [period, pending, t, balance] = await Promise.all([stampMonthOf(sql, personId, month, now), pendingProposalsOf(sql, personId), getT(request), balanceOfPerson(sql, personId, month, today, now)]);
  const view = periodView(t, month, period!.summary, period!.records);
  const partners = await Promise.all(pending.map((p) => (p.partnerStampId ? stampById(sql, p.partnerStampId) : null)));
  const months = recentMonths(today);
  const manage = can(user.access, "update", "stampingsLog");
  return {
    personId,
    header: page.header,
    tabs: page.tabs,
    heading: t("stamping.hr.person_title", { name: person.name }),
    month,
    months,
    monthLabels: Object.fromEntries(months.map((m) => [m, monthLabel(t, m)])),
    view,
    breakTime: person.breakTime ? hoursAndMinutes(person.breakTime) : null,
    // the working-time balance (ADR-0136): the same function as the person's page and the payroll export
    balance: balance ? balanceFiguresView(t, balance, view.label) : null,
    pending: pending.map(
      (p, i): PendingProposalView => ({
        id: p.id,
        version: p.version,
        day: dayLabel(t, zurichDateOf(p.stampedAt)),
        kindLabel: t(`stamping.kind.${p.kind}`),
        time: formatTime(p.stampedAt),
        partner: partners[i] ? `${t(`stamping.kind.${partners[i]!.kind}`)} ${formatDateTime(partners[i]!.stampedAt)}` : null,
        proposedAt: formatDateTime(p.recordedAt),
        commandIds: commandIdsFor("accept", "refuse"),
      }),
    ),
    canManage: manage && user.id !== personId,
  };
}

const decision = (intent: "accept-missing-stamp" | "refuse-missing-stamp") => ({
  schema: decisionSchema,
  conflictKey: "stamping.conflict",
  // the proposal the feedback belongs to, with the reason as typed
  failure: ({ form }: { form: FormData }) => {
    const stampId = Number(form.get("stampId"));
    const typed = form.get("reason");
    return { stampId: Number.isSafeInteger(stampId) ? stampId : 0, reason: typeof typed === "string" ? typed : "" };
  },
  run: async ({ request, sql, user, scope, value, meta, expectedVersion }: IntentContext<z.output<typeof decisionSchema>, StampPerson>): Promise<Done> => {
    // a stamp of someone else reads exactly like an unknown one
    const stamp = await scopedRecord(sql, user, "stamp", value.stampId, { personId: scope.principal.personId });
    const input = { stampId: stamp.id, personId: stamp.personId, expectedVersion };
    if (intent === "accept-missing-stamp") await acceptMissingStamp(sql, user, input, meta);
    else await refuseMissingStamp(sql, user, { ...input, reason: value.reason ?? "" }, meta);
    const url = new URL(request.url);
    return { to: url.pathname + url.search, flash: intent === "accept-missing-stamp" ? "stamping.hr.accepted" : "stamping.hr.refused" };
  },
});

/** HR accepts or refuses a proposal of this person (accept-missing-stamp, refuse-missing-stamp). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedRecord(sql, user, "stampPerson", params.userId),
}).intents({
  "accept-missing-stamp": decision("accept-missing-stamp"),
  "refuse-missing-stamp": decision("refuse-missing-stamp"),
});

/** A refused decision as its proposal shows it: a reason's error beside the reason, any other above the buttons. */
function feedbackOf(t: TFunction, failed: Refused & { stampId?: unknown; reason?: unknown }): DecisionFeedback {
  const reasonErrors = failed.result.error?.reason ?? [];
  const formErrors = failed.result.error?.[""] ?? [];
  return {
    stampId: typeof failed.stampId === "number" ? failed.stampId : 0,
    error: reasonErrors.length ? errorsText(t, reasonErrors) : formErrors.length ? errorsText(t, formErrors) : t("errors.required"),
    field: reasonErrors.length ? "reason" : undefined,
    reason: typeof failed.reason === "string" ? failed.reason : "",
  };
}

export default function HrPersonStamps() {
  const d = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  const feedback = failed ? feedbackOf(t, failed) : null;
  const base = `/app/hr/users/${d.personId}/stamps`;
  return (
    <div className={st.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <div className={st.header}>
        <h2 className={st.title}>{t("stamping.title")}</h2>
        <div className={st.actions}>
          <Link to={`/app/hr/stamps?month=${d.month}`} className={s.buttonSecondary}>
            {t("stamping.hr_menu")}
          </Link>
          <Link to={`/app/hr/users/${d.personId}/dailyHours?month=${d.month}`} className={s.buttonSecondary}>
            {t("daily_hours.title")}
          </Link>
          {d.canManage ? (
            <Link to={`${base}/new`} className={s.button}>
              {t("stamping.hr.add")}
            </Link>
          ) : null}
        </div>
      </div>

      {d.pending.length > 0 ? (
        <section className={st.panel} aria-labelledby="pending-title">
          <h2 id="pending-title" className={st.subtitle}>
            {t("stamping.hr.pending_title")}
          </h2>
          <ProposalDecisions proposals={d.pending} canDecide={d.canManage} feedback={feedback} />
        </section>
      ) : null}

      <section className={st.panel} aria-labelledby="month-title">
        <div className={st.header}>
          <h2 id="month-title" className={st.subtitle}>
            {t("stamping.month_title", { month: d.view.label })}
          </h2>
          <MonthPicker month={d.month} months={d.months} labels={d.monthLabels} action={base} />
        </div>
        <MonthFigures month={d.view} breakTime={d.breakTime} />
        {d.balance ? <BalanceFigures figures={d.balance} href={`/app/hr/users/${d.personId}/balance?month=${d.month}`} /> : null}
        <p>
          <a href={`${base}/sheet?month=${d.month}`} className={s.buttonSecondary}>
            {t("stamping.sheet_link", { month: d.view.label })}
          </a>{" "}
          <Link to={`/app/hr/users/${d.personId}/month-close?month=${d.month}`} className={s.buttonSecondary}>
            {t("month_close.link")}
          </Link>
        </p>
        <h3 className={st.subtitle}>{t("stamping.weeks_title")}</h3>
        <WeekTable month={d.view} />
        <h3 className={st.subtitle}>{t("stamping.days_title")}</h3>
        <DayTable days={d.view.days} stampHref={(x) => (d.canManage && x.status === "ACTIVE" ? `${base}/${x.id}/edit` : `/app/hr/stamps/${x.id}/history`)} />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
