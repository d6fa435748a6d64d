// The payroll export through the JSON API (issue 36): GET /hr/payroll with the page's filters (month,
// company); the rows of /app/hr/payroll and its CSV, read by the same function (payrollRows), as
// figures (minutes, cents, days) instead of the page's text. HR only (read hr).
import { z } from "zod";
import { nowIso, zurichToday } from "~/clock.server";
import { COMPANY_CODES } from "~/domain/company/companies";
import { payrollRows } from "~/areas/balance/payroll.server";
import { endpoint, type Endpoint } from "../endpoint.server";

const signOff = z.object({
  signedAt: z.string().nullable().describe("when the person signed the month (ISO instant); null: not signed"),
  signedBy: z.string().nullable(),
  countersignedAt: z.string().nullable().describe("when HR or the supervisor countersigned; null: not countersigned"),
  countersignedBy: z.string().nullable(),
});

const apiPayrollRow = z.object({
  personId: z.number().int(),
  badgeId: z.number().int().nullable(),
  name: z.string(),
  companyCode: z.enum(COMPANY_CODES),
  targetMinutes: z.number().int().describe("the month's target (ADR-0130, ADR-0136), up to yesterday in the current month"),
  workedMinutes: z.number().int().describe("counted stamp pairs plus daily hours"),
  overtimeMinutes: z.number().int().describe("the month's balance: worked + absences − target"),
  balanceMinutes: z.number().int().describe("the running balance at the month's end, the year's carry-over included"),
  absenceMinutes: z.record(z.string(), z.number().int()).describe("approved absence credited as worked, by leave type code"),
  holidayDaysTaken: z.number().describe("approved holiday days of the year, to a tenth"),
  holidayDaysLeft: z.number().describe("the year's allowance less the days taken"),
  expensesChf: z.number().int().describe("approved expenses dated in the month, CHF cents"),
  signOff,
});

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const payrollEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/hr/payroll",
    tag: "Payroll",
    summary: "The payroll export of a month (default: the previous month) for HR's companies or one of them: the rows of /app/hr/payroll",
    rights: [["read", "hr"]],
    query: z.object({ month: month.optional(), company: z.enum(COMPANY_CODES).optional() }),
    response: z.object({ month, data: z.array(apiPayrollRow) }),
    run: async ({ sql, user, query }) => {
      const now = nowIso();
      const today = zurichToday(now);
      const m = query.month ?? today.subtract({ months: 1 }).toPlainYearMonth().toString();
      const rows = await payrollRows(sql, user, { month: m, company: query.company ?? null }, today, now);
      return { body: { month: m, data: rows } };
    },
  }),
];
