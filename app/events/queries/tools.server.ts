// The tool manager's reads (ADR-0069), over tool_list, tool_category_list, tool_assignment and
// tool_request. Overdue is "end date before today", today passed in (Zurich).
import type { Queryable } from "~/db.server";
import { personNameOf } from "~/domain/person/name";
import { availabilityOf, isLowStock } from "~/domain/tool/decider";
import type { AvailabilityFilter } from "~/domain/tool/schema";
import type { CategoryCode, ReceiptKind, ToolDocument } from "~/domain/tool/events";

export interface ToolView {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  categoryCode: CategoryCode | null;
  quantity: number;
  unitCostCents: number | null;
  currency: string | null;
  unit: string;
  warrantyDate: string | null;
  documents: ToolDocument[];
  personId: number | null;
  personName: string;
  assignedQty: number;
  startDate: string | null;
  endDate: string | null;
  overdue: boolean;
  isAvailable: boolean;
  availableQty: number;
  unavailableQty: number;
  /** the current assignment's handover (ADR-0079): how and when confirmed, null while not */
  receiptKind: ReceiptKind | null;
  receiptAt: Date | string | null;
  lowStockThreshold: number | null;
  /** a threshold is set and the available quantity is at or below it */
  lowStock: boolean;
  version: number;
}

type ToolDbRow = {
  id: number;
  name: string;
  category_id: number;
  category_name: string | null;
  category_code: CategoryCode | null;
  quantity: number;
  unit_cost_cents: string | number | null;
  currency: string | null;
  unit: string;
  warranty_date: string | null;
  documents: ToolDocument[];
  person_id: number | null;
  first_name: string | null;
  last_name: string | null;
  assigned_qty: number;
  start_date: string | null;
  end_date: string | null;
  overdue: boolean;
  receipt_kind: ReceiptKind | null;
  receipt_at: Date | string | null;
  low_stock_threshold: number | null;
  stream_version: number;
};

const toView = (r: ToolDbRow): ToolView => viewOf(r, availabilityOf(r.quantity, r.assigned_qty));

const viewOf = (r: ToolDbRow, availability: ReturnType<typeof availabilityOf>): ToolView => ({
  id: Number(r.id),
  name: r.name,
  categoryId: Number(r.category_id),
  categoryName: r.category_name ?? "",
  categoryCode: r.category_code,
  quantity: r.quantity,
  unitCostCents: r.unit_cost_cents === null ? null : Number(r.unit_cost_cents),
  currency: r.currency,
  unit: r.unit,
  warrantyDate: r.warranty_date,
  documents: r.documents,
  personId: r.person_id === null ? null : Number(r.person_id),
  personName: r.person_id === null ? "" : personNameOf(r),
  assignedQty: r.assigned_qty,
  startDate: r.start_date,
  endDate: r.end_date,
  overdue: r.overdue,
  ...availability,
  receiptKind: r.receipt_kind,
  receiptAt: r.receipt_at,
  lowStockThreshold: r.low_stock_threshold,
  lowStock: isLowStock(availability.availableQty, r.low_stock_threshold),
  version: r.stream_version,
});

export interface ToolFilter {
  q?: string | null;
  categoryId?: number | null;
  availability?: AvailabilityFilter | null;
  /** YYYY-MM-DD, Zurich */
  today: string;
}

