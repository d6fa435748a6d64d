import { describe, expect, it } from "vitest";
import { CTX, ctx, given } from "../shared/testing";
import type { ExpenseCommand } from "./commands";
import { expenseDecider, expenseDecisionProblem, expenseStateAt, foldExpense, mayManageExpenses } from "./decider";
import { expenseEventSchema, type ExpenseEvent } from "./events";
import {
  approved,
  chfDetails,
  chfInput,
  colleague,
  DECIDED_AT,
  employee,
  EXPENSE,
  eurDetails,
  eurInput,
  hr,
  hrReader,
  leaveManager,
  otherReceipt,
  PERSON,
  receipt,
  rejected,
  SITE,
  submitExpense,
  submitted,
  SUBMITTED_AT,
  withdrawn,
} from "./fixtures";
import type { ExpenseInput } from "./input";

const at = CTX.now;
const edit = (expense: ExpenseInput = chfInput, editedBy = employee, newReceipt: typeof receipt | null = null): ExpenseCommand => ({
  type: "EditExpense",
  editedBy,
  expense,
  receipt: newReceipt,
  site: SITE,
});
const withdraw = (withdrawnBy = employee): ExpenseCommand => ({ type: "WithdrawExpense", withdrawnBy });
const approve = (opts: { decidedBy?: typeof hr; changedChf?: number | null; account?: string | null } = {}): ExpenseCommand => ({
  type: "ApproveExpense",
  decidedBy: opts.decidedBy ?? hr,
  changedChf: opts.changedChf ?? null,
  account: opts.account ?? null,
  secondApproval: { rules: [] },
});
const reject = (decidedBy = hr): ExpenseCommand => ({ type: "RejectExpense", decidedBy });

