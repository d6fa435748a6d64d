import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDate, formatTime } from "~/domain/shared/format";
import { stampMoment } from "~/domain/stamping/clock.server";
import { missingEntryClockSchema, proposalSchema } from "~/domain/stamping/schema.server";
import { hoursAndMinutes } from "~/domain/stamping/totals.server";
import { clockStateOf, pendingProposalsOf, placePresetsOf, stampMonthOf, stampPeriodOf, stampPersonOf } from "~/events/queries/stamps.server";
import { monthParam, recentMonths } from "~/http/list-requests.server";
import { zurichToday } from "~/clock.server";
import { commandAction, type Refused } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { proposeMissingStamp } from "~/areas/stamping/propose-missing-stamp.server";
import { recordStamp } from "~/areas/stamping/record-stamp.server";
import { clockIntent, typedBack } from "~/areas/stamping/clock-intent.server";
import { getSql } from "~/runtime.server";
import { stampSitesOf } from "~/events/queries/stamp-sites.server";
import { crewFormsOf, crewIntent } from "~/areas/stamping/crew-page.server";
import { CrewForms } from "~/ui/stamping/crew-form";
import { errorText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import { ClockForm } from "~/ui/stamping/clock-form";
import { ForgotForm } from "~/ui/stamping/forgot-form";
import { DayTable, MonthFigures, MonthPicker, WeekTable } from "~/ui/stamping/period-tables";
import { ProposalForm } from "~/ui/stamping/proposal-form";
import { StampChip } from "~/ui/stamping/stamp-chip";
import * as st from "~/ui/stamping/stamping.css";
import { flaggedStamps, monthLabel, periodView } from "~/ui/stamping/view.server";
import { UnavailablePage, unavailableOf } from "~/ui/unavailable";
import { stampingChartsOf } from "~/areas/overview/stamping-charts.server";
import { HoursCharts } from "~/ui/overview/hours-charts";
import { balanceFiguresView, balanceOfPerson } from "~/areas/balance/person-balance.server";
import { BalanceFigures } from "~/ui/balance/balance-figures";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const PATH = "/app/profile/stamping";

/** The user's clock (the stamp it expects next), today's stamps, the chosen month (weeks, days, total) and the days to complete. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  // a person who does not clock in is told why, not shown a clock that refuses (ADR-0044)
  const unavailable = unavailableOf(user.access, "stamp");
  if (unavailable) return { unavailable, heading: (await getT(request))("unavailable.stamp.title") };
  const sql = await getSql();
  const now = nowIso();
  const today = zurichToday(now);
  const month = monthParam(request.url, today);
  const [clock, period, todays, presets, pending, person, sites, crew, t] = await Promise.all([
    clockStateOf(sql, user.id, now),
    stampMonthOf(sql, user.id, month, now),
    stampPeriodOf(sql, user.id, today.toString(), today.toString(), now),
    placePresetsOf(sql, user.companyCode),
    pendingProposalsOf(sql, user.id),
    stampPersonOf(sql, user.id),
    stampSitesOf(sql, user.id),
    crewFormsOf(sql, user, now),
    getT(request),
  ]);
  // monthParam only returns valid months
  const view = periodView(t, month, period!.summary, period!.records);
  const todayView = periodView(t, today.toPlainYearMonth().toString(), todays.summary, todays.records).days[0];
  const months = recentMonths(today);
  // this week's days and the month's weeks against the target (ADR-0130): the weeks are the table's
  // the working-time balance of the month and the year so far (ADR-0136), the same function as HR's and the payroll's
  const [charts, balance] = await Promise.all([stampingChartsOf(sql, t, user.id, period!.summary.weeks, view.label, today, now), balanceOfPerson(sql, user.id, month, today, now)]);
  const open = clock.expected === "USCITA";
  return {
    unavailable: null,
    heading: t("stamping.title"),
    month,
    months,
    monthLabels: Object.fromEntries(months.map((m) => [m, monthLabel(t, m)])),
    view,
    charts,
    balance: balance ? balanceFiguresView(t, balance, view.label) : null,
    today: { label: formatDate(today.toString()), day: todayView },
    // the clock's turn (ADR-0042): on duty when it expects the clock-out
    open,
    openEntry: open && clock.last ? { id: clock.last.id, ...stampMoment(clock.last.stampedAt) } : null,
    canStamp: user.access.canStamp,
    presets: presets.map((p) => ({ id: p.id, label: p.label })),
    sites,
    // the foreman's crew forms, one per site they lead (ADR-0123); none for anyone else
    crew,
    // the clock form and each proposal form carry command ids of their own
    flagged: flaggedStamps(t, view, [...period!.records, ...pending]).map((f) => ({ ...f, commandId: newCommandId() })),
    breakTime: person?.breakTime ? hoursAndMinutes(person.breakTime) : null,
    commandId: newCommandId(),
    // the device's queue keeps a tap for this person only (ADR-0124)
    personId: user.id,
    forgotCommandId: newCommandId(),
  };
}

type Feedback =
  | { form: "clock"; error: string }
  | { form: "proposal"; partnerId: number; time: string; error: string }
  | { form: "forgot-entry"; time: string; error: string };

/**
 * Clocking in or out (record-stamp), proposing a forgotten stamp's time (propose-missing-stamp, also
 * "I forgot to clock out"), and "I forgot to clock in" (record-stamp-missing-entry: clock out now,
 * propose the start).
 */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  "record-stamp": clockIntent(PATH),
  "record-crew-stamps": crewIntent(() => PATH),
  "propose-missing-stamp": {
    schema: proposalSchema,
    conflictKey: "stamping.conflict",
    failure: typedBack("time"),
    run: async ({ sql, user, value, meta }) => {
      await proposeMissingStamp(sql, user, value, meta);
      return { to: PATH, flash: "stamping.proposal.sent" };
    },
  },
  "record-stamp-missing-entry": {
    schema: missingEntryClockSchema,
    volatile: ["deviceAt"],
    failure: typedBack("missingEntryTime"),
    run: async ({ sql, user, value: v, meta }) => {
      const place = { latitude: v.latitude, longitude: v.longitude, preset: v.preset };
      const stamp = await recordStamp(sql, user, { kind: "USCITA", deviceAt: v.deviceAt ?? null, place, siteId: v.siteId ?? null, missingEntryTime: v.missingEntryTime }, meta);
      // without the proposal (refused in a race) the clock-out is flagged below, with its proposal form
      const key = stamp.proposal !== null ? "stamping.forgot.entry.recorded" : "stamping.clock.recorded_USCITA";
      return { to: PATH, flash: { kind: "success", key, params: { time: formatTime(stamp.stampedAt), start: v.missingEntryTime } } };
    },
  },
});

