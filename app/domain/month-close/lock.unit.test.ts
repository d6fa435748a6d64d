// The period lock in the deciders that take it (ADR-0138): a stamp, a correction, daily hours or an
// expense dated in a countersigned month is refused; the same command in an open month goes through.
import { describe, expect, it } from "vitest";
import { dailyHoursDecider } from "../daily-hours/decider";
import { expenseDecider } from "../expense/decider";
import * as x from "../expense/fixtures";
import { ctx, given } from "../shared/testing";
import { stampDecider } from "../stamping/decider";
import { addStamp, clockIn, hr, MORNING, recorded, LATER } from "../stamping/fixtures";

const at = (now: string) => ctx({ now });
const MARCH = ["2026-03"];

describe("stamps in a locked month", () => {
  it("HR's added stamp is refused, naming the month; in an open month it is recorded", () => {
    given(stampDecider).when(addStamp({ lockedMonths: MARCH }), at(LATER)).thenThrows("month_close.locked", { field: "stampedAt", params: { month: "03.2026" } });
    given(stampDecider).when(addStamp({ lockedMonths: ["2026-02"] }), at(LATER)).thenEvents(stampDecider.decide(addStamp(), stampDecider.initialState(), at(LATER)));
  });
  it("a correction is refused when the stamp is in a locked month, or when it would move into one", () => {
    const correct = { type: "CorrectStamp" as const, correctedBy: hr, kind: "ENTRATA" as const, stampedAt: "2026-03-10 07:30:00", reason: "Era in cantiere", lockedMonths: MARCH };
    given(stampDecider, [recorded()]).when(correct, at(LATER)).thenThrows("month_close.locked");
    given(stampDecider, [recorded({ stampedAt: "2026-04-01T07:00:00+02:00" })])
      .when({ ...correct, stampedAt: "2026-03-31 23:00:00" }, at("2026-04-02T08:00:00.000Z"))
      .thenThrows("month_close.locked", { field: "stampedAt" });
  });
  it("a deletion is refused in a locked month", () => {
    given(stampDecider, [recorded()]).when({ type: "DeleteStamp", deletedBy: hr, reason: "Doppia", lockedMonths: MARCH }, at(LATER)).thenThrows("month_close.locked");
  });
  it("the clock itself is refused on a day of a locked month", () => {
    given(stampDecider).when(clockIn({ lockedMonths: MARCH }), at(MORNING)).thenThrows("month_close.locked");
  });
});

describe("daily hours in a locked month", () => {
  const record = {
    type: "RecordDailyHours" as const,
    entryId: 5,
    person: { personId: 42, companyCode: "sitaf" as const },
    site: { siteId: 3, companyCode: "sitaf" as const },
    recordedBy: { personId: 7, rights: ["update:hr" as const] },
    peopleCompanies: ["sitaf" as const],
    siteCompanies: ["sitaf" as const],
    startAt: "2026-03-10 07:00:00",
    endAt: "2026-03-10 16:00:00",
    description: "",
    existing: [],
  };
  it("are refused; in an open month they are recorded", () => {
    given(dailyHoursDecider).when({ ...record, lockedMonths: MARCH }, at(LATER)).thenThrows("month_close.locked", { field: "startAt" });
    expect(dailyHoursDecider.decide({ ...record, lockedMonths: ["2026-02"] }, dailyHoursDecider.initialState(), at(LATER))).toHaveLength(1);
  });
});

describe("expenses in a locked month", () => {
  it("a new expense dated in it is refused", () => {
    given(expenseDecider).when(x.submitExpense({ lockedMonths: MARCH }), at(x.SUBMITTED_AT)).thenThrows("month_close.locked", { field: "date" });
  });
  it("an expense cannot be moved into it, nor approved in it", () => {
    given(expenseDecider, [x.submitted()])
      .when({ type: "EditExpense", editedBy: x.employee, expense: { ...x.chfInput, date: "2026-02-27" }, receipt: null, site: x.SITE, lockedMonths: ["2026-02"] }, at(x.SUBMITTED_AT))
      .thenThrows("month_close.locked");
    given(expenseDecider, [x.submitted()])
      .when({ type: "ApproveExpense", decidedBy: x.hr, changedChf: null, account: null, secondApproval: { rules: [] }, lockedMonths: MARCH }, at(x.DECIDED_AT))
      .thenThrows("month_close.locked");
  });
  it("a rejection still goes through: it adds nothing to the month", () => {
    given(expenseDecider, [x.submitted()]).when({ type: "RejectExpense", decidedBy: x.hr }, at(x.DECIDED_AT)).thenEvents([x.rejected()]);
  });
});
