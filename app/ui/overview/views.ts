// What the overview screens show (issue 38), as the page builders of app/areas/overview hand it over:
// formatted words and numbers, nothing left to compute in the browser.
import type { AbsenceMark } from "~/domain/leave/absence-grid";
import type { CompanyCode } from "~/domain/company/companies";
import type { ChartColumn, ChartPart } from "../chart/chart";

export interface DayHead {
  date: string;
  /** "lun" */
  weekday: string;
  /** "7" */
  day: string;
  /** "lun 07.12.2026", for the header's title */
  full: string;
  weekend: boolean;
  today: boolean;
}

export interface CellView {
  date: string;
  /** the strongest mark: approved over pending over a festivity */
  mark: AbsenceMark | null;
  /** the letters the cell shows ("A", "?", "F", "A F") */
  letters: string;
  /** what the cell means in words (its title) */
  text: string;
  weekend: boolean;
}

export interface AbsenceOverviewView {
  filter: { company: string; site: string; date: string };
  companies: { code: CompanyCode; name: string }[];
  sites: { id: number; title: string }[];
  month: { label: string; days: DayHead[]; prev: string; next: string };
  week: { label: string; days: DayHead[]; prev: string; next: string };
  /** `company`: the person's company, when the grid shows several */
  people: { id: number; name: string; company: string | null; month: CellView[]; week: CellView[] }[];
  legend: { mark: AbsenceMark; letter: string; label: string }[];
}

export interface ColumnChartView {
  title: string;
  description: string;
  columns: ChartColumn[];
}

export interface CountView {
  key: string;
  label: string;
  value: number;
  href: string | null;
}

export interface OffTargetView {
  personId: number;
  name: string;
  company: string;
  worked: string;
  target: string;
  difference: string;
  direction: "over" | "under";
  /** "over" / "under" in words */
  directionLabel: string;
}

export interface HrDashboardView {
  pending: { counts: CountView[]; chart: { title: string; description: string; columns: ChartColumn[] } };
  absences: {
    counts: CountView[];
    today: { personId: number; name: string; status: string }[];
    chart: { title: string; description: string; columns: ChartColumn[] };
  };
  attention: CountView[];
  /** `unstamped`: the people who may stamp and did not this month (not listed) */
  offTarget: { period: string; threshold: string; rows: OffTargetView[]; unstamped: number };
}

export interface SiteChartsView {
  hours: { title: string; description: string; columns: ChartColumn[] };
  checklists: { title: string; description: string; parts: ChartPart[] } | null;
}