/** A refused form's feedback: an invalid form says its first field's error (the clock: which stamp is expected), a refusal its reason. */
function feedbackOf(t: TFunction, failed: Refused & { parsed?: unknown; partnerId?: unknown; time?: unknown }): Feedback | null {
  const first = Object.values(failed.result.error ?? {}).flatMap((m) => m ?? [])[0];
  const parsed = failed.parsed === true;
  const error = parsed ? (first ? errorText(t, first) : "") : errorText(t, first ?? "errors.required");
  const time = typeof failed.time === "string" ? failed.time : "";
  switch (failed.intent) {
    case "record-stamp":
      return { form: "clock", error: parsed ? error : t("stamping.kind_required") };
    case "propose-missing-stamp":
      return { form: "proposal", partnerId: typeof failed.partnerId === "number" ? failed.partnerId : 0, time, error };
    case "record-stamp-missing-entry":
      return { form: "forgot-entry", time, error };
    case "record-crew-stamps":
      // the crew form shows its own refusal
      return null;
    default:
      return { form: "clock", error: errorText(t, first ?? "errors.required") };
  }
}

export default function ProfileStamping() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const feedback = refused ? feedbackOf(t, refused) : null;
  if (loaded.unavailable !== null) return <UnavailablePage view={loaded.unavailable} />;
  const d = loaded;
  const proposalFeedback = feedback?.form === "proposal" ? feedback : null;
  const forgotFeedback =
    feedback?.form === "forgot-entry" && !d.openEntry ? feedback : proposalFeedback && d.openEntry && proposalFeedback.partnerId === d.openEntry.id ? proposalFeedback : null;
  // a refusal whose form is no longer on the page (another tab clocked in meanwhile): above the clock button
  const placed = forgotFeedback !== null || (proposalFeedback !== null && d.flagged.some((f) => f.stamp.id === proposalFeedback.partnerId));
  const clockError = feedback && (feedback.form === "clock" || !placed) ? feedback.error : null;
  const lastStamp = d.today.day?.stamps.at(-1);
  const state = (
    <div className={st.state}>
      <p className={st.status} data-clock-state={d.open ? "in" : "out"}>
        {d.open ? t("stamping.state.in") : t("stamping.state.out")}
      </p>
      {lastStamp ? <StampChip stamp={lastStamp} href={`${PATH}/${lastStamp.id}/history`} /> : null}
    </div>
  );
  return (
    <div className={st.page}>
      <h1 className={st.title}>{d.heading}</h1>
      {d.canStamp ? (
        <div>
          <ClockForm
            action={PATH}
            personId={d.personId}
            commandId={d.commandId}
            open={d.open}
            presets={d.presets}
            sites={d.sites}
            chosenSiteId={refused?.intent === "record-stamp" && typeof refused.siteId === "number" ? refused.siteId : null}
            error={clockError}
            beside={state}
          />
          <ForgotForm action={PATH} commandId={d.forgotCommandId} openEntry={d.openEntry} feedback={forgotFeedback} />
        </div>
      ) : (
        <>
          {state}
          <p className={st.panel}>{t("stamping.clock.cannot_stamp")}</p>
        </>
      )}

      <CrewForms action={PATH} forms={d.crew} refused={refused?.intent === "record-crew-stamps" ? refused : null} />

      <section className={st.panel} aria-labelledby="today-title">
        <h2 id="today-title" className={st.subtitle}>
          {t("stamping.today", { date: d.today.label })}
        </h2>
        {d.today.day && d.today.day.stamps.length > 0 ? (
          <>
            <ul className={st.stampList} data-list="today">
              {d.today.day.stamps.map((s) => (
                <li key={s.id}>
                  <StampChip stamp={s} href={`${PATH}/${s.id}/history`} />
                </li>
              ))}
            </ul>
            <p>
              {t("stamping.today_total")} <strong data-total="today">{t("stamping.hours", { value: d.today.day.worked })}</strong>
            </p>
          </>
        ) : (
          <p className={st.muted}>{t("stamping.no_stamps_today")}</p>
        )}
      </section>

      <HoursCharts charts={d.charts} />

      {d.flagged.length > 0 ? (
        <section className={st.panel} aria-labelledby="flagged-title">
          <h2 id="flagged-title" className={st.subtitle}>
            {t("stamping.flagged_title")}
          </h2>
          <p className={st.muted}>{t("stamping.flagged_text")}</p>
          <ul className={st.list}>
            {d.flagged.map((f) => (
              <li key={f.stamp.id} className={st.item} data-flagged={f.stamp.id}>
                <span>
                  {t(f.stamp.kind === "ENTRATA" ? "stamping.proposal.missing_exit" : "stamping.proposal.missing_entry", { day: f.day, time: f.stamp.time })}
                </span>
                {f.refused ? (
                  <span className={st.muted}>
                    {t("stamping.proposal.refused", { time: f.refused.time })}
                    {f.refused.reason ? ` — ${f.refused.reason}` : ""}
                  </span>
                ) : null}
                {f.pending ? (
                  <span className={st.badge.info}>{t("stamping.proposal.pending", { kind: f.missingLabel, time: f.pending.time })}</span>
                ) : (
                  <ProposalForm flagged={f} commandId={f.commandId} feedback={proposalFeedback} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={st.panel} aria-labelledby="month-title">
        <div className={st.header}>
          <h2 id="month-title" className={st.subtitle}>
            {t("stamping.month_title", { month: d.view.label })}
          </h2>
          <MonthPicker month={d.month} months={d.months} labels={d.monthLabels} action={PATH} />
        </div>
        <MonthFigures month={d.view} breakTime={d.breakTime} />
        {d.balance ? <BalanceFigures figures={d.balance} href={`${PATH}/balance?month=${d.month}`} /> : null}
        <p>
          {/* a document, not a page: a plain link, so the browser shows or saves the PDF */}
          <a href={`${PATH}/sheet?month=${d.month}`} className={s.buttonSecondary}>
            {t("stamping.sheet_link", { month: d.view.label })}
          </a>{" "}
          <Link to={`/app/profile/month-close?month=${d.month}`} className={s.buttonSecondary}>
            {t("month_close.link")}
          </Link>
        </p>
        <h3 className={st.subtitle}>{t("stamping.weeks_title")}</h3>
        <WeekTable month={d.view} />
        <h3 className={st.subtitle}>{t("stamping.days_title")}</h3>
        <DayTable days={d.view.days} stampHref={(x) => `${PATH}/${x.id}/history`} />
      </section>
      <p>
        <Link to="/app/profile/dashboard">← {t("menu.profile")}</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
