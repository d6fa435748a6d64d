// The team absence overview's page (/app/hr/absences, issue 38): who is away when, as a grid of
// people and days. One anchor date (`date`) chooses the month a wide screen shows and the week a
// phone shows (both are rendered; CSS shows the one that fits, ADR-0131), filtered by company and
// by a site's team. Cells are marked with a letter as well as a colour.
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { COMPANY_NAMES, isCompanyCode, type CompanyCode } from "~/domain/company/companies";
import { absenceGrid, datesOf, overviewPeriod, type AbsenceCell, type AbsenceMark } from "~/domain/leave/absence-grid";
import { leaveTypeKey } from "~/domain/leave/types";
import { formatDate } from "~/domain/shared/format";
import { queryParams } from "~/domain/shared/query-params";
import { isWeekend, parseDate } from "~/domain/shared/zurich-time";
import { overviewFestivities, overviewLeaves, overviewPeople, overviewSites } from "~/events/queries/absence-overview.server";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import type { AbsenceOverviewView, CellView, DayHead } from "~/ui/overview/views";

const ABSENCE_MARKS: readonly AbsenceMark[] = ["approved", "pending", "festivity", "halfFestivity"];




function cellView(t: TFunction, date: string, cell: AbsenceCell | undefined): CellView {
  const weekend = isWeekend(Temporal.PlainDate.from(date));
  if (!cell) return { date, mark: null, letters: "", text: "", weekend };
  const mark = (["approved", "pending", "festivity", "halfFestivity"] as const).find((m) => cell.marks.includes(m)) ?? null;
  const types = cell.leaveTypes.map((c) => t(leaveTypeKey(c))).join(", ");
  const text = cell.marks
    .map((m) => (m === "festivity" || m === "halfFestivity" ? `${t(`overview.absences.legend.${m}`)}: ${cell.festivity ?? ""}` : `${t(`overview.absences.legend.${m}`)}${types ? ` (${types})` : ""}`))
    .join(" · ");
  return { date, mark, letters: cell.marks.map((m) => t(`overview.absences.letter.${m}`)).join(" "), text, weekend };
}

/** The overview for the user's companies, from the page's URL. */
export async function absenceOverviewOf(sql: Sql, user: Pick<Actor, "principal" | "access">, t: TFunction, url: string, today: Temporal.PlainDate): Promise<AbsenceOverviewView> {
  const q = queryParams(url);
  const scope = hrCompaniesOf(user);
  const company = q.get("company");
  const chosen: CompanyCode | null = isCompanyCode(company) && scope.includes(company) ? company : null;
  const companies = chosen ? [chosen] : scope;
  const sites = await overviewSites(sql, companies);
  const siteParam = Number(q.get("site"));
  const site = sites.find((s) => s.id === siteParam) ?? null;
  const anchor = parseDate(q.get("date")) ?? today;
  const p = overviewPeriod(anchor);
  // one read covers both the month and the week (a week may run into the next or the last month)
  const from = p.weekFrom < p.monthFrom ? p.weekFrom : p.monthFrom;
  const to = p.weekTo > p.monthTo ? p.weekTo : p.monthTo;
  const people = await overviewPeople(sql, companies, site?.id ?? null);
  const [leaves, festivities] = await Promise.all([
    overviewLeaves(sql, people.map((x) => x.id), from, to),
    overviewFestivities(sql, companies, from, to),
  ]);
  const grid = absenceGrid(people, leaves, festivities, from, to);
  const link = (date: string) => {
    const sp = new URLSearchParams();
    if (chosen) sp.set("company", chosen);
    if (site) sp.set("site", String(site.id));
    sp.set("date", date);
    return `/app/hr/absences?${sp.toString()}`;
  };
  const head = (date: string): DayHead => {
    const d = Temporal.PlainDate.from(date);
    return {
      date,
      weekday: t(`stamping.weekday.${d.dayOfWeek}`),
      day: String(d.day),
      full: `${t(`stamping.weekday.${d.dayOfWeek}`)} ${formatDate(date)}`,
      weekend: isWeekend(d),
      today: Temporal.PlainDate.compare(d, today) === 0,
    };
  };
  const monthDates = datesOf(p.monthFrom, p.monthTo);
  const weekDates = datesOf(p.weekFrom, p.weekTo);
  const first = anchor.with({ day: 1 });
  return {
    filter: { company: chosen ?? "", site: site ? String(site.id) : "", date: anchor.toString() },
    companies: scope.length > 1 ? scope.map((c) => ({ code: c, name: COMPANY_NAMES[c] })) : [],
    sites,
    month: {
      label: `${t(`stamping.months.${anchor.month}`)} ${anchor.year}`,
      days: monthDates.map(head),
      prev: link(first.subtract({ months: 1 }).toString()),
      next: link(first.add({ months: 1 }).toString()),
    },
    week: {
      label: `${formatDate(p.weekFrom)} – ${formatDate(p.weekTo)}`,
      days: weekDates.map(head),
      prev: link(anchor.subtract({ days: 7 }).toString()),
      next: link(anchor.add({ days: 7 }).toString()),
    },
    people: people.map((x) => {
      const cells = grid.get(x.id);
      return {
        id: x.id,
        name: x.name,
        company: companies.length > 1 ? COMPANY_NAMES[x.companyCode] : null,
        month: monthDates.map((d) => cellView(t, d, cells?.get(d))),
        week: weekDates.map((d) => cellView(t, d, cells?.get(d))),
      };
    }),
    legend: ABSENCE_MARKS.map((m) => ({ mark: m, letter: t(`overview.absences.letter.${m}`), label: t(`overview.absences.legend.${m}`) })),
  };
}