function likeOf(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function selectTools(db: Queryable, f: ToolFilter, page: { limit: number; offset: number } | null): Promise<ToolDbRow[]> {
  const q = f.q?.trim() ? likeOf(f.q.trim().toLowerCase()) : null;
  const avail = f.availability ?? null;
  return db<ToolDbRow[]>`
    SELECT t.id, t.name, t.category_id, c.name AS category_name, c.code AS category_code, t.quantity, t.unit_cost_cents, t.currency, t.unit,
           to_char(t.warranty_date, 'YYYY-MM-DD') AS warranty_date, t.documents, t.person_id, p.first_name, p.last_name, t.assigned_qty,
           to_char(t.start_date, 'YYYY-MM-DD') AS start_date, to_char(t.end_date, 'YYYY-MM-DD') AS end_date,
           COALESCE(t.end_date < ${f.today}::date, false) AS overdue, t.receipt_kind, t.receipt_at, t.low_stock_threshold, t.stream_version
    FROM tool_list t LEFT JOIN tool_category_list c ON c.id = t.category_id LEFT JOIN person_list p ON p.id = t.person_id
    WHERE NOT t.retired
      AND (${q}::text IS NULL OR lower(t.name) LIKE ${q}::text OR lower(COALESCE(p.last_name, '') || ' ' || COALESCE(p.first_name, '')) LIKE ${q}::text)
      AND (${f.categoryId ?? null}::bigint IS NULL OR t.category_id = ${f.categoryId ?? null}::bigint)
      AND (${avail}::text IS NULL
           OR (${avail}::text = 'available' AND t.assigned_qty < t.quantity)
           OR (${avail}::text = 'assigned' AND t.person_id IS NOT NULL)
           OR (${avail}::text = 'overdue' AND t.end_date < ${f.today}::date)
           OR (${avail}::text = 'low_stock' AND t.quantity - t.assigned_qty <= t.low_stock_threshold))
    ORDER BY lower(t.name), t.id
    ${page ? db`LIMIT ${page.limit} OFFSET ${page.offset}` : db``}`;
}

/** A page of the tool list (search by name or holder, category, availability), by name. */
export async function listTools(db: Queryable, f: ToolFilter, page: number, size: number): Promise<{ rows: ToolView[]; total: number }> {
  const all = await selectTools(db, f, null);
  // the list is small (an inventory); the page is cut after the count, from the same read
  return { rows: all.slice((page - 1) * size, page * size).map(toView), total: all.length };
}

/** Every tool the filter finds (the CSV). */
export async function allTools(db: Queryable, f: ToolFilter): Promise<ToolView[]> {
  return (await selectTools(db, f, null)).map(toView);
}

/** A tool not deleted, or null. */
export async function toolById(db: Queryable, id: number, today: string): Promise<ToolView | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [r] = await db<ToolDbRow[]>`
    SELECT t.id, t.name, t.category_id, c.name AS category_name, c.code AS category_code, t.quantity, t.unit_cost_cents, t.currency, t.unit,
           to_char(t.warranty_date, 'YYYY-MM-DD') AS warranty_date, t.documents, t.person_id, p.first_name, p.last_name, t.assigned_qty,
           to_char(t.start_date, 'YYYY-MM-DD') AS start_date, to_char(t.end_date, 'YYYY-MM-DD') AS end_date,
           COALESCE(t.end_date < ${today}::date, false) AS overdue, t.receipt_kind, t.receipt_at, t.low_stock_threshold, t.stream_version
    FROM tool_list t LEFT JOIN tool_category_list c ON c.id = t.category_id LEFT JOIN person_list p ON p.id = t.person_id
    WHERE t.id = ${id} AND NOT t.retired`;
  return r ? toView(r) : null;
}

/** Every tool held past its end date (overdue), the longest overdue first: the tool manager's start page. */
export async function overdueTools(db: Queryable, today: string, limit = 50): Promise<ToolView[]> {
  const rows = await db<ToolDbRow[]>`
    SELECT t.id, t.name, t.category_id, c.name AS category_name, c.code AS category_code, t.quantity, t.unit_cost_cents, t.currency, t.unit,
           to_char(t.warranty_date, 'YYYY-MM-DD') AS warranty_date, t.documents, t.person_id, p.first_name, p.last_name, t.assigned_qty,
           to_char(t.start_date, 'YYYY-MM-DD') AS start_date, to_char(t.end_date, 'YYYY-MM-DD') AS end_date,
           true AS overdue, t.receipt_kind, t.receipt_at, t.low_stock_threshold, t.stream_version
    FROM tool_list t LEFT JOIN tool_category_list c ON c.id = t.category_id LEFT JOIN person_list p ON p.id = t.person_id
    WHERE t.person_id IS NOT NULL AND NOT t.retired AND t.end_date < ${today}::date
    ORDER BY t.end_date, lower(t.name), t.id
    LIMIT ${limit}`;
  return rows.map(toView);
}

/** The tools a person holds, overdue ones first, then by end date. */
export async function toolsHeldBy(db: Queryable, personId: number, today: string): Promise<ToolView[]> {
  const rows = await db<ToolDbRow[]>`
    SELECT t.id, t.name, t.category_id, c.name AS category_name, c.code AS category_code, t.quantity, t.unit_cost_cents, t.currency, t.unit,
           to_char(t.warranty_date, 'YYYY-MM-DD') AS warranty_date, t.documents, t.person_id, p.first_name, p.last_name, t.assigned_qty,
           to_char(t.start_date, 'YYYY-MM-DD') AS start_date, to_char(t.end_date, 'YYYY-MM-DD') AS end_date,
           COALESCE(t.end_date < ${today}::date, false) AS overdue, t.receipt_kind, t.receipt_at, t.low_stock_threshold, t.stream_version
    FROM tool_list t LEFT JOIN tool_category_list c ON c.id = t.category_id LEFT JOIN person_list p ON p.id = t.person_id
    WHERE t.person_id = ${personId} AND NOT t.retired
    ORDER BY (t.end_date < ${today}::date) DESC, t.end_date, lower(t.name), t.id`;
  return rows.map(toView);
}

export interface CategoryView {
  id: number;
  name: string;
  code: CategoryCode | null;
  toolCount: number;
}

/** The categories not deleted, with how many tools use each, by id (the seeded ones first). */
export async function listCategories(db: Queryable): Promise<CategoryView[]> {
  const rows = await db<{ id: number; name: string; code: CategoryCode | null; n: number }[]>`
    SELECT c.id, c.name, c.code, (SELECT count(*)::int FROM tool_list t WHERE t.category_id = c.id AND NOT t.retired) AS n
    FROM tool_category_list c WHERE NOT c.deleted ORDER BY c.id`;
  return rows.map((r) => ({ id: Number(r.id), name: r.name, code: r.code, toolCount: r.n }));
}

