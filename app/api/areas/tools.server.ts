// The tool manager through the JSON API (spec part 2 §7 "Tool manager"): the tool list (the list
// page's query, listTools; search, categoryId, availability), the quantities (allTools), one tool,
// registering, changing and retiring a tool (registerTool, changeToolDetails, retireTool, with the
// tool form's schema: a JSON number is read as the form reads its text), and the categories
// (listCategories; createToolCategory, renameToolCategory, deleteToolCategory with the category
// form's schema). Documents are attached on the tool's page (a file upload); a change through the
// API keeps the tool's documents.
import { z } from "zod";
import type { Sql } from "~/db.server";
import { categoryFormSchema, toolFormSchema, AVAILABILITY_FILTERS } from "~/domain/tool/schema";
import { TOOL_CURRENCIES, TOOL_UNITS } from "~/domain/tool/events";
import { allTools, listCategories, listTools, type CategoryView, type ToolView } from "~/events/queries/tools.server";
import { today } from "~/areas/tools/tools.server";
import { scopedRecord } from "~/http/scope.server";
import type { CurrentUser } from "~/auth/user.server";
import { changeToolDetails } from "~/areas/tools/change-tool-details.server";
import { createToolCategory } from "~/areas/tools/create-tool-category.server";
import { deleteToolCategory } from "~/areas/tools/delete-tool-category.server";
import { registerTool } from "~/areas/tools/register-tool.server";
import { renameToolCategory } from "~/areas/tools/rename-tool-category.server";
import { retireTool } from "~/areas/tools/retire-tool.server";
import { fileStore } from "~/storage/index.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";

const READ: [["read", "tool-manager"]] = [["read", "tool-manager"]];
const UPDATE: [["update", "tool-manager"]] = [["update", "tool-manager"]];

const apiTool = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  quantity: z.number().int(),
  unitCost: z.number().nullable().describe("in the currency's units, 2 decimals"),
  currency: z.string().nullable(),
  unit: z.string(),
  warrantyDate: z.string().nullable().describe("YYYY-MM-DD"),
  documents: z.array(z.object({ docId: z.string(), name: z.string(), type: z.string() })),
  personId: z.number().int().nullable(),
  personName: z.string(),
  assignedQty: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  overdue: z.boolean(),
  availableQty: z.number().int(),
  unavailableQty: z.number().int(),
  version: z.number().int(),
});

const toolOfView = (t: ToolView) => ({
  id: t.id,
  name: t.name,
  categoryId: t.categoryId,
  categoryName: t.categoryName,
  quantity: t.quantity,
  unitCost: t.unitCostCents === null ? null : t.unitCostCents / 100,
  currency: t.currency,
  unit: t.unit,
  warrantyDate: t.warrantyDate,
  documents: t.documents.map((d) => ({ docId: d.docId, name: d.name, type: d.type })),
  personId: t.personId,
  personName: t.personName,
  assignedQty: t.assignedQty,
  startDate: t.startDate,
  endDate: t.endDate,
  overdue: t.overdue,
  availableQty: t.availableQty,
  unavailableQty: t.unavailableQty,
  version: t.version,
});

const apiCategory = z.object({ id: z.number().int(), categoryName: z.string(), code: z.string().nullable(), toolCount: z.number().int() });
const categoryOfView = (c: CategoryView) => ({ id: c.id, categoryName: c.name, code: c.code, toolCount: c.toolCount });

/** A JSON value as the form's text: numbers as typed, null as an empty box. */
const asText = (v: unknown) => (v === null ? "" : typeof v === "number" ? String(v) : v);

// the tool form's fields as JSON (unitCost in the currency's units, warrantyDate YYYY-MM-DD or DD.MM.YYYY)
const toolBody = (intent: "register-tool" | "change-tool-details") =>
  z.preprocess(
    (v) => {
      if (!v || typeof v !== "object") return v;
      const b = v as Record<string, unknown>;
      return { intent, name: b.name, categoryId: asText(b.categoryId), quantity: asText(b.quantity), unitCost: asText(b.unitCost), currency: asText(b.currency), unit: b.unit, warrantyDate: asText(b.warrantyDate) };
    },
    toolFormSchema,
  );

// the category form's one field: the spec's categoryName (or name)
const categoryBody = (intent: "create-tool-category" | "rename-tool-category") =>
  z.preprocess((v) => (v && typeof v === "object" ? { intent, name: (v as { categoryName?: unknown; name?: unknown }).categoryName ?? (v as { name?: unknown }).name } : v), categoryFormSchema);

const detailsOf = (v: z.output<ReturnType<typeof toolBody>>) => ({ name: v.name, categoryId: v.categoryId, unitCostCents: v.unitCost ?? null, currency: v.currency ?? null, unit: v.unit, warrantyDate: v.warrantyDate ?? null });

async function toolAnswer(sql: Sql, user: CurrentUser, id: number | string, status = 200) {
  const t = await scopedRecord(sql, user, "tool", String(id));
  return { status, body: toolOfView(t), version: t.version };
}

