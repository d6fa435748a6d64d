// What the balance's screens render (issue 36): plain strings, built on the server
// (app/areas/balance/person-balance.server.ts).

export interface BalanceFiguresView {
  monthLabel: string;
  month: string;
  yearLabel: string;
  year: string;
}

export interface BalanceLineView {
  date: string;
  dateLabel: string;
  target: string;
  worked: string;
  absence: string;
  difference: string;
  running: string;
  /** why the day's target or worked time is what it is, translated */
  notes: string[];
}

export interface BalanceExplanationView {
  opening: string;
  openingLine: string;
  lines: BalanceLineView[];
  weeks: { label: string; target: string; worked: string; absence: string; difference: string; closing: string }[];
  totals: { target: string; worked: string; absence: string; difference: string; opening: string; closing: string };
  until: string;
}
