import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso, zurichToday } from "~/clock.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDate, formatDateTime } from "~/domain/shared/format";
import { carryOverSchema } from "~/domain/working-time/schema.server";
import { balanceExplanationView, balanceFiguresView, balanceOfPerson, balanceText } from "~/areas/balance/person-balance.server";
import { setWorkingTimeCarryOver } from "~/areas/balance/set-working-time-carry-over.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { carryOversOf } from "~/events/queries/balance.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { monthParam, recentMonths } from "~/http/list-requests.server";
import { notFound, scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { BalanceExplanation } from "~/ui/balance/balance-explanation";
import { BalanceFigures } from "~/ui/balance/balance-figures";
import { CarryOverForm } from "~/ui/balance/carry-over-form";
import { PersonHeader } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";
import { MonthPicker } from "~/ui/stamping/period-tables";
import * as st from "~/ui/stamping/stamping.css";
import { monthLabel } from "~/ui/stamping/view.server";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "stamping.hr_menu",
  policy: { get: anyOf(["read", "hr"], ["read", "stampingsLog"]), post: anyOf(["update", "hr"]) },
};

/** A person's working-time balance of a month line by line, the carry-overs recorded and (update hr) the form to record one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const page = await personPageOf(sql, user, params.userId);
  const personId = page.person.id;
  const now = nowIso();
  const today = zurichToday(now);
  const month = monthParam(request.url, today);
  const [balance, carryOvers, t] = await Promise.all([balanceOfPerson(sql, personId, month, today, now), carryOversOf(sql, personId), getT(request)]);
  if (!balance) throw notFound();
  const label = monthLabel(t, month);
  const months = recentMonths(today);
  return {
    personId,
    header: page.header,
    tabs: page.tabs,
    heading: t("balance.hr_title", { name: page.person.name, month: label }),
    month,
    months,
    monthLabels: Object.fromEntries(months.map((m) => [m, monthLabel(t, m)])),
    label,
    figures: balanceFiguresView(t, balance, label),
    explanation: balanceExplanationView(t, balance),
    carryOvers: carryOvers.map((c) => ({
      date: formatDate(c.date),
      value: balanceText(t, c.minutes),
      // the person was erased: the reason is gone (ADR-0134)
      reason: c.reasonRemoved ? t("erasure.removed") : c.reason,
      recorded: t("balance.carry_over.recorded_by", { at: formatDateTime(c.setAt), name: c.setByName ?? t("history.unknown_person", { id: c.setBy ?? 0 }) }),
    })),
    canRecord: can(user.access, "update", "hr"),
    defaults: { date: `${today.year + (today.month === 12 ? 1 : 0)}-01-01`, hours: "", reason: "" },
    commandId: newCommandId(),
  };
}

/** HR records a carry-over into the person's balance year (set-carry-over). */
// a function, never a call at the top of the module: the browser bundle keeps no server code
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    scope: ({ sql, user, params }) => scopedRecord(sql, user, "stampPerson", params.userId),
  }).intents({
    "set-carry-over": {
      schema: carryOverSchema,
      run: async ({ request, sql, scope, value, meta }) => {
        await setWorkingTimeCarryOver(sql, { personId: scope.principal.personId, date: value.date, minutes: value.hours, reason: value.reason }, meta);
        const url = new URL(request.url);
        return { to: url.pathname + url.search, flash: "balance.carry_over.saved" };
      },
    },
  });

export default function HrPersonBalance() {
  const d = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  const base = `/app/hr/users/${d.personId}/balance`;
  return (
    <div className={st.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <div className={st.header}>
        <h2 className={st.title}>{d.heading}</h2>
        <div className={st.actions}>
          <Link to={`/app/hr/users/${d.personId}/stamps?month=${d.month}`} className={s.buttonSecondary}>
            {t("stamping.title")}
          </Link>
        </div>
      </div>
      <section className={st.panel} aria-labelledby="balance-month-title">
        <div className={st.header}>
          <h2 id="balance-month-title" className={st.subtitle}>
            {t("stamping.month_title", { month: d.label })}
          </h2>
          <MonthPicker month={d.month} months={d.months} labels={d.monthLabels} action={base} />
        </div>
        <BalanceFigures figures={d.figures} href={null} />
        <BalanceExplanation view={d.explanation} monthLabel={d.label} />
      </section>
      <section className={st.panel} aria-labelledby="carry-over-title">
        <h2 id="carry-over-title" className={st.subtitle}>
          {t("balance.carry_over.title")}
        </h2>
        <p>{t("balance.carry_over.intro")}</p>
        {d.carryOvers.length === 0 ? (
          <p>{t("balance.carry_over.none")}</p>
        ) : (
          <ul className={st.list} data-testid="carry-overs">
            {d.carryOvers.map((c) => (
              <li key={c.date} className={st.item}>
                <strong>
                  {c.date}: {c.value}
                </strong>
                <span>{c.reason}</span>
                <span className={st.muted}>{c.recorded}</span>
              </li>
            ))}
          </ul>
        )}
        {d.canRecord ? <CarryOverForm defaults={d.defaults} commandId={d.commandId} lastResult={failed?.result} /> : null}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
