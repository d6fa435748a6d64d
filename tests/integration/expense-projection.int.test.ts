// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// expense_list: built inline by the expense commands, unchanged by a second replay, the same after a
// rebuild; the rules hold through the real store (a stale version, one decision under concurrent
// approvals, a repeated command id, the CHF equivalent required); the monthly report reads only the
// approved expenses of its month.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import type { ReceiptRef } from "../../app/domain/expense/events";
import type { ExpenseInput } from "../../app/domain/expense/input";
import { isDomainError } from "../../app/domain/shared/errors";
import { applyRowProjection, type RowProjection } from "../../app/events/projection.server";
import { expenseList } from "../../app/events/projections/expense-list.server";
import { expenseById, listExpenseRequests, listExpensesOfPerson, monthlyReportOf } from "../../app/events/queries/expenses.server";
import { personById } from "../../app/events/queries/people.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { getT } from "../../app/i18n/i18next.server";
import { bulkConfirmation, bulkResult } from "../../app/areas/approvals/bulk-decision.server";
import { expenseBulk } from "../../app/areas/expense/expense-bulk.server";
import { expenseDecisions } from "../../app/areas/expense/expense-decisions.server";
import { bulkCommandId, decideEach } from "../../app/areas/approvals/request-decisions.server";
import { approveExpense } from "../../app/areas/expense/approve-expense.server";
import { editExpense } from "../../app/areas/expense/edit-expense.server";
import { rejectExpense } from "../../app/areas/expense/reject-expense.server";
import { submitExpense } from "../../app/areas/expense/submit-expense.server";
import { withdrawExpense } from "../../app/areas/expense/withdraw-expense.server";
import { at, dbReady, newId, useDb } from "./helpers";

const get = useDb(6);
let sql: ReturnType<typeof get>["sql"];
let employee: CurrentUser;
let hr: CurrentUser;
let siteId: number;
const ids: Record<string, number> = {};

