// Expenses through the JSON API (spec part 1 §7 "Leaves and expenses (own)", part 2 §7): a person's
// expenses (one's own, or HR's for a person within their companies), HR's approvals list, one
// expense, and the status decision (PUT sites/userExpenses/{id} with status and whoApproveId) over
// the same operation as HR's list (decideExpense) with the same fields and checks (the CHF
// equivalent and the account of the decision form's schema). Submitting and changing an expense
// (POST sites/expenses, PUT sites/expenses/{id}) run the forms' operations with the forms' schema;
// the receipt is a file uploaded first (POST utility/uploadImage) and named by receiptImageId
// (ADR-0090).
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Queryable } from "~/db.server";
import { can } from "~/domain/access/permissions";
import { expenseDecisionSchema, expenseFormSchema } from "~/domain/expense/schema";
import { CURRENCIES, EXPENSE_STATUSES, UNITS } from "~/domain/expense/types";
import { DomainError } from "~/domain/shared/errors";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { receiptLinks } from "~/storage/receipt-links.server";
import { EXPENSE_PAGE_SIZE, expenseById, listExpenseRequests, listExpensesOfPerson, type ExpenseRow } from "~/events/queries/expenses.server";
import { isInHrScope } from "~/events/queries/hr-people.server";
import { hrExpenseListRequest } from "~/http/list-requests.server";
import { scopedPerson, scopedRecord } from "~/http/scope.server";
import { editExpense } from "~/areas/expense/edit-expense.server";
import { decideExpense } from "~/areas/expense/expense-decisions.server";
import { submitExpense } from "~/areas/expense/submit-expense.server";
import { hrScopeOf } from "~/areas/people/person-command.server";
import { ApiInputError, endpoint, parseOrThrow, type Endpoint } from "../endpoint.server";
import { markUploadUsed, uploadFor } from "../uploads.server";
import { listQuery, pageOf, paged, pageUrl, windowOf } from "../lists.server";

const apiExpense = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  amount: z.number().describe("in the currency's units, 2 decimals"),
  currency: z.enum(CURRENCIES),
  changedChf: z.number().nullable().describe("the CHF equivalent HR recorded, 2 decimals"),
  quantity: z.number().describe("3 decimals"),
  unit: z.enum(UNITS),
  date: z.string().describe("YYYY-MM-DD"),
  reason: z.string(),
  place: z.string(),
  constructionSiteId: z.number().int(),
  isEquipment: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(EXPENSE_STATUSES),
  whoApproveId: z.number().int().nullable(),
  /** a pending expense under a second-approval rule (ADR-0139): who gave the first of two approvals; null otherwise */
  firstApprovedById: z.number().int().nullable(),
  createdAt: z.string(),
  constructionSiteTitle: z.string(),
  companyName: z.string().describe("the site's company"),
  receiptImageId: z.string().describe("the stored receipt's file id"),
  recieptImage: z.string().describe("the receipt itself, a signed link valid 300 seconds (the spec's spelling)"),
  version: z.number().int(),
});

/** The expense with its site's title and company and its receipt's id and signed link. */
const expenseOf = async (r: ExpenseRow) => ({
  ...expenseFields(r),
  constructionSiteTitle: r.siteTitle,
  companyName: COMPANY_NAMES[r.siteCompanyCode ?? r.companyCode] ?? "",
  receiptImageId: fileIdOf(r.receipt.key),
  recieptImage: (await receiptLinks(r.receipt)).url,
});

/** A stored file's id: its key's name without the folder and the extension. */
const fileIdOf = (key: string) => (key.split("/").pop() ?? key).replace(/\.[^.]*$/, "");

const expenseFields = (r: ExpenseRow) => ({
  id: r.id,
  personId: r.personId,
  amount: r.amount / 100,
  currency: r.currency,
  changedChf: r.changedChf ? r.changedChf.amount / 100 : null,
  quantity: r.quantity / 1000,
  unit: r.unit,
  date: r.date,
  reason: r.reason,
  place: r.place,
  constructionSiteId: r.siteId,
  isEquipment: r.isEquipment,
  status: r.status,
  whoApproveId: r.decidedBy,
  firstApprovedById: r.firstApprovedBy,
  createdAt: r.submittedAt.toISOString(),
  version: r.version,
});

const mayReadOthers = (user: CurrentUser) => can(user.access, "read", "hr");
const notFound = () => new DomainError("not_found", "errors.not_found");

async function expenseForCaller(sql: Queryable, user: CurrentUser, id: string): Promise<ExpenseRow> {
  const row = await expenseById(sql, Number(id));
  if (row && row.personId === user.id) return scopedRecord(sql, user, "expense", id, { personId: user.id });
  if (!row || !mayReadOthers(user)) throw notFound();
  return scopedRecord(sql, user, "expense", id, { includeErased: true });
}