export const toolEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/user/adminTools",
    tag: "Tools",
    summary: "The tools, by name (search by name or holder, categoryId, availability)",
    rights: READ,
    query: z.object({
      pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
      pageSize: z.coerce.number().int().min(1).max(1000).default(20),
      search: z.string().max(100).optional(),
      categoryId: z.coerce.number().int().positive().optional(),
      availability: z.enum(AVAILABILITY_FILTERS).optional(),
    }),
    response: pageOf(apiTool),
    run: async ({ sql, query }) => {
      const { rows, total } = await listTools(sql, { q: query.search ?? null, categoryId: query.categoryId ?? null, availability: query.availability ?? null, today: today() }, query.pageNumber + 1, query.pageSize);
      return { body: paged(rows.map(toolOfView), total, query.pageSize) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/user/adminTools/quantities",
    tag: "Tools",
    summary: "Every tool's total, available and unavailable quantity",
    rights: READ,
    response: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), categoryName: z.string(), unit: z.string(), quantity: z.number().int(), availableQty: z.number().int(), unavailableQty: z.number().int() })) }),
    run: async ({ sql }) => {
      const rows = await allTools(sql, { today: today() });
      return { body: { data: rows.map((r) => ({ id: r.id, name: r.name, categoryName: r.categoryName, unit: r.unit, quantity: r.quantity, availableQty: r.availableQty, unavailableQty: r.unavailableQty })) } };
    },
  }),
  endpoint({
    method: "POST",
    path: "/user/adminTools",
    tag: "Tools",
    summary: `Register a tool (name, categoryId, quantity, unit ${TOOL_UNITS.join("|")}, unitCost with currency ${TOOL_CURRENCIES.join("|")}, warrantyDate)`,
    rights: UPDATE,
    body: toolBody("register-tool"),
    write: true,
    response: apiTool,
    run: async ({ sql, user, body, meta }) => {
      const outcome = await registerTool(sql, fileStore(), { details: detailsOf(body), quantity: body.quantity ?? 0, documents: [] }, meta);
      return toolAnswer(sql, user, outcome.id, 201);
    },
  }),
  endpoint({
    method: "GET",
    path: "/user/adminTools/categories",
    tag: "Tools",
    summary: "The tool categories (id, categoryName)",
    rights: READ,
    response: pageOf(apiCategory),
    run: async ({ sql }) => {
      const rows = (await listCategories(sql)).map(categoryOfView);
      return { body: paged(rows, rows.length, Math.max(1, rows.length)) };
    },
  }),
  endpoint({
    method: "POST",
    path: "/user/adminTools/categories",
    tag: "Tools",
    summary: "Create a tool category (categoryName)",
    rights: UPDATE,
    body: categoryBody("create-tool-category"),
    write: true,
    response: apiCategory,
    run: async ({ sql, user, body, meta }) => {
      const outcome = await createToolCategory(sql, body.name, meta);
      return { status: 201, body: categoryOfView(await scopedRecord(sql, user, "toolCategory", String(outcome.id))) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/user/adminTools/categories/{id}",
    tag: "Tools",
    summary: "One tool category",
    rights: READ,
    response: apiCategory,
    run: async ({ sql, user, params }) => ({ body: categoryOfView(await scopedRecord(sql, user, "toolCategory", params.id)) }),
  }),
  endpoint({
    method: "PUT",
    path: "/user/adminTools/categories/{id}",
    tag: "Tools",
    summary: "Rename a tool category (categoryName)",
    rights: UPDATE,
    body: categoryBody("rename-tool-category"),
    write: true,
    response: apiCategory,
    run: async ({ sql, user, params, body, meta }) => {
      const c = await scopedRecord(sql, user, "toolCategory", params.id);
      await renameToolCategory(sql, c.id, body.name, meta);
      return { body: categoryOfView(await scopedRecord(sql, user, "toolCategory", String(c.id))) };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/user/adminTools/categories/{id}",
    tag: "Tools",
    summary: "Delete a category no tool uses",
    rights: UPDATE,
    write: true,
    response: z.null(),
    run: async ({ sql, user, params, meta }) => {
      const c = await scopedRecord(sql, user, "toolCategory", params.id);
      await deleteToolCategory(sql, c.id, meta);
      return { status: 204, body: null };
    },
  }),
  endpoint({
    method: "GET",
    path: "/user/adminTools/{id}",
    tag: "Tools",
    summary: "One tool, with its version as ETag",
    rights: READ,
    response: apiTool,
    run: ({ sql, user, params }) => toolAnswer(sql, user, params.id),
  }),
  endpoint({
    method: "PUT",
    path: "/user/adminTools/{id}",
    tag: "Tools",
    summary: "Change a tool's details (its quantity through stock adjustments on the page; its documents are kept; If-Match: its version)",
    rights: UPDATE,
    body: toolBody("change-tool-details"),
    write: true,
    ifMatch: true,
    response: apiTool,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const t = await scopedRecord(sql, user, "tool", params.id);
      await changeToolDetails(sql, fileStore(), t.id, { details: detailsOf(body), current: t.documents, keep: t.documents.map((d) => d.docId), documents: [] }, expectedVersion, meta);
      return toolAnswer(sql, user, t.id);
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/user/adminTools/{id}",
    tag: "Tools",
    summary: "Retire a tool (not while it is assigned; If-Match: its version)",
    rights: UPDATE,
    write: true,
    ifMatch: true,
    response: z.null(),
    run: async ({ sql, user, params, meta, expectedVersion }) => {
      const t = await scopedRecord(sql, user, "tool", params.id);
      await retireTool(sql, t.id, meta, expectedVersion);
      return { status: 204, body: null };
    },
  }),
];