async function userOf(username: string): Promise<CurrentUser> {
  const [row] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${username}`;
  const p = await personById(sql, Number(row.id));
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

const meta = (now: string) => ({ ...at(now), commandId: newId() });
const receipt = (n: number): ReceiptRef => ({ key: `expenses/test${String(n).padStart(28, "0")}.pdf`, thumbnailKey: null, contentType: "application/pdf", size: 1000 + n, sha256: String(n % 10).repeat(64) });
const input = (over: Partial<ExpenseInput> = {}): ExpenseInput => ({
  reason: "Gasolio",
  place: "Lugano",
  amount: 8540,
  currency: "CHF",
  changedChf: null,
  quantity: 42_500,
  unit: "LITERS",
  siteId,
  date: "2026-03-02",
  isEquipment: 0,
  ...over,
});
const NOW = "2026-03-20T09:00:00.000Z";

async function tableRows() {
  return sql`SELECT * FROM expense_list ORDER BY id`;
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  // a staff person of their own (not a demo account), so other files' expenses never mix in
  const [p] = await sql<{ username: string }[]>`
    SELECT username FROM person_list WHERE company_code = 'cantiere' AND role = 'WORKER' AND username NOT IN ('worker') ORDER BY id DESC LIMIT 1`;
  employee = await userOf(p.username);
  hr = await userOf("hr");
  const [s] = await sql<{ id: number }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(s.id);

  const self = employee.id;
  ids.approved = (await submitExpense(sql, employee, { personId: self, expense: input(), receipt: receipt(1) }, meta(NOW))).id;
  await approveExpense(sql, hr, { expenseId: ids.approved, personId: self, expectedVersion: 1, changedChf: null, account: "6200" }, meta(NOW));
  ids.eur = (await submitExpense(sql, employee, { personId: self, expense: input({ currency: "EUR", amount: 12_000, date: "2026-03-05", reason: "Albergo" }), receipt: receipt(2) }, meta(NOW))).id;
  await approveExpense(sql, hr, { expenseId: ids.eur, personId: self, expectedVersion: 1, changedChf: 11_640, account: null }, meta(NOW));
  ids.rejected = (await submitExpense(sql, employee, { personId: self, expense: input({ date: "2026-03-10", reason: "Pranzo", amount: 99_900 }), receipt: receipt(3) }, meta(NOW))).id;
  await rejectExpense(sql, hr, { expenseId: ids.rejected, personId: self, expectedVersion: 1 }, meta(NOW));
  ids.edited = (await submitExpense(sql, employee, { personId: self, expense: input({ date: "2026-03-12" }), receipt: receipt(4) }, meta(NOW))).id;
  await editExpense(sql, employee, { expenseId: ids.edited, personId: self, expense: input({ date: "2026-03-12", amount: 9120 }), receipt: receipt(5), expectedVersion: 1 }, meta(NOW));
  ids.withdrawn = (await submitExpense(sql, employee, { personId: self, expense: input({ date: "2026-03-13" }), receipt: receipt(6) }, meta(NOW))).id;
  await withdrawExpense(sql, employee, { expenseId: ids.withdrawn, personId: self, expectedVersion: 1 }, meta(NOW));
  ids.april = (await submitExpense(sql, employee, { personId: self, expense: input({ date: "2026-02-27" }), receipt: receipt(7) }, meta(NOW))).id;
  await approveExpense(sql, hr, { expenseId: ids.april, personId: self, expectedVersion: 1, changedChf: null, account: null }, meta(NOW));
});

describe("expense_list", () => {
  it("holds one row per expense with the state the rules reached", async () => {
    const { rows, total } = await listExpensesOfPerson(sql, { personId: employee.id, month: "2026-03", sort: "date", dir: "asc" }, { limit: 50, offset: 0 });
    expect(total).toBe(5);
    expect(rows.map((r) => [r.id, r.status, r.date, r.amount, r.version])).toEqual([
      [ids.approved, "APPROVED", "2026-03-02", 8540, 2],
      [ids.eur, "APPROVED", "2026-03-05", 12_000, 2],
      [ids.rejected, "REJECTED", "2026-03-10", 99_900, 2],
      [ids.edited, "PENDING", "2026-03-12", 9120, 2],
      [ids.withdrawn, "WITHDRAWN", "2026-03-13", 8540, 2],
    ]);
    const eur = await expenseById(sql, ids.eur);
    expect(eur).toMatchObject({ currency: "EUR", changedChf: { amount: 11_640, by: hr.id }, decidedBy: hr.id, personName: `${employee.lastName}, ${employee.firstName}` });
    expect((await expenseById(sql, ids.approved))?.account).toBe("6200");
    expect((await expenseById(sql, ids.edited))?.receipt).toEqual(receipt(5));
    expect((await expenseById(sql, ids.edited))?.reason).toBe("Gasolio");
  });

  it("changes nothing when every expense event is applied a second time", async () => {
    const before = await tableRows();
    const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = 'expense_list'`;
    let cp = START;
    for (;;) {
      const { events, next } = await readAfter(sql, cp, { types: expenseList.handles, limit: 5000, gated: false });
      if (!events.length) break;
      await applyRowProjection(sql, expenseList as unknown as RowProjection, table as string, events);
      cp = next;
    }
    expect(await tableRows()).toEqual(before);
  });

  it("gives the same rows after a rebuild", async () => {
    const before = await tableRows();
    await rebuildProjection(sql, expenseList as unknown as RowProjection);
    expect(await tableRows()).toEqual(before);
  });

  it("keeps reason and place out of the plain event data", async () => {
    const [row] = await sql`SELECT data FROM events WHERE stream_id = ${`expense-${ids.approved}`} AND event_type = 'ExpenseSubmitted'`;
    expect(JSON.stringify(row.data)).not.toContain("Gasolio");
    expect(row.data.personal.$enc).toMatch(/^v1\./);
  });
});

