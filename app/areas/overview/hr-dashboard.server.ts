// HR's dashboard (/app/hr, issue 38): what waits for HR and who is away, at a glance, for the
// people of the user's companies. Counts link to the lists that hold them where the user may open
// those; the month's worked hours are held against each person's target (ADR-0130).
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import type { Actor } from "~/domain/access/actor";
import { accessOf, can } from "~/domain/access/permissions";
import type { Sql } from "~/db.server";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { formatDate } from "~/domain/shared/format";
import { offTarget, targetBetween, TARGET_THRESHOLD_MINUTES } from "~/domain/stamping/target";
import { hoursAndMinutes, summarize } from "~/domain/stamping/totals";
import { overviewLeaves } from "~/events/queries/absence-overview.server";
import { absentPeople, activeStaff, expiringDocuments, overdueToolCount, pendingCounts, stampsOfPeople } from "~/events/queries/hr-dashboard.server";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import { targetInputsOf } from "~/events/queries/targets.server";
import type { ChartColumn } from "~/ui/chart/chart";
import type { CountView, HrDashboardView, OffTargetView } from "~/ui/overview/views";

/** How far ahead an expiring legal document is counted. */
const DOCUMENT_HORIZON_DAYS = 30;




const hours = (t: TFunction, minutes: number) => t("stamping.hours", { value: hoursAndMinutes(minutes) });

export async function hrDashboardOf(sql: Sql, user: Pick<Actor, "principal" | "access">, t: TFunction, today: Temporal.PlainDate, now: string): Promise<HrDashboardView> {
  const companies = hrCompaniesOf(user);
  const iso = today.toString();
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const sunday = monday.add({ days: 6 });
  const first = today.with({ day: 1 });
  // the month so far, up to yesterday: today is still being worked
  const yesterday = today.subtract({ days: 1 });
  const monthDone = Temporal.PlainDate.compare(yesterday, first) >= 0;
  const [pending, todays, week, overdue, documents, staff] = await Promise.all([
    pendingCounts(sql, companies),
    absentPeople(sql, companies, iso, iso),
    absentPeople(sql, companies, monday.toString(), sunday.toString()),
    overdueToolCount(sql, companies, iso),
    expiringDocuments(sql, companies, iso, today.add({ days: DOCUMENT_HORIZON_DAYS }).toString()),
    activeStaff(sql, companies),
  ]);
  const stampers = staff.filter((p) => accessOf(p.principal).canStamp);
  const [weekLeaves, stamps, inputs] = await Promise.all([
    overviewLeaves(sql, staff.map((p) => p.id), monday.toString(), sunday.toString()),
    monthDone ? stampsOfPeople(sql, stampers.map((p) => p.id), first.toString(), yesterday.toString()) : Promise.resolve(new Map()),
    monthDone ? targetInputsOf(sql, stampers.map((p) => p.id), first.toString(), yesterday.toString()) : Promise.resolve(new Map()),
  ]);

  const pendingCountsView: CountView[] = [
    { key: "leave", label: t("overview.hr.pending.leave"), value: pending.leave, href: "/app/hr/leave-requests?status=PENDING" },
    { key: "expense", label: t("overview.hr.pending.expense"), value: pending.expense, href: "/app/hr/expense-requests?status=PENDING" },
    { key: "stamp", label: t("overview.hr.pending.stamp"), value: pending.stamp, href: "/app/hr/stamps" },
    { key: "tool", label: t("overview.hr.pending.tool"), value: pending.tool, href: can(user.access, "read", "tool-manager") ? "/app/admin/tools/requests" : null },
  ];
  const total = pendingCountsView.reduce((s, c) => s + c.value, 0);

  // people away on each working day of this week (approved leave)
  const days = Array.from({ length: 5 }, (_, i) => monday.add({ days: i }));
  const dayColumns: ChartColumn[] = days.map((d) => {
    const date = d.toString();
    const away = new Set(weekLeaves.filter((l) => l.status === "APPROVED" && l.startDate <= date && l.endDate >= date).map((l) => l.personId)).size;
    return {
      key: date,
      label: t(`stamping.weekday.${d.dayOfWeek}`),
      longLabel: `${t(`stamping.weekday.${d.dayOfWeek}`)} ${formatDate(date)}`,
      value: away,
      display: String(away),
    };
  });
  const uniq = (rows: { personId: number; status: string }[], status: string) => new Set(rows.filter((r) => r.status === status).map((r) => r.personId)).size;

  const offRows: OffTargetView[] = [];
  let unstamped = 0;
  for (const p of stampers) {
    const input = inputs.get(p.id);
    if (!input) continue;
    // a person who did not stamp this month is counted apart, not listed as under the target (ADR-0130)
    if (!(stamps.get(p.id) ?? []).some((s: { status: string }) => s.status === "ACTIVE")) {
      unstamped += 1;
      continue;
    }
    const target = targetBetween(input, first.toString(), yesterday.toString());
    const worked = summarize(stamps.get(p.id) ?? [], first.toString(), yesterday.toString(), now).totalMinutes;
    const direction = offTarget(worked, target);
    if (!direction) continue;
    offRows.push({
      personId: p.id,
      name: p.name,
      company: COMPANY_NAMES[p.principal.companyCode],
      worked: hours(t, worked),
      target: hours(t, target),
      difference: `${direction === "over" ? "+" : "−"}${hours(t, Math.abs(worked - target))}`,
      direction,
      directionLabel: t(`overview.hr.target.${direction}`),
    });
  }

  return {
    pending: {
      counts: pendingCountsView,
      chart: {
        title: t("overview.hr.pending.chart_title"),
        description: t("overview.hr.pending.chart_desc", { count: total }),
        columns: pendingCountsView.map((c) => ({ key: c.key, label: t(`overview.hr.pending.short.${c.key}`), longLabel: c.label, value: c.value, display: String(c.value) })),
      },
    },
    absences: {
      counts: [
        { key: "today", label: t("overview.hr.absences.today"), value: uniq(todays, "APPROVED"), href: `/app/hr/absences?date=${iso}` },
        { key: "week", label: t("overview.hr.absences.week"), value: uniq(week, "APPROVED"), href: `/app/hr/absences?date=${iso}` },
        { key: "pending", label: t("overview.hr.absences.pending_week"), value: uniq(week, "PENDING"), href: `/app/hr/absences?date=${iso}` },
      ],
      today: todays.map((a) => ({ personId: a.personId, name: a.name, status: t(`leave.status.${a.status}`) })),
      chart: {
        title: t("overview.hr.absences.chart_title", { range: `${formatDate(monday.toString())} – ${formatDate(sunday.toString())}` }),
        description: t("overview.hr.absences.chart_desc"),
        columns: dayColumns,
      },
    },
    attention: [
      { key: "tools", label: t("overview.hr.attention.tools"), value: overdue, href: can(user.access, "read", "tool-manager") ? "/app/admin/tools" : null },
      { key: "expired", label: t("overview.hr.attention.expired", { days: DOCUMENT_HORIZON_DAYS }), value: documents.expired, href: "/app/hr/users/list" },
      { key: "expiring", label: t("overview.hr.attention.expiring", { days: DOCUMENT_HORIZON_DAYS }), value: documents.expiring, href: "/app/hr/users/list" },
    ],
    offTarget: {
      period: monthDone ? `${formatDate(first.toString())} – ${formatDate(yesterday.toString())}` : "",
      threshold: hours(t, TARGET_THRESHOLD_MINUTES),
      rows: offRows,
      unstamped,
    },
  };
}