describe("expense: when nothing submitted", () => {
  it("the employee submits a CHF expense with its receipt; it starts PENDING", () => {
    const state = given(expenseDecider)
      .when(submitExpense())
      .thenEvents([
        {
          type: "ExpenseSubmitted",
          data: { expenseId: EXPENSE, personId: PERSON, details: chfDetails, receipt, changedChf: null, personal: { reason: "Gasolio furgone", place: "Lugano" }, at, by: PERSON },
        },
      ]);
    expect(state).toMatchObject({ status: "PENDING", submittedBy: PERSON, submittedAt: at, receipt, changedChf: null, account: null, decidedBy: null });
  });

  it("trims the reason and place, and records who gave the CHF equivalent of a foreign expense", () => {
    const [e] = expenseDecider.decide(submitExpense({ expense: { ...eurInput, reason: "  Albergo ", place: " Como", changedChf: 11_640 } }), foldExpense([]), CTX);
    expect(e).toMatchObject({ type: "ExpenseSubmitted", data: { details: eurDetails, changedChf: { amount: 11_640, by: PERSON, at }, personal: { reason: "Albergo", place: "Como" } } });
  });

  it("drops a CHF equivalent given for a CHF expense", () => {
    const [e] = expenseDecider.decide(submitExpense({ expense: { ...chfInput, changedChf: 9000 } }), foldExpense([]), CTX);
    expect(e.type === "ExpenseSubmitted" && e.data.changedChf).toBeNull();
  });

  it("leaves a foreign expense without its CHF equivalent when the employee does not know it", () => {
    const [e] = expenseDecider.decide(submitExpense({ expense: eurInput }), foldExpense([]), CTX);
    expect(e.type === "ExpenseSubmitted" && e.data.changedChf).toBeNull();
  });

  it("HR (update hr) records one for someone else; it starts PENDING too", () => {
    const state = given(expenseDecider).when(submitExpense({ submittedBy: hr })).thenEvents([
      {
        type: "ExpenseSubmitted",
        data: { expenseId: EXPENSE, personId: PERSON, details: chfDetails, receipt, changedChf: null, personal: { reason: "Gasolio furgone", place: "Lugano" }, at, by: hr.personId },
      },
    ]);
    expect(state.status).toBe("PENDING");
  });

  it("refuses a colleague, and someone who may decide leave but not expenses, recording for someone else", () => {
    given(expenseDecider).when(submitExpense({ submittedBy: colleague })).thenThrows("errors.forbidden", { kind: "forbidden" });
    given(expenseDecider).when(submitExpense({ submittedBy: leaveManager })).thenThrows("errors.forbidden", { kind: "forbidden" });
  });

  it("refuses people who claim no expenses: clients, auditors, no role", () => {
    for (const personRole of ["CLIENT", "AUDITOR", null] as const) {
      given(expenseDecider).when(submitExpense({ personRole })).thenThrows("expense.not_allowed", { kind: "forbidden" });
    }
  });

  it("requires the receipt ('Attach receipt *')", () => {
    given(expenseDecider).when(submitExpense({ receipt: null })).thenThrows("expense.receipt_required", { kind: "rule", field: "receipt" });
  });

  it("requires reason, amount, currency, quantity, unit, site, place, date and isEquipment", () => {
    const fields = ["reason", "amount", "currency", "quantity", "unit", "siteId", "place", "date", "isEquipment"] as const;
    for (const field of fields) {
      given(expenseDecider).when(submitExpense({ expense: { ...chfInput, [field]: null } })).thenThrows("errors.required", { field });
    }
    given(expenseDecider).when(submitExpense({ expense: { ...chfInput, reason: "   " } })).thenThrows("errors.required", { field: "reason" });
  });

  it("refuses amounts and quantities that are zero, negative, fractional or too large", () => {
    const refused = (expense: Partial<ExpenseInput>, code: string, field: string) =>
      given(expenseDecider).when(submitExpense({ expense: { ...chfInput, ...expense } })).thenThrows(code, { field });
    refused({ amount: 0 }, "expense.amount_positive", "amount");
    refused({ amount: -500 }, "expense.amount_positive", "amount");
    refused({ amount: 12.5 }, "expense.amount_positive", "amount");
    refused({ amount: 100_000_001 }, "expense.amount_too_large", "amount");
    refused({ quantity: 0 }, "expense.quantity_positive", "quantity");
    refused({ quantity: 1_000_000_001 }, "expense.quantity_too_large", "quantity");
    refused({ currency: "EUR", changedChf: -1 }, "expense.amount_positive", "changedChf");
  });

  it("refuses an unknown currency, unit or equipment flag, an impossible date, and texts that are too long", () => {
    const refused = (expense: Record<string, unknown>, code: string, field: string) =>
      given(expenseDecider).when(submitExpense({ expense: { ...chfInput, ...expense } as ExpenseInput })).thenThrows(code, { field });
    refused({ currency: "GBP" }, "expense.invalid_currency", "currency");
    refused({ unit: "TONS" }, "expense.invalid_unit", "unit");
    refused({ isEquipment: 2 }, "expense.invalid_equipment", "isEquipment");
    refused({ date: "2026-02-30" }, "errors.invalid_date", "date");
  });

  it("refuses a reason over 500 or a place over 200 characters beside its field, with the limit (TEXT_LIMITS)", () => {
    const when = (expense: Record<string, unknown>) => given(expenseDecider).when(submitExpense({ expense: { ...chfInput, ...expense } as ExpenseInput }));
    when({ reason: "x".repeat(501) }).thenThrows("forms.errors.too_long_max", { field: "reason", params: { max: 500 } });
    when({ place: "x".repeat(201) }).thenThrows("forms.errors.too_long_max", { field: "place", params: { max: 200 } });
    // at the limit, and counted after trimming, as the form counts
    when({ reason: "x".repeat(500), place: ` ${"y".repeat(200)} ` }).thenEvents([expect.objectContaining({ type: "ExpenseSubmitted" }) as never]);
  });

  it("refuses a site the actor may not see or that does not exist, and one other than the input names", () => {
    given(expenseDecider).when(submitExpense({ site: null })).thenThrows("expense.unknown_site", { field: "siteId" });
    given(expenseDecider).when(submitExpense({ site: { ...SITE, siteId: 99 } })).thenThrows("expense.unknown_site", { field: "siteId" });
  });

  it("refuses a date after today in Zurich, and takes today itself", () => {
    // 23:30 on 1 March UTC is already 2 March in Zurich
    const lateEvening = ctx({ now: "2026-03-01T23:30:00.000Z" });
    given(expenseDecider).when(submitExpense(), lateEvening).thenEvents([expect.objectContaining({ type: "ExpenseSubmitted" }) as never]);
    given(expenseDecider).when(submitExpense({ expense: { ...chfInput, date: "2026-03-03" } })).thenThrows("expense.date_in_future", { field: "date" });
  });

  it("has nothing to edit, withdraw or decide", () => {
    given(expenseDecider).when(edit()).thenThrows("errors.not_found", { kind: "not_found" });
    given(expenseDecider).when(withdraw()).thenThrows("errors.not_found", { kind: "not_found" });
    given(expenseDecider).when(approve()).thenThrows("errors.not_found", { kind: "not_found" });
    given(expenseDecider).when(reject()).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("expense: when pending", () => {
  const history = [submitted()];

  it("refuses a second submission on the same stream", () => {
    given(expenseDecider, history).when(submitExpense()).thenThrows("errors.already_exists");
  });

  it("the employee edits it; the receipt is kept unless a new one is attached", () => {
    const state = given(expenseDecider, history)
      .when(edit({ ...chfInput, amount: 9120, reason: "Gasolio furgone e cantiere" }))
      .thenEvents([
        {
          type: "ExpenseEdited",
          data: {
            expenseId: EXPENSE,
            personId: PERSON,
            details: { ...chfDetails, amount: 9120 },
            receipt,
            changedChf: null,
            personal: { reason: "Gasolio furgone e cantiere", place: "Lugano" },
            at,
            by: PERSON,
          },
        },
      ]);
    expect(state).toMatchObject({ status: "PENDING", editedBy: PERSON, editedAt: at, details: { amount: 9120 } });
    const replaced = given(expenseDecider, history).when(edit(chfInput, employee, otherReceipt)).thenEvents([expect.objectContaining({ type: "ExpenseEdited" }) as never]);
    expect(replaced.receipt).toEqual(otherReceipt);
  });

  it("records nothing for an edit that changes nothing", () => {
    given(expenseDecider, history).when(edit()).thenNothing();
  });

  it("HR edits someone's pending expense; a colleague may not", () => {
    given(expenseDecider, history).when(edit({ ...chfInput, place: "Paradiso" }, hr)).thenEvents([expect.objectContaining({ type: "ExpenseEdited", data: expect.objectContaining({ by: hr.personId }) }) as never]);
    given(expenseDecider, history).when(edit(chfInput, colleague)).thenThrows("errors.forbidden", { kind: "forbidden" });
  });

  it("an edit runs the same checks as a submission", () => {
    given(expenseDecider, history).when(edit({ ...chfInput, amount: null })).thenThrows("errors.required", { field: "amount" });
    given(expenseDecider, history).when({ type: "EditExpense", editedBy: employee, expense: chfInput, receipt: null, site: null }).thenThrows("expense.unknown_site", { field: "siteId" });
  });

  it("keeps who gave the CHF equivalent while it stays the same, and names the new author when it changes", () => {
    const eur = [submitted(eurDetails, { changedChf: { amount: 11_640, by: PERSON, at: SUBMITTED_AT } })];
    const same = given(expenseDecider, eur).when(edit({ ...eurInput, place: "Como centro", changedChf: 11_640 }, hr)).thenEvents([expect.anything() as never]);
    expect(same.changedChf).toEqual({ amount: 11_640, by: PERSON, at: SUBMITTED_AT });
    const changed = given(expenseDecider, eur).when(edit({ ...eurInput, changedChf: 11_700 }, hr)).thenEvents([expect.anything() as never]);
    expect(changed.changedChf).toEqual({ amount: 11_700, by: hr.personId, at });
    const toChf = given(expenseDecider, eur).when(edit({ ...eurInput, currency: "CHF", changedChf: 11_640 })).thenEvents([expect.anything() as never]);
    expect(toChf.changedChf).toBeNull();
  });

  it("the employee withdraws it; final", () => {
    const state = given(expenseDecider, history).when(withdraw()).thenEvents([{ type: "ExpenseWithdrawn", data: { expenseId: EXPENSE, personId: PERSON, at, by: PERSON } }]);
    expect(state).toMatchObject({ status: "WITHDRAWN", withdrawnBy: PERSON, withdrawnAt: at });
    given(expenseDecider, history).when(withdraw(colleague)).thenThrows("errors.forbidden");
  });

  it("HR approves a CHF expense and may set the accounting account (whoApproveId is the approver)", () => {
    const state = given(expenseDecider, history)
      .when(approve({ account: " 6200 Spese di viaggio " }))
      .thenEvents([{ type: "ExpenseApproved", data: { expenseId: EXPENSE, personId: PERSON, at, by: hr.personId, changedChf: null, account: "6200 Spese di viaggio" } }]);
    expect(state).toMatchObject({ status: "APPROVED", decidedBy: hr.personId, decidedAt: at, account: "6200 Spese di viaggio" });
  });

  it("approves without an account, and refuses an account that is not one", () => {
    given(expenseDecider, history).when(approve({ account: "   " })).thenEvents([expect.objectContaining({ data: expect.objectContaining({ account: null }) }) as never]);
    given(expenseDecider, history).when(approve({ account: "<script>" })).thenThrows("expense.invalid_account", { field: "account" });
    given(expenseDecider, history).when(approve({ account: "6".repeat(41) })).thenThrows("forms.errors.too_long_max", { field: "account", params: { max: 40 } });
    given(expenseDecider, history).when(approve({ account: "6".repeat(40) })).thenEvents([expect.objectContaining({ data: expect.objectContaining({ account: "6".repeat(40) }) }) as never]);
  });

  it("ignores a CHF equivalent given for a CHF expense", () => {
    given(expenseDecider, history).when(approve({ changedChf: 5000 })).thenEvents([expect.objectContaining({ data: expect.objectContaining({ changedChf: null }) }) as never]);
  });

  it("HR rejects it; final", () => {
    const state = given(expenseDecider, history).when(reject()).thenEvents([{ type: "ExpenseRejected", data: { expenseId: EXPENSE, personId: PERSON, at, by: hr.personId } }]);
    expect(state).toMatchObject({ status: "REJECTED", decidedBy: hr.personId });
  });

  it("deciding needs update hr: not the employee, not a leave manager, not a reader", () => {
    for (const who of [employee, colleague, leaveManager, hrReader]) {
      given(expenseDecider, history).when(approve({ decidedBy: who })).thenThrows("errors.forbidden", { kind: "forbidden" });
      given(expenseDecider, history).when(reject(who)).thenThrows("errors.forbidden", { kind: "forbidden" });
    }
  });

  it("nobody decides their own expense, not even HR", () => {
    const own = [submitted(chfDetails, { personId: hr.personId, by: hr.personId })];
    given(expenseDecider, own).when(approve()).thenThrows("expense.own_decision", { kind: "forbidden" });
    given(expenseDecider, own).when(reject()).thenThrows("expense.own_decision", { kind: "forbidden" });
  });
});

describe("expense: when pending in a foreign currency", () => {
  const withoutChf = [submitted(eurDetails)];
  const withChf = [submitted(eurDetails, { changedChf: { amount: 11_640, by: PERSON, at: SUBMITTED_AT } })];

  it("cannot be approved without its CHF equivalent", () => {
    given(expenseDecider, withoutChf).when(approve()).thenThrows("expense.changed_chf_required", { kind: "rule", field: "changedChf", params: { currency: "EUR" } });
  });

  it("is approved with the CHF equivalent the approver enters, who is then named as its author", () => {
    const state = given(expenseDecider, withoutChf)
      .when(approve({ changedChf: 11_590, account: "6200" }))
      .thenEvents([{ type: "ExpenseApproved", data: { expenseId: EXPENSE, personId: PERSON, at, by: hr.personId, changedChf: { amount: 11_590, by: hr.personId, at }, account: "6200" } }]);
    expect(state.changedChf).toEqual({ amount: 11_590, by: hr.personId, at });
  });

  it("keeps the employee's CHF equivalent when the approver enters none or the same", () => {
    const keep = { amount: 11_640, by: PERSON, at: SUBMITTED_AT };
    given(expenseDecider, withChf).when(approve()).thenEvents([expect.objectContaining({ data: expect.objectContaining({ changedChf: keep }) }) as never]);
    given(expenseDecider, withChf).when(approve({ changedChf: 11_640 })).thenEvents([expect.objectContaining({ data: expect.objectContaining({ changedChf: keep }) }) as never]);
  });

  it("takes the approver's correction of the employee's CHF equivalent, naming the approver", () => {
    given(expenseDecider, withChf)
      .when(approve({ changedChf: 11_700 }))
      .thenEvents([expect.objectContaining({ data: expect.objectContaining({ changedChf: { amount: 11_700, by: hr.personId, at } }) }) as never]);
  });

  it("refuses a CHF equivalent that is zero, negative or too large", () => {
    given(expenseDecider, withoutChf).when(approve({ changedChf: 0 })).thenThrows("expense.amount_positive", { field: "changedChf" });
    given(expenseDecider, withoutChf).when(approve({ changedChf: 100_000_001 })).thenThrows("expense.amount_too_large", { field: "changedChf" });
  });

  it("is rejected without one", () => {
    given(expenseDecider, withoutChf).when(reject()).thenEvents([expect.objectContaining({ type: "ExpenseRejected" }) as never]);
  });
});

describe.each([
  ["approved", [submitted(), approved()], "APPROVED", hr.personId],
  ["rejected", [submitted(), rejected()], "REJECTED", hr.personId],
  ["withdrawn", [submitted(), withdrawn()], "WITHDRAWN", PERSON],
] as const)("expense: when %s", (_name, history, status, closer) => {
  const params = { status, by: closer, at: DECIDED_AT };

  it("never changes again: edit, withdraw, approve and reject answer edit_allow_only_on_pending with who closed it and when", () => {
    given(expenseDecider, [...history]).when(edit({ ...chfInput, amount: 1 })).thenThrows("edit_allow_only_on_pending", { kind: "rule", params });
    given(expenseDecider, [...history]).when(withdraw()).thenThrows("edit_allow_only_on_pending", { params });
    given(expenseDecider, [...history]).when(approve()).thenThrows("edit_allow_only_on_pending", { params });
    given(expenseDecider, [...history]).when(reject()).thenThrows("edit_allow_only_on_pending", { params });
  });
});

describe("an expense's history", () => {
  const history: ExpenseEvent[] = [
    submitted(eurDetails),
    { type: "ExpenseEdited", data: { ...(submitted(eurDetails).data as object), at: "2026-03-03T08:00:00.000Z", receipt: otherReceipt } as never },
    approved({ changedChf: { amount: 11_590, by: hr.personId, at: DECIDED_AT }, account: "6200" }),
  ];

  it("folds to the state at any point ('state at')", () => {
    expect(expenseStateAt(history, 1)).toMatchObject({ status: "PENDING", receipt, changedChf: null });
    expect(expenseStateAt(history, 2)).toMatchObject({ status: "PENDING", receipt: otherReceipt, editedAt: "2026-03-03T08:00:00.000Z" });
    expect(expenseStateAt(history, 3)).toMatchObject({ status: "APPROVED", account: "6200", changedChf: { amount: 11_590 } });
    expect(expenseStateAt(history, 0).status).toBeNull();
  });

  it("has events the read schema accepts exactly", () => {
    for (const e of [...history, rejected(), withdrawn()]) expect(expenseEventSchema.parse(e)).toEqual(e);
    expect(() => expenseEventSchema.parse({ type: "ExpenseApproved", data: { expenseId: 1, personId: 2, at: "x", by: 3 } })).toThrow();
  });

  it("lets only update hr manage expenses", () => {
    expect(mayManageExpenses(hr)).toBe(true);
    expect(mayManageExpenses(leaveManager)).toBe(false);
    expect(mayManageExpenses(employee)).toBe(false);
  });
});

// The bulk preview asks the same rules the decider throws with: for each state, the problem it
// shows is the refusal a decision would get, params included.
describe("expense: decisionProblem is what the decider throws", () => {
  const cases: [string, ExpenseEvent[], ExpenseCommand][] = [
    ["nothing submitted", [], approve()],
    ["pending, someone with update leave only", [submitted()], approve({ decidedBy: leaveManager })],
    ["pending, one's own", [submitted()], reject({ ...hr, personId: PERSON })],
    ["pending EUR without its CHF equivalent", [submitted(eurDetails)], approve()],
    ["pending, an account that is none", [submitted()], approve({ account: "<b>" })],
    ["rejected", [submitted(), rejected()], approve()],
    ["withdrawn", [submitted(), withdrawn()], reject()],
  ];
  for (const [name, history, command] of cases) {
    it(name, () => {
      const { state } = given(expenseDecider, history);
      const intent = command.type === "ApproveExpense" ? { decision: "approve" as const, changedChf: command.changedChf, account: command.account } : { decision: "reject" as const };
      const problem = expenseDecisionProblem(state, (command as { decidedBy: typeof hr }).decidedBy, intent);
      expect(problem).not.toBeNull();
      const thrown = given(expenseDecider, history).when(command).thenThrows(problem?.code ?? "");
      expect({ kind: thrown.kind, field: thrown.field, params: thrown.params }).toEqual({ kind: problem?.kind, field: problem?.field, params: problem?.params });
    });
  }
  it("none while pending and decidable; the bulk approval of a EUR expense needs the person's CHF equivalent", () => {
    expect(expenseDecisionProblem(given(expenseDecider, [submitted()]).state, hr, { decision: "approve", changedChf: null, account: null })).toBeNull();
    expect(expenseDecisionProblem(given(expenseDecider, [submitted(eurDetails)]).state, hr, { decision: "reject" })).toBeNull();
    const withChf = given(expenseDecider, [submitted(eurDetails, { changedChf: { amount: 11_640, by: PERSON, at: SUBMITTED_AT } })]).state;
    expect(expenseDecisionProblem(withChf, hr, { decision: "approve", changedChf: null, account: null })).toBeNull();
  });
});
