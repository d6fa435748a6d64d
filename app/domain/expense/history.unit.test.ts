import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../shared/decider";
import { replayHistory, type HistoryEventInput } from "../shared/history";
import { approved, DECIDED_AT, eurDetails, hr, otherReceipt, PERSON, submitted, SUBMITTED_AT } from "./fixtures";
import { describeExpense, expenseHistory, expenseHistoryWith } from "./history";

const EDITED_AT = "2026-03-03T08:00:00.000Z";

function stream(events: DomainEvent[], actors: (number | null)[]): HistoryEventInput[] {
  return events.map((event, i) => ({
    version: i + 1,
    position: 200 + i * 10,
    recordedAt: (event.data as { at?: string }).at ?? SUBMITTED_AT,
    actorId: actors[i] ?? null,
    commandType: null,
    event,
  }));
}

describe("history: a EUR expense submitted, its receipt replaced, approved with the CHF equivalent", () => {
  const edited: DomainEvent = { type: "ExpenseEdited", data: { ...(submitted(eurDetails).data as object), receipt: otherReceipt, at: EDITED_AT } };
  const events = stream([submitted(eurDetails), edited, approved({ changedChf: { amount: 11_590, by: hr.personId, at: DECIDED_AT }, account: "6200" })], [PERSON, PERSON, hr.personId]);

  it("says what each event changed", () => {
    const h = replayHistory(expenseHistory, events);
    expect(h.steps.map((s) => s.type)).toEqual(["ExpenseSubmitted", "ExpenseEdited", "ExpenseApproved"]);
    expect(h.steps[1].changes.map((c) => c.key)).toEqual(["receipt", "editedBy", "editedAt"]);
    expect(h.steps[2].changes.map((c) => c.key)).toEqual(["status", "changedChf", "changedChfBy", "account", "decidedBy", "decidedAt"]);
    expect(h.steps[2].changes.find((c) => c.key === "changedChfBy")).toMatchObject({ before: null, after: { person: hr.personId } });
  });

  it("shows the expense as it was after any event (state at)", () => {
    const at1 = replayHistory(expenseHistory, events, 1).state;
    const value = (k: string) => at1.find((f) => f.key === k)?.value;
    expect(value("status")).toEqual({ key: "expense.status.PENDING" });
    expect(value("amount")).toEqual({ text: "EUR 120.00" });
    expect(value("changedChf")).toBeNull();
    expect(value("receipt")).toEqual({ text: "JPEG · 47.1 KB · aaaaaaaaaaaa" });
    expect(value("site")).toEqual({ text: "#12" });
  });

  it("describes a state with nothing submitted as empty fields", () => {
    expect(describeExpense(expenseHistory.decider.initialState()).every((f) => f.value === null)).toBe(true);
  });

  it("names the site when the page knows it", () => {
    const h = replayHistory(expenseHistoryWith((id) => (id === 12 ? "Q26000 · Residenza" : null)), events);
    expect(h.state.find((f) => f.key === "site")?.value).toEqual({ text: "Q26000 · Residenza" });
  });

  it("lists an unreadable stored event without folding it", () => {
    const h = replayHistory(expenseHistory, [...events, ...stream([{ type: "ExpenseTeleported", data: {} }], [null]).map((e) => ({ ...e, version: 4 }))]);
    expect(h.steps.at(-1)).toMatchObject({ type: "ExpenseTeleported", readable: false, changes: [] });
    expect(h.state.find((f) => f.key === "status")?.value).toEqual({ key: "expense.status.APPROVED" });
  });
});
