// The working-time balance of people for a month (issue 36, ADR-0136): one function every screen
// and the payroll export call, so the worker's page, HR's lists and the export show the same
// figures. The days after yesterday are still being worked and count nothing yet.
import type { TFunction } from "i18next";
import type { Temporal } from "temporal-polyfill";
import type { Queryable } from "~/db.server";
import { leaveTypeKey, isLeaveTypeCode } from "~/domain/leave/types";
import { formatDate } from "~/domain/shared/format";
import { balanceOf, periodOf, signedHours, weeksOf, type Balance, type BalanceDay, type BalancePeriod, type BalanceWeek } from "~/domain/stamping/balance";
import { hoursAndMinutes, monthRange } from "~/domain/stamping/totals";
import { balanceInputsOf } from "~/events/queries/balance.server";
import type { BalanceExplanationView, BalanceFiguresView } from "~/ui/balance/views";

export interface PersonBalance {
  personId: number;
  month: string;
  balance: Balance;
  /** the month's days up to yesterday */
  period: BalancePeriod;
  weeks: BalanceWeek[];
  /** from the opening of the balance year to the month's end: its closing is the running balance */
  year: BalancePeriod;
}

/** Each person's balance for `month` (YYYY-MM) as of `today`; none for a malformed month or an unknown person. */
export async function balancesOf(db: Queryable, personIds: readonly number[], month: string, today: Temporal.PlainDate, now: string): Promise<Map<number, PersonBalance>> {
  const out = new Map<number, PersonBalance>();
  const range = monthRange(month);
  if (!range) return out;
  const until = today.subtract({ days: 1 }).toString();
  const inputs = await balanceInputsOf(db, personIds, range.to);
  for (const [personId, input] of inputs) {
    const balance = balanceOf(input, range.to, until, now);
    out.set(personId, {
      personId,
      month,
      balance,
      period: periodOf(balance, range.from, range.to),
      // the weeks only where a page shows them (the explanation): the lists and the payroll do not
      get weeks() {
        return weeksOf(balance, range.from, range.to);
      },
      year: periodOf(balance, balance.opening.date, range.to),
    });
  }
  return out;
}

/** One person's balance for the month, or null. */
export async function balanceOfPerson(db: Queryable, personId: number, month: string, today: Temporal.PlainDate, now: string): Promise<PersonBalance | null> {
  return (await balancesOf(db, [personId], month, today, now)).get(personId) ?? null;
}

/** "+6:15 h" */
export const balanceText = (t: TFunction, minutes: number) => t("balance.hours", { value: signedHours(minutes) });
const hoursText = (t: TFunction, minutes: number) => t("stamping.hours", { value: hoursAndMinutes(minutes) });

/** The two figures beside the month's total: the month's balance and the running balance at its end. */
export function balanceFiguresView(t: TFunction, b: PersonBalance, monthLabel: string): BalanceFiguresView {
  return {
    monthLabel: t("balance.figure.month", { month: monthLabel }),
    month: balanceText(t, b.period.difference),
    yearLabel: t("balance.figure.year", { date: formatDate(b.year.from) }),
    year: balanceText(t, b.year.closing),
  };
}

function notesOf(t: TFunction, d: BalanceDay): string[] {
  const notes: string[] = [];
  if (!d.employed) notes.push(t("balance.note.not_employed"));
  else if (d.weekend) notes.push(t("balance.note.weekend"));
  if (d.festivity === "full") notes.push(t("balance.note.festivity"));
  if (d.festivity === "half") notes.push(t("balance.note.half_festivity"));
  if (d.employed && !d.weekend && d.percentage !== 100) notes.push(t("balance.note.percentage", { value: d.percentage }));
  for (const [type, minutes] of Object.entries(d.absenceByType)) {
    const code = Number(type);
    notes.push(t("balance.note.absence", { type: isLeaveTypeCode(code) ? t(leaveTypeKey(code)) : type, hours: hoursText(t, minutes) }));
  }
  if (d.hours > 0) notes.push(t("balance.note.daily_hours", { hours: hoursText(t, d.hours) }));
  if (d.missingExit) notes.push(t("balance.note.missing_exit"));
  else if (d.flagged) notes.push(t("balance.note.flagged"));
  return notes;
}

/** The month line by line: each day's target, worked time, absence credit, difference and running balance, and why. */
export function balanceExplanationView(t: TFunction, b: PersonBalance): BalanceExplanationView {
  const days = b.balance.days.filter((d) => d.date >= b.period.from && d.date <= b.period.to);
  const o = b.balance.opening;
  return {
    opening: balanceText(t, b.period.opening),
    openingLine: o.recorded
      ? t("balance.opening.recorded", { date: formatDate(o.date), value: balanceText(t, o.minutes) })
      : t("balance.opening.none", { date: formatDate(o.date) }),
    lines: days.map((d) => ({
      date: d.date,
      dateLabel: `${t(`stamping.weekday.${new Date(`${d.date}T12:00:00Z`).getUTCDay() || 7}`)} ${formatDate(d.date)}`,
      target: hoursText(t, d.target),
      worked: hoursText(t, d.stamped + d.hours),
      absence: hoursText(t, d.absence),
      difference: balanceText(t, d.difference),
      running: balanceText(t, d.running),
      notes: notesOf(t, d),
    })),
    weeks: b.weeks.map((w) => ({
      label: t("overview.chart.week_long", { week: w.week, range: `${formatDate(w.from)} – ${formatDate(w.to)}` }),
      target: hoursText(t, w.target),
      worked: hoursText(t, w.worked),
      absence: hoursText(t, w.absence),
      difference: balanceText(t, w.difference),
      closing: balanceText(t, w.closing),
    })),
    totals: {
      target: hoursText(t, b.period.target),
      worked: hoursText(t, b.period.worked),
      absence: hoursText(t, b.period.absence),
      difference: balanceText(t, b.period.difference),
      opening: balanceText(t, b.period.opening),
      closing: balanceText(t, b.period.closing),
    },
    until: formatDate(b.balance.until),
  };
}
