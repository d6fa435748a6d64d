// The monthly expense report's figures (spec part 2 §9, Expense PDF): only APPROVED expenses dated
// in the month, one line each with the columns Descrizione Spese, Data, Importo CHF, Importo Euro
// (EUR only; a USD amount has its own column, with its currency code), Conversione CHF and CONTO CONTABILE, and the
// totals. Amounts in cents, never converted here: a foreign amount's CHF value is the recorded
// changedChf (ADR-0021). Pure.
import type { ChangedChf } from "./events";
import type { Currency, ExpenseStatus } from "./types";

export interface ReportSource {
  id: number;
  status: ExpenseStatus;
  /** YYYY-MM-DD */
  date: string;
  reason: string;
  place: string;
  site: string;
  amount: number;
  currency: Currency;
  changedChf: ChangedChf | null;
  account: string | null;
}

export interface ReportLine {
  id: number;
  date: string;
  reason: string;
  place: string;
  site: string;
  /** Importo CHF: the amount of a CHF expense */
  chf: number | null;
  /** a foreign amount with its currency: EUR in Importo Euro, any other in its own column */
  foreign: { amount: number; currency: Exclude<Currency, "CHF"> } | null;
  /** Conversione CHF: the CHF equivalent of a foreign amount */
  converted: number | null;
  account: string | null;
  /** "approved by X for Y" when a delegate approved it (ADR-0088); absent otherwise */
  approvedFor?: string | null;
}

export interface ReportTotals {
  chf: number;
  eur: number;
  usd: number;
  converted: number;
  /** what the person is owed in CHF: the CHF amounts plus the conversions */
  reimbursed: number;
  /** foreign lines without a CHF equivalent (cannot happen for approved expenses; counted, never guessed) */
  unconverted: number;
}

/** The lines of a month: approved expenses whose date lies in `month` (YYYY-MM), by date then id. */
export function reportLines(month: string, rows: readonly ReportSource[]): ReportLine[] {
  return rows
    .filter((r) => r.status === "APPROVED" && r.date.slice(0, 7) === month)
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1))
    .map((r) => ({
      id: r.id,
      date: r.date,
      reason: r.reason,
      place: r.place,
      site: r.site,
      chf: r.currency === "CHF" ? r.amount : null,
      foreign: r.currency === "CHF" ? null : { amount: r.amount, currency: r.currency },
      converted: r.currency === "CHF" ? null : r.changedChf?.amount ?? null,
      account: r.account,
    }));
}

export function reportTotals(lines: readonly ReportLine[]): ReportTotals {
  const t: ReportTotals = { chf: 0, eur: 0, usd: 0, converted: 0, reimbursed: 0, unconverted: 0 };
  for (const l of lines) {
    if (l.chf !== null) t.chf += l.chf;
    if (l.foreign?.currency === "EUR") t.eur += l.foreign.amount;
    if (l.foreign?.currency === "USD") t.usd += l.foreign.amount;
    if (l.converted !== null) t.converted += l.converted;
    else if (l.foreign) t.unconverted++;
  }
  t.reimbursed = t.chf + t.converted;
  return t;
}

/** The totals of the currencies other than CHF and EUR (each its own amount, never added together), by currency code. */
export function otherCurrencyTotals(lines: readonly ReportLine[]): { currency: string; amount: number }[] {
  const by = new Map<string, number>();
  for (const l of lines) if (l.foreign && l.foreign.currency !== "EUR") by.set(l.foreign.currency, (by.get(l.foreign.currency) ?? 0) + l.foreign.amount);
  return [...by].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
}
