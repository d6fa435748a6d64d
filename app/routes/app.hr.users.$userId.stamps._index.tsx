import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { nowIso } from "~/clock.server";
import { can, peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDateTime, formatTime } from "~/domain/shared/format";
import { decisionSchema } from "~/domain/stamping/schema";
import { hoursAndMinutes, zurichDateOf } from "~/domain/stamping/totals";
import { personPageOf } from "~/ui/people/person-page.server";
import { monthParam, pendingProposalsOf, recentMonths, scopedStampPerson, stampById, stampMonthOf, stampPersonOf } from "~/events/queries/stamps.server";
import { zurichToday } from "~/clock.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor, commandMeta, expectedVersionFrom, refusal } from "~/operations/action.server";
import { idFromParam } from "~/operations/http.server";
import { acceptMissingStamp, refuseMissingStamp } from "~/operations/stamping.server";
import { getSql } from "~/runtime.server";
import { errorsText } from "~/ui/forms/messages";
import { PersonHeader } from "~/ui/people/person-header";
import * as s from "~/ui/shell.css";
import { DayTable, MonthFigures, MonthPicker, WeekTable } from "~/ui/stamping/period-tables";
import { ProposalDecisions, type DecisionFeedback, type PendingProposalView } from "~/ui/stamping/proposal-decisions";
import * as st from "~/ui/stamping/stamping.css";
import { dayLabel, monthLabel, periodView } from "~/ui/stamping/view";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "stamping.hr_menu",
  policy: { get: anyOf(["read", "hr"], ["read", "stampingsLog"]), post: anyOf(["update", "stampingsLog"]) },
};

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

async function personOr404(user: CurrentUser, idParam: string | undefined) {
  const person = await scopedStampPerson(await getSql(), peopleCompanies(user.principal, user.access), idParam);
  if (!person) throw notFound();
  return person;
}

/** A person's month (weeks, days, flags) and every proposal of theirs waiting for HR. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const page = await personPageOf(sql, user, idFromParam(params.userId));
  const person = await stampPersonOf(sql, page.person.id);
  if (!person) throw notFound();
  const personId = person.principal.personId;
  const now = nowIso();
  const today = zurichToday(now);
  const month = monthParam(request.url, today);
  const [period, pending, t] = await Promise.all([stampMonthOf(sql, personId, month, now), pendingProposalsOf(sql, personId), getT(request)]);
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

/** HR accepts or refuses a proposal of this person (accept-missing-stamp, refuse-missing-stamp). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const person = await personOr404(user, params.userId);
  const form = await readForm(request);
  const submission = parseForm(form, { schema: decisionSchema });
  const t = await getT(request);
  if (submission.status !== "success") {
    // a reason over its limit: said beside that proposal's reason field, with what was typed kept
    const reasonErrors = submission.error?.reason;
    const typed = form.get("reason");
    const stampId = Number(form.get("stampId"));
    return data<DecisionFeedback>(
      {
        stampId: Number.isSafeInteger(stampId) ? stampId : 0,
        error: reasonErrors?.length ? errorsText(t, reasonErrors) : t("errors.required"),
        field: reasonErrors?.length ? "reason" : undefined,
        reason: typeof typed === "string" ? typed : "",
      },
      { status: 400 },
    );
  }
  const sql = await getSql();
  const stamp = await stampById(sql, submission.value.stampId);
  // a stamp of someone else reads exactly like an unknown one
  if (!stamp || stamp.personId !== person.principal.personId) throw notFound();
  const input = { stampId: stamp.id, personId: stamp.personId, expectedVersion: expectedVersionFrom(form) };
  const accept = submission.value.intent === "accept-missing-stamp";
  try {
    if (accept) await acceptMissingStamp(sql, user, input, commandMeta(user, form));
    else await refuseMissingStamp(sql, user, { ...input, reason: submission.value.reason ?? "" }, commandMeta(user, form));
  } catch (err) {
    const r = await refusal(request, submission, err, { conflictKey: "stamping.conflict" });
    const error = Object.values(r.result.error ?? {}).flat()[0] ?? "";
    const field = r.result.error?.reason?.length ? "reason" : undefined;
    return data<DecisionFeedback>({ stampId: stamp.id, error, field, reason: submission.value.reason ?? "" }, { status: r.status });
  }
  const url = new URL(request.url);
  throw redirect(url.pathname + url.search, {
    status: 303,
    headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: accept ? "stamping.hr.accepted" : "stamping.hr.refused" }) },
  });
}

export default function HrPersonStamps() {
  const d = useLoaderData<typeof loader>();
  const feedback = useActionData<typeof action>();
  const { t } = useTranslation();
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
          <ProposalDecisions proposals={d.pending} canDecide={d.canManage} feedback={feedback ?? null} />
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
        <p>
          <a href={`${base}/sheet?month=${d.month}`} className={s.buttonSecondary}>
            {t("stamping.sheet_link", { month: d.view.label })}
          </a>
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