describe("the expense rules through the store", () => {
  it("refuse an edit of a decided expense and a stale version", async () => {
    const err = await editExpense(sql, employee, { expenseId: ids.approved, personId: employee.id, expense: input({ amount: 1 }), receipt: null, expectedVersion: 2 }, meta(NOW)).catch((e: unknown) => e);
    expect(isDomainError(err) && err.code).toBe("edit_allow_only_on_pending");
    const stale = await withdrawExpense(sql, employee, { expenseId: ids.edited, personId: employee.id, expectedVersion: 1 }, meta(NOW)).catch((e: unknown) => e);
    expect(isDomainError(stale) && stale.kind).toBe("conflict");
  });

  it("decide exactly once under concurrent approvals, and a repeated command id appends nothing", async () => {
    const { id } = await submitExpense(sql, employee, { personId: employee.id, expense: input({ date: "2026-01-14" }), receipt: receipt(8) }, meta(NOW));
    const tries = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? approveExpense(sql, hr, { expenseId: id, personId: employee.id, expectedVersion: 1, changedChf: null, account: null }, meta(NOW))
          : rejectExpense(sql, hr, { expenseId: id, personId: employee.id, expectedVersion: 1 }, meta(NOW)),
      ),
    );
    expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1);
    const [{ n }] = await sql`SELECT count(*)::int AS n FROM events WHERE stream_id = ${`expense-${id}`}`;
    expect(n).toBe(2);

    const commandId = newId();
    const first = await submitExpense(sql, employee, { personId: employee.id, expense: input({ date: "2026-03-15" }), receipt: receipt(9) }, { ...at(NOW), commandId });
    const again = await submitExpense(sql, employee, { personId: employee.id, expense: input({ date: "2026-03-15" }), receipt: receipt(9) }, { ...at(NOW), commandId });
    expect(again).toMatchObject({ id: first.id, replayed: true });
    await withdrawExpense(sql, employee, { expenseId: first.id, personId: employee.id, expectedVersion: 1 }, meta(NOW));
  });

  it("refuse approving a foreign expense without its CHF equivalent, and an HR user's own expense", async () => {
    const { id } = await submitExpense(sql, employee, { personId: employee.id, expense: input({ currency: "USD", amount: 5000, date: "2026-03-16" }), receipt: receipt(10) }, meta(NOW));
    const err = await approveExpense(sql, hr, { expenseId: id, personId: employee.id, expectedVersion: 1, changedChf: null, account: null }, meta(NOW)).catch((e: unknown) => e);
    expect(isDomainError(err) && [err.code, err.field]).toEqual(["expense.changed_chf_required", "changedChf"]);
    await withdrawExpense(sql, employee, { expenseId: id, personId: employee.id, expectedVersion: 1 }, meta(NOW));
    const own = await submitExpense(sql, hr, { personId: hr.id, expense: input({ date: "2026-03-16" }), receipt: receipt(11) }, meta(NOW));
    const refused = await approveExpense(sql, hr, { expenseId: own.id, personId: hr.id, expectedVersion: 1, changedChf: null, account: null }, meta(NOW)).catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.code).toBe("expense.own_decision");
    await withdrawExpense(sql, hr, { expenseId: own.id, personId: hr.id, expectedVersion: 1 }, meta(NOW));
  });

  it("refuse the id of one approval sent for another expense (one id per page, issue 10): the second stays pending", async () => {
    const [a, b] = await Promise.all([1, 2].map((n) => submitExpense(sql, employee, { personId: employee.id, expense: input({ date: `2026-01-2${n}` }), receipt: receipt(30 + n) }, meta(NOW))));
    const page = meta(NOW);
    const approve = (expenseId: number) => approveExpense(sql, hr, { expenseId, personId: employee.id, expectedVersion: 1, changedChf: null, account: null }, page);
    await approve(a.id);
    const err = await approve(b.id).catch((e: unknown) => e);
    expect(isDomainError(err) && [err.kind, err.code]).toEqual(["conflict", "errors.form_already_used"]);
    expect((await expenseById(sql, b.id))?.status).toBe("PENDING");
  });

  it("let one of two approvals sent at once with one id through, and refuse the other instead of reporting it approved", async () => {
    const [a, b] = await Promise.all([1, 2].map((n) => submitExpense(sql, employee, { personId: employee.id, expense: input({ date: `2026-01-0${n}` }), receipt: receipt(40 + n) }, meta(NOW))));
    const page = meta(NOW);
    const approve = (expenseId: number) => approveExpense(sql, hr, { expenseId, personId: employee.id, expectedVersion: 1, changedChf: null, account: null }, page);
    const results = await Promise.allSettled([approve(a.id), approve(b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const statuses = [(await expenseById(sql, a.id))?.status, (await expenseById(sql, b.id))?.status].sort();
    expect(statuses).toEqual(["APPROVED", "PENDING"]);
  });

  it("decide each row of a bulk decision once, whatever the repeats", async () => {
    const batch = newId();
    const rows = await Promise.all([1, 2].map((n) => submitExpense(sql, employee, { personId: employee.id, expense: input({ date: `2026-03-1${n}` }), receipt: receipt(20 + n) }, meta(NOW))));
    const run = () => Promise.all(rows.map((r) => rejectExpense(sql, hr, { expenseId: r.id, personId: employee.id, expectedVersion: 1 }, { ...at(NOW), commandId: bulkCommandId(batch, expenseDecisions, "reject", r.id) })));
    const first = await run();
    const second = await run();
    expect(first.map((o) => o.replayed)).toEqual([false, false]);
    expect(second.map((o) => o.replayed)).toEqual([true, true]);
    expect(bulkCommandId(batch, expenseDecisions, "reject", rows[0].id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(bulkCommandId(batch, expenseDecisions, "approve", rows[0].id)).not.toBe(bulkCommandId(batch, expenseDecisions, "reject", rows[0].id));
  });
});

describe("HR's approvals list", () => {
  it("shows only the companies the user may see, filtered from the URL's values", async () => {
    const q = { companies: ["cantiere"] as const, company: null, status: "APPROVED" as const, month: "2026-03", currency: "EUR" as const, search: "albergo", sort: "date" as const, dir: "asc" as const };
    const { rows } = await listExpenseRequests(sql, { ...q, companies: [...q.companies] }, { limit: 20, offset: 0 });
    expect(rows.map((r) => r.id)).toContain(ids.eur);
    expect(rows.every((r) => r.status === "APPROVED" && r.currency === "EUR" && r.companyCode === "cantiere")).toBe(true);
    const elsewhere = await listExpenseRequests(sql, { ...q, companies: ["metalsky"] }, { limit: 20, offset: 0 });
    expect(elsewhere.rows.map((r) => r.id)).not.toContain(ids.eur);
  });
});

describe("the monthly report's data", () => {
  it("holds only the approved expenses dated in the month, and the position of their last event (ADR-0132)", async () => {
    const report = await monthlyReportOf(sql, employee.id, "2026-03");
    expect(report?.rows.map((r) => r.id)).toEqual([ids.approved, ids.eur]);
    // the last event of the expenses it includes, not the store's latest (which other records move)
    const streams = [ids.approved, ids.eur].map((id) => `expense-${id}`);
    const [{ max }] = await sql`SELECT max(position)::bigint AS max FROM events WHERE stream_id = ANY(${streams})`;
    expect(Number(max)).toBeGreaterThan(0);
    expect(report?.position).toBe(Number(max));
    expect((await monthlyReportOf(sql, employee.id, "2026-02"))?.rows.map((r) => r.id)).toEqual([ids.april]);
  });
});

describe("the bulk decision's pages for expenses", () => {
  it("the confirmation asks the rules (a EUR expense without its CHF equivalent is left out); the result tells what the batch decided and who decided the others", async () => {
    const t = await getT("it");
    const self = employee.id;
    const chf = (await submitExpense(sql, employee, { personId: self, expense: input({ date: "2025-11-03", reason: "Viti" }), receipt: receipt(31) }, meta(NOW))).id;
    const eur = (await submitExpense(sql, employee, { personId: self, expense: input({ date: "2025-11-04", reason: "Hotel", currency: "EUR", amount: 9900 }), receipt: receipt(32) }, meta(NOW))).id;
    const meanwhile = (await submitExpense(sql, employee, { personId: self, expense: input({ date: "2025-11-05", reason: "Guanti" }), receipt: receipt(33) }, meta(NOW))).id;

    const confirmation = await bulkConfirmation(sql, hr, t, expenseBulk, "approve", [chf, eur, meanwhile, 999_999_999]);
    expect(confirmation.map((l) => [l.id, l.ok])).toEqual([
      [chf, true],
      [eur, false],
      [meanwhile, true],
      [999_999_999, false],
    ]);
    expect(confirmation[0]).toMatchObject({ version: 1, notes: ["Sarà approvata"] });
    expect(confirmation[0].cells).toEqual([expect.any(String), "03.11.2025", "CHF 85.40", "Viti"]);
    expect(confirmation[1].notes[0]).toBe("Non verrà applicata: Per una spesa in EUR indica l'importo in CHF prima di approvarla");
    expect(confirmation[3].notes[0]).toContain("Non verrà applicata");

    // someone rejects the third before the batch runs: the batch leaves it, the result says who
    await rejectExpense(sql, hr, { expenseId: meanwhile, personId: self, expectedVersion: 1 }, meta(NOW));
    const batchId = newId();
    const items = [chf, meanwhile].map((id) => ({ id, personId: self, expectedVersion: 1 }));
    const first = await decideEach(sql, hr, t, expenseDecisions, "approve", batchId, items, NOW);
    expect(first.map((r) => [r.id, r.applied])).toEqual([
      [chf, true],
      [meanwhile, false],
    ]);
    expect(first[1].message).toContain("Già respinta da");
    const again = await decideEach(sql, hr, t, expenseDecisions, "approve", batchId, items, NOW);
    expect(again.map((r) => [r.applied, r.replayed])).toEqual([
      [true, true],
      [false, false],
    ]);

    const result = await bulkResult(sql, hr, t, expenseBulk, "approve", batchId, [chf, meanwhile]);
    expect(result.map((l) => [l.ok, l.notes[0]])).toEqual([
      [true, "Approvata"],
      [false, expect.stringContaining("Già respinta da")],
    ]);
    const [approved] = await sql<{ command_id: string }[]>`SELECT metadata->>'commandId' AS command_id FROM events WHERE stream_id = ${`expense-${chf}`} AND event_type = 'ExpenseApproved'`;
    expect(approved.command_id).toBe(bulkCommandId(batchId, expenseDecisions, "approve", chf));
  });
});
