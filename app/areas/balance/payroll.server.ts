// The payroll export (/app/hr/payroll, issue 36): per person of the chosen companies who works on
// time (stamps), the month's target and worked hours, overtime and running balance (the balance
// function every screen uses, ADR-0136), the absence hours by leave type, the holiday days taken and
// left in the year, the approved expenses in CHF and whether the month is signed and
// countersigned. The page, the CSV, the XLSX and the JSON API read these rows.
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";
import type { Actor } from "~/domain/access/actor";
import { accessOf } from "~/domain/access/permissions";
import { COMPANY_CODES, COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import { isLeaveTypeCode, leaveTypeKey, LEAVE_TYPE_CODES } from "~/domain/leave/types";
import { formatDateTime } from "~/domain/shared/format";
import { queryParams } from "~/domain/shared/query-params";
import { signedHours } from "~/domain/stamping/balance";
import { hoursAndMinutes, monthRange } from "~/domain/stamping/totals";
import type { Queryable } from "~/db.server";
import { activeStaff } from "~/events/queries/hr-dashboard.server";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import { leaveBalancesOf } from "~/events/queries/leaves.server";
import { approvedExpensesChf, badgesOf } from "~/events/queries/payroll.server";
import { monthSignersOf, NOT_SIGNED, type MonthSigners } from "~/events/queries/month-close.server";
import { balancesOf } from "./person-balance.server";

export interface PayrollRow {
  personId: number;
  badgeId: number | null;
  name: string;
  companyCode: CompanyCode;
  targetMinutes: number;
  workedMinutes: number;
  /** the month's balance: worked + absences − target */
  overtimeMinutes: number;
  /** the running balance at the month's end, the year's carry-over included */
  balanceMinutes: number;
  /** minutes of approved absence by leave type code */
  absenceMinutes: Record<string, number>;
  /** holiday days of the year: approved (taken) and left (allowance − taken), to a tenth */
  holidayDaysTaken: number;
  holidayDaysLeft: number;
  /** approved expenses dated in the month, CHF cents */
  expensesChf: number;
  signOff: MonthSigners;
}

export interface PayrollQuery {
  month: string;
  /** null: every company the user may see */
  company: CompanyCode | null;
}

/** The month (YYYY-MM, else the previous month: payroll closes the month before) and the company from the URL. */
export function payrollQueryOf(url: URL | string, today: Temporal.PlainDate): PayrollQuery {
  const q = queryParams(typeof url === "string" ? new URL(url) : url);
  const month = q.get("month") ?? "";
  const company = q.get("company") ?? "";
  return {
    month: monthRange(month) ? month : today.subtract({ months: 1 }).toPlainYearMonth().toString(),
    company: (COMPANY_CODES as readonly string[]).includes(company) ? (company as CompanyCode) : null,
  };
}

const tenth = (minutes: number) => Math.round(minutes / 48) / 10;

/** The rows of the month for the user's companies (or the one chosen among them), by name. */
export async function payrollRows(db: Queryable, user: Pick<Actor, "principal" | "access">, query: PayrollQuery, today: Temporal.PlainDate, now: string): Promise<PayrollRow[]> {
  const allowed = hrCompaniesOf(user);
  const companies = query.company ? allowed.filter((c) => c === query.company) : allowed;
  const range = monthRange(query.month);
  if (!range || companies.length === 0) return [];
  const staff = (await activeStaff(db, companies)).filter((p) => accessOf(p.principal).canStamp);
  const ids = staff.map((p) => p.id);
  const monthEnd = Temporal.PlainDate.from(range.to);
  const [balances, badges, expenses, signOffs, holidays] = await Promise.all([
    balancesOf(db, ids, query.month, today, now),
    badgesOf(db, ids),
    approvedExpensesChf(db, ids, query.month),
    monthSignersOf(db, ids, query.month),
    leaveBalancesOf(db, ids, monthEnd),
  ]);
  return staff.map((p) => {
    const b = balances.get(p.id);
    const h = holidays.get(p.id);
    return {
      personId: p.id,
      badgeId: badges.get(p.id) ?? null,
      name: p.name,
      companyCode: p.principal.companyCode,
      targetMinutes: b?.period.target ?? 0,
      workedMinutes: b?.period.worked ?? 0,
      overtimeMinutes: b?.period.difference ?? 0,
      balanceMinutes: b?.year.closing ?? 0,
      absenceMinutes: b?.period.absenceByType ?? {},
      holidayDaysTaken: h ? tenth(h.minutes.taken) : 0,
      holidayDaysLeft: h ? tenth(h.minutes.remainingHolidays) : 0,
      expensesChf: expenses.get(p.id) ?? 0,
      signOff: signOffs.get(p.id) ?? NOT_SIGNED,
    };
  });
}

/** The leave types with absence hours in any row, in code order: the export's absence columns. */
function absenceTypesOf(rows: readonly PayrollRow[]): string[] {
  const present = new Set(rows.flatMap((r) => Object.keys(r.absenceMinutes).filter((k) => r.absenceMinutes[k] > 0)));
  return LEAVE_TYPE_CODES.map(String).filter((c) => present.has(c));
}

const chf = (cents: number) => (cents / 100).toFixed(2);
/** A signed balance for a file a payroll office reads: "4:02" over, "−4:02" (a true minus) under; a leading "+" would be defused into "'+4:02" by the CSV writer. */
const signedCell = (minutes: number) => signedHours(minutes).replace(/^\+/, "");
const days = (d: number) => d.toFixed(1);

/** The table as the page, the CSV and the XLSX show it: a header and rows of text, the same words and figures. */
export function payrollTable(t: TFunction, rows: readonly PayrollRow[]): { header: string[]; rows: string[][] } {
  const types = absenceTypesOf(rows);
  const signed = (at: string | null, by: string | null) => (at ? t("payroll.signed_by", { name: by ?? "", at: formatDateTime(at) }) : t("payroll.not_signed"));
  return {
    header: [
      t("payroll.columns.badge"),
      t("payroll.columns.name"),
      t("payroll.columns.company"),
      t("payroll.columns.target"),
      t("payroll.columns.worked"),
      t("payroll.columns.overtime"),
      t("payroll.columns.balance"),
      ...types.map((c) => t("payroll.columns.absence", { type: isLeaveTypeCode(Number(c)) ? t(leaveTypeKey(Number(c) as never)) : c })),
      t("payroll.columns.holiday_taken"),
      t("payroll.columns.holiday_left"),
      t("payroll.columns.expenses"),
      t("payroll.columns.signed"),
      t("payroll.columns.countersigned"),
    ],
    rows: rows.map((r) => [
      r.badgeId === null ? "" : String(r.badgeId),
      r.name,
      COMPANY_NAMES[r.companyCode],
      hoursAndMinutes(r.targetMinutes),
      hoursAndMinutes(r.workedMinutes),
      signedCell(r.overtimeMinutes),
      signedCell(r.balanceMinutes),
      ...types.map((c) => hoursAndMinutes(r.absenceMinutes[c] ?? 0)),
      days(r.holidayDaysTaken),
      days(r.holidayDaysLeft),
      chf(r.expensesChf),
      signed(r.signOff.signedAt, r.signOff.signedBy),
      signed(r.signOff.countersignedAt, r.signOff.countersignedBy),
    ]),
  };
}