export async function categoryById(db: Queryable, id: number): Promise<CategoryView | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (await listCategories(db)).find((c) => c.id === id) ?? null;
}

/** How many tools (not deleted) use the category: the fact DeleteToolCategory decides on. */
export async function toolsUsingCategory(db: Queryable, categoryId: number): Promise<number> {
  const [r] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM tool_list WHERE category_id = ${categoryId} AND NOT retired`;
  return r.n;
}

/** Whether a category exists and is not deleted: the fact RegisterTool and ChangeToolDetails decide on. */
export async function categoryExists(db: Queryable, categoryId: number): Promise<boolean> {
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0) return false;
  const [r] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM tool_category_list WHERE id = ${categoryId} AND NOT deleted`;
  return r.n > 0;
}

export interface AssignmentView {
  assignmentNo: number;
  personName: string;
  quantity: number;
  startDate: string;
  endDate: string;
  fromRequest: boolean;
  assignedAt: Date | string;
  returnedAt: Date | string | null;
  receiptKind: ReceiptKind | null;
  receiptAt: Date | string | null;
}

/** The tool's history: who held it when, newest first. */
export async function toolHistory(db: Queryable, toolId: number): Promise<AssignmentView[]> {
  const rows = await db<{ assignment_no: number; first_name: string | null; last_name: string | null; quantity: number; start_date: string; end_date: string; request_id: number | null; assigned_at: Date; returned_at: Date | null; receipt_kind: ReceiptKind | null; receipt_at: Date | null }[]>`
    SELECT a.assignment_no, p.first_name, p.last_name, a.quantity, to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
           a.request_id, a.assigned_at, a.returned_at, a.receipt_kind, a.receipt_at
    FROM tool_assignment a LEFT JOIN person_list p ON p.id = a.person_id
    WHERE a.tool_id = ${toolId} ORDER BY a.assignment_no DESC`;
  return rows.map((r) => ({ assignmentNo: r.assignment_no, personName: personNameOf(r), quantity: r.quantity, startDate: r.start_date, endDate: r.end_date, fromRequest: r.request_id !== null, assignedAt: r.assigned_at, returnedAt: r.returned_at, receiptKind: r.receipt_kind, receiptAt: r.receipt_at }));
}

export interface RequestView {
  toolId: number;
  requestId: number;
  toolName: string;
  toolVersion: number;
  personId: number;
  personName: string;
  quantity: number;
  startDate: string;
  endDate: string;
  status: "PENDING" | "APPROVED" | "REJECTED";
  requestedAt: Date | string;
  decidedAt: Date | string | null;
  decidedByName: string;
}

/** Tool requests: pending first (oldest first), then the decided ones (newest decision first); one person's when `personId` is given. */
export async function listToolRequests(db: Queryable, opts: { personId?: number | null; limit?: number } = {}): Promise<RequestView[]> {
  const rows = await db<{ tool_id: number; request_id: number; tool_name: string; stream_version: number; person_id: number; first_name: string | null; last_name: string | null; quantity: number; start_date: string; end_date: string; status: RequestView["status"]; requested_at: Date; decided_at: Date | null; d_first: string | null; d_last: string | null }[]>`
    SELECT r.tool_id, r.request_id, t.name AS tool_name, t.stream_version, r.person_id, p.first_name, p.last_name, r.quantity,
           to_char(r.start_date, 'YYYY-MM-DD') AS start_date, to_char(r.end_date, 'YYYY-MM-DD') AS end_date, r.status, r.requested_at, r.decided_at,
           d.first_name AS d_first, d.last_name AS d_last
    FROM tool_request r JOIN tool_list t ON t.id = r.tool_id
    LEFT JOIN person_list p ON p.id = r.person_id LEFT JOIN person_list d ON d.id = r.decided_by
    WHERE (${opts.personId ?? null}::bigint IS NULL OR r.person_id = ${opts.personId ?? null}::bigint)
    ORDER BY (r.status = 'PENDING') DESC, CASE WHEN r.status = 'PENDING' THEN r.requested_at END ASC, r.decided_at DESC NULLS LAST, r.tool_id, r.request_id
    LIMIT ${opts.limit ?? 200}`;
  return rows.map((r) => ({
    toolId: Number(r.tool_id),
    requestId: r.request_id,
    toolName: r.tool_name,
    toolVersion: r.stream_version,
    personId: Number(r.person_id),
    personName: personNameOf(r),
    quantity: r.quantity,
    startDate: r.start_date,
    endDate: r.end_date,
    status: r.status,
    requestedAt: r.requested_at,
    decidedAt: r.decided_at,
    decidedByName: personNameOf({ first_name: r.d_first, last_name: r.d_last }),
  }));
}

/** The people a tool can be assigned to: active, not erased, by name. */
export async function assignablePeople(db: Queryable): Promise<{ id: number; name: string }[]> {
  const rows = await db<{ id: number; first_name: string; last_name: string }[]>`
    SELECT id, first_name, last_name FROM person_list WHERE active AND NOT erased ORDER BY lower(last_name), lower(first_name), id LIMIT 2000`;
  return rows.map((r) => ({ id: Number(r.id), name: personNameOf(r) }));
}