const OWN_SORTS = { date: "date", amount: "amount", status: "status", createdAt: "submittedAt", constructionSiteId: "site" } as const;
const HR_SORTS = { date: "date", amount: "amount", status: "status", createdAt: "submittedAt", personId: "person" } as const;
const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const month = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/);

// the decision form's own fields: a number is read as the form reads its text
const decisionFields = expenseDecisionSchema.pick({ changedChf: true, account: true });
const decisionBody = z.preprocess(
  (v) => (v && typeof v === "object" && typeof (v as { changedChf?: unknown }).changedChf === "number" ? { ...v, changedChf: String((v as { changedChf: number }).changedChf) } : v),
  z
    .object({
      status: z.enum(["APPROVED", "REJECTED"], { errorMap: () => ({ message: "api.leave_status_invalid" }) }),
      whoApproveId: z.number().int().positive().optional(),
    })
    .merge(decisionFields),
);

// The expense form's fields as the spec names them; numbers are read as the form reads its text (ADR-0081)
const formNumber = z.union([z.number(), z.string()]).optional();
const expenseWrite = {
  reason: z.string().optional(),
  place: z.string().optional(),
  amount: formNumber,
  currency: z.string().optional(),
  changedChf: formNumber.nullable(),
  quantity: formNumber,
  unit: z.string().optional(),
  constructionSiteId: formNumber,
  date: z.string().optional().describe("YYYY-MM-DD or DD.MM.YYYY"),
  isEquipment: z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).optional(),
};
const newExpenseBody = z
  .object({ ...expenseWrite, personId: z.number().int().positive().optional().describe("HR's entry for a person; one's own without it"), receiptImageId: z.string().describe("an uploadedImageId of POST utility/uploadImage") })
  .strict();
const changedExpenseBody = z.object({ ...expenseWrite, receiptImageId: z.string().nullable().optional().describe("a new receipt's uploadedImageId; none keeps the receipt") }).strict();

/** The call's fields through the expense form's own schema (the same readers, rules and messages); its issues named as the call names the fields. */
function expenseFormValue(body: z.infer<typeof newExpenseBody> | z.infer<typeof changedExpenseBody>) {
  const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  const form = {
    reason: body.reason,
    place: body.place,
    amount: text(body.amount),
    currency: body.currency,
    changedChf: text(body.changedChf),
    quantity: text(body.quantity),
    unit: body.unit,
    siteId: text(body.constructionSiteId),
    date: body.date,
    isEquipment: text(body.isEquipment) ?? "0",
  };
  try {
    return parseOrThrow(expenseFormSchema, form).expense;
  } catch (err) {
    if (!(err instanceof ApiInputError)) throw err;
    throw new ApiInputError(err.issues.map((i) => (i.path[0] === "siteId" ? { ...i, path: ["constructionSiteId", ...i.path.slice(1)] } : i)));
  }
}

