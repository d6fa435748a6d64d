// The demo expenses: realistic claims of a few people of Cantiere and Metalsky, in CHF, EUR and
// USD, pending, approved and rejected, dated in the month before the seed and in its own month.
// Pure data; expenses.server.ts writes them through the same commands as the UI (with a small
// generated receipt each). Each claim has a stable key: its command ids come from it, so seeding
// again appends nothing even in another month.
import { Temporal } from "temporal-polyfill";
import type { Currency, Unit } from "~/domain/expense/types";
import { zurichDateOf } from "~/domain/shared/zurich-time";

export interface DemoExpense {
  /** stable: the seed's command ids and the receipt's file id derive from it */
  key: string;
  /** the claimant's username */
  username: string;
  /** 0: the seed's month, -1: the month before */
  monthOffset: 0 | -1;
  /** the day of that month (clamped to today in the seed's own month) */
  day: number;
  reason: string;
  place: string;
  /** cents */
  amount: number;
  currency: Currency;
  /** cents: the CHF the claimant says was charged (EUR and USD only) */
  changedChf: number | null;
  /** thousandths */
  quantity: number;
  unit: Unit;
  /** which of the claimant company's demo sites (0–4) */
  site: number;
  isEquipment: 0 | 1;
  receipt: "png" | "pdf";
  /** what HR does with it: nothing (pending), approve (with the CHF equivalent and account), reject */
  decision: { approve: { changedChf: number | null; account: string | null } } | { reject: true } | null;
}

export const DEMO_EXPENSES: readonly DemoExpense[] = [
  { key: "employee-fuel", username: "employee", monthOffset: -1, day: 3, reason: "Gasolio furgone aziendale", place: "Lugano", amount: 8540, currency: "CHF", changedChf: null, quantity: 42_500, unit: "LITERS", site: 0, isEquipment: 0, receipt: "png", decision: { approve: { changedChf: null, account: "6200" } } },
  { key: "employee-hotel", username: "employee", monthOffset: -1, day: 10, reason: "Albergo per sopralluogo cantiere", place: "Como", amount: 12_000, currency: "EUR", changedChf: 11_640, quantity: 1000, unit: "PIECES", site: 1, isEquipment: 0, receipt: "pdf", decision: { approve: { changedChf: null, account: "6210" } } },
  { key: "employee-software", username: "employee", monthOffset: -1, day: 17, reason: "Licenza app di misura laser", place: "online", amount: 4999, currency: "USD", changedChf: null, quantity: 1000, unit: "PIECES", site: 1, isEquipment: 1, receipt: "pdf", decision: { approve: { changedChf: 4480, account: "6500" } } },
  { key: "employee-lunch", username: "employee", monthOffset: -1, day: 24, reason: "Pranzo con il cliente", place: "Paradiso", amount: 3850, currency: "CHF", changedChf: null, quantity: 2000, unit: "PIECES", site: 0, isEquipment: 0, receipt: "png", decision: { reject: true } },
  { key: "employee-anchors", username: "employee", monthOffset: 0, day: 1, reason: "Tasselli e viti inox", place: "Bioggio", amount: 12_345, currency: "CHF", changedChf: null, quantity: 12_500, unit: "KG", site: 2, isEquipment: 0, receipt: "png", decision: null },
  { key: "employee-parking", username: "employee", monthOffset: 0, day: 1, reason: "Parcheggio Malpensa", place: "Milano", amount: 1800, currency: "EUR", changedChf: null, quantity: 1000, unit: "PIECES", site: 0, isEquipment: 0, receipt: "pdf", decision: null },
  { key: "worker-cable", username: "worker", monthOffset: -1, day: 12, reason: "Cavo elettrico di ricambio", place: "Massagno", amount: 6720, currency: "CHF", changedChf: null, quantity: 25_000, unit: "METERS", site: 3, isEquipment: 1, receipt: "png", decision: { approve: { changedChf: null, account: "6300" } } },
  { key: "worker-gloves", username: "worker", monthOffset: 0, day: 1, reason: "Guanti da lavoro", place: "Lugano", amount: 2490, currency: "CHF", changedChf: null, quantity: 6000, unit: "PIECES", site: 3, isEquipment: 1, receipt: "png", decision: null },
  { key: "associate-train", username: "associate", monthOffset: -1, day: 7, reason: "Treno per riunione a Zurigo", place: "Zurigo", amount: 9400, currency: "CHF", changedChf: null, quantity: 1000, unit: "PIECES", site: 0, isEquipment: 0, receipt: "pdf", decision: { approve: { changedChf: null, account: "6200" } } },
  { key: "associate-paint", username: "associate", monthOffset: 0, day: 1, reason: "Vernice per ritocchi", place: "Mendrisio", amount: 5600, currency: "EUR", changedChf: 5430, quantity: 5000, unit: "LITERS", site: 1, isEquipment: 0, receipt: "png", decision: null },
];

/** The expense's date: the day of the seed's month or the one before, never after today (Zurich). */
export function demoExpenseDate(e: Pick<DemoExpense, "monthOffset" | "day">, nowIso: string): string {
  const today = zurichDateOf(nowIso);
  const month = Temporal.PlainYearMonth.from({ year: today.year, month: today.month }).add({ months: e.monthOffset });
  const date = month.toPlainDate({ day: Math.min(e.day, month.daysInMonth) });
  return Temporal.PlainDate.compare(date, today) > 0 ? today.toString() : date.toString();
}