export const expenseEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/sites/userExpenses",
    tag: "Expenses",
    summary: "A person's expenses (one's own without userId; a month as YYYY-MM)",
    rights: [["read", "profile"], ["read", "hr"]],
    query: listQuery(keys(OWN_SORTS), { userId: z.coerce.number().int().positive().optional(), month: month.optional() }, EXPENSE_PAGE_SIZE),
    response: pageOf(apiExpense),
    run: async ({ sql, user, query }) => {
      const personId = query.userId ?? user.id;
      if (personId !== user.id && !(mayReadOthers(user) && (await isInHrScope(sql, user, personId)))) throw notFound();
      const sort = OWN_SORTS[query.orderBy ?? "date"];
      const { rows, total } = await listExpensesOfPerson(sql, { personId, month: query.month ?? null, sort, dir: query.orderDirection ?? "desc" }, windowOf(query));
      return { body: paged(await Promise.all(rows.map(expenseOf)), total, query.pageSize) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/sites/hrExpenses",
    tag: "Expenses",
    summary: "HR's approvals list (status PENDING unless another or ALL is asked)",
    rights: [["read", "hr"]],
    query: listQuery(keys(HR_SORTS), { status: z.enum([...EXPENSE_STATUSES, "ALL"]).optional(), currency: z.enum(CURRENCIES).optional(), month: month.optional() }, EXPENSE_PAGE_SIZE),
    response: pageOf(apiExpense.extend({ personName: z.string() })),
    run: async ({ sql, user, query }) => {
      const companies = hrScopeOf(user);
      const { params, status } = hrExpenseListRequest(pageUrl(query, HR_SORTS, { status: query.status, currency: query.currency, month: query.month }), companies);
      const { rows, total } = await listExpenseRequests(
        sql,
        { companies, company: null, status, month: query.month ?? null, currency: query.currency ?? null, search: params.search, sort: params.sort, dir: params.dir },
        windowOf(query),
      );
      return { body: paged(await Promise.all(rows.map(async (r) => ({ ...(await expenseOf(r)), personName: r.personName }))), total, query.pageSize) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/sites/expenses/{id}",
    tag: "Expenses",
    summary: "One expense, with its version as ETag",
    rights: [["read", "profile"], ["read", "hr"]],
    response: apiExpense,
    run: async ({ sql, user, params }) => {
      const row = await expenseForCaller(sql, user, params.id);
      return { body: await expenseOf(row), version: row.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/sites/userExpenses/{id}",
    tag: "Expenses",
    summary: "Approve or reject a pending expense (status, whoApproveId; an approval may carry changedChf and account; If-Match: its version)",
    rights: [["update", "hr"]],
    body: decisionBody,
    write: true,
    ifMatch: true,
    response: apiExpense,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      if (body.whoApproveId !== undefined && body.whoApproveId !== user.id) throw new DomainError("rule", "api.approver_is_caller", { field: "whoApproveId" });
      const expense = await scopedRecord(sql, user, "expense", params.id, { includeErased: true });
      const decision = body.status === "APPROVED" ? "approve" : "reject";
      await decideExpense(sql, user, decision, { expenseId: expense.id, personId: expense.personId, expectedVersion, changedChf: body.changedChf ?? null, account: body.account ?? null }, meta);
      const row = await expenseForCaller(sql, user, params.id);
      return { body: await expenseOf(row), version: row.version };
    },
  }),
  endpoint({
    method: "POST",
    path: "/sites/expenses",
    tag: "Expenses",
    summary: "Submit an expense with its receipt (receiptImageId from POST utility/uploadImage); personId: HR's entry for a person",
    rights: [["read", "profile"], ["update", "hr"]],
    body: newExpenseBody,
    write: true,
    response: apiExpense,
    run: async ({ sql, user, body, meta }) => {
      const expense = expenseFormValue(body);
      let personId = user.id;
      if (body.personId !== undefined && body.personId !== user.id) {
        // HR's entry for a person of their companies, as HR's form: another company's is the chooser's error
        if (!can(user.access, "update", "hr")) throw new DomainError("forbidden", "errors.forbidden");
        personId = (
          await scopedPerson(sql, user, body.personId).catch((err: unknown) => {
            if (err instanceof Response && err.status === 404) throw new DomainError("invalid", "expense.unknown_person", { field: "personId" });
            throw err;
          })
        ).id;
      } else if (!can(user.access, "read", "profile")) throw new DomainError("forbidden", "errors.forbidden");
      const commandId = meta.commandId ?? crypto.randomUUID();
      const receipt = await uploadFor(sql, { personId: user.id, purpose: "receipt", id: body.receiptImageId, commandId, now: new Date(meta.now), field: "receiptImageId" });
      const outcome = await submitExpense(sql, user, { personId, expense, receipt }, { ...meta, commandId });
      await markUploadUsed(sql, body.receiptImageId, commandId, new Date(meta.now));
      const row = await expenseById(sql, outcome.id);
      if (!row) throw notFound();
      return { status: outcome.replayed ? 200 : 201, body: await expenseOf(row), version: row.version };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/sites/expenses/{id}",
    tag: "Expenses",
    summary: "Change a pending expense (the form's fields; receiptImageId replaces the receipt, none keeps it; If-Match: its version)",
    rights: [["read", "profile"], ["update", "hr"]],
    body: changedExpenseBody,
    write: true,
    ifMatch: true,
    response: apiExpense,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const current = await expenseForCaller(sql, user, params.id);
      // one's own as the profile's edit page; another's as HR's (update hr)
      if (current.personId !== user.id && !can(user.access, "update", "hr")) throw notFound();
      const expense = expenseFormValue(body);
      const commandId = meta.commandId ?? crypto.randomUUID();
      const receipt = body.receiptImageId
        ? await uploadFor(sql, { personId: user.id, purpose: "receipt", id: body.receiptImageId, commandId, now: new Date(meta.now), field: "receiptImageId" })
        : null;
      await editExpense(sql, user, { expenseId: current.id, personId: current.personId, expense, receipt, expectedVersion }, { ...meta, commandId });
      if (body.receiptImageId) await markUploadUsed(sql, body.receiptImageId, commandId, new Date(meta.now));
      const row = await expenseForCaller(sql, user, params.id);
      return { body: await expenseOf(row), version: row.version };
    },
  }),
];
