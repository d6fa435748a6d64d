// The tool manager against a real store (ADR-0069): a category and a drill with a manual (stored
// under documents/), assigned until yesterday (overdue, first on the holder's list), refused
// deletions of both while used, a return, a deletion; a request approved by two people at once
// (one wins, and the tool is assigned once); the handover receipt, the low-stock threshold and the
// overdue list (ADR-0079); a category deleted while a tool is registered into it at the same moment
// (one of the two is refused); and the projections replayed twice and rebuilt from the events read the same.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolAssignment, toolCategoryList, toolList, toolRequest } from "../../app/events/projections/tool.server";
import { categoryExists, listCategories, listToolRequests, listTools, overdueTools, toolById, toolHistory, toolsHeldBy } from "../../app/events/queries/tools.server";
import { applyRowProjection, type RowProjection } from "../../app/events/projection.server";
import { readAfter, START } from "../../app/events/reader.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { assignTool } from "../../app/areas/tools/assign-tool.server";
import { confirmToolReceipt } from "../../app/areas/tools/confirm-tool-receipt.server";
import { createToolCategory } from "../../app/areas/tools/create-tool-category.server";
import { decideToolRequest } from "../../app/areas/tools/decide-tool-request.server";
import { deleteToolCategory } from "../../app/areas/tools/delete-tool-category.server";
import { registerTool } from "../../app/areas/tools/register-tool.server";
import { requestTool } from "../../app/areas/tools/request-tool.server";
import { retireTool } from "../../app/areas/tools/retire-tool.server";
import { returnTool } from "../../app/areas/tools/return-tool.server";
import { setToolLowStockThreshold } from "../../app/areas/tools/set-tool-low-stock-threshold.server";
import { TOOL_DOCUMENT_UPLOAD } from "../../app/areas/tools/tool-command.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { checkUpload, type CheckedUpload } from "../../app/storage/upload.server";
import { atOnce, dbReady, useDb } from "./helpers";
import { seedDemoData } from "../../app/seed/seed.server";
import { zurichToday } from "../../app/clock.server";
import { metaOf, newPerson } from "./people";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-tools-"));
const store = createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => Buffer.alloc(32, 7), now: () => Date.now() });
let hr: number;
let hr2: number;
let worker: number;
let categoryId: number;
const details = (name: string) => ({ name, categoryId, unitCostCents: 25_000, currency: "CHF" as const, unit: "PIECES" as const, warrantyDate: null });

async function pdf(): Promise<CheckedUpload> {
  const bytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const r = await checkUpload({ field: "documents", fileName: "manual.pdf", claimedType: "application/pdf", size: bytes.byteLength, bytes }, TOOL_DOCUMENT_UPLOAD);
  if (!r.ok) throw new Error(r.reason);
  return r.file;
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  hr = (await newPerson(sql, { role: "HR", prefix: "tool" })).id;
  hr2 = (await newPerson(sql, { role: "HR", prefix: "tool" })).id;
  worker = (await newPerson(sql, { role: "WORKER", prefix: "tool" })).id;
  categoryId = (await createToolCategory(sql, `Trapani ${Math.random()}`, metaOf(hr))).id;
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("the tool manager", () => {
  it("stores a drill with its manual, shows it overdue while held past its end, refuses the deletions while used", async () => {
    const drill = await registerTool(sql, store, { details: details("Trapano"), quantity: 1, documents: [{ file: await pdf(), type: "manual", name: "manual.pdf" }] }, metaOf(hr));
    const today = "2026-03-02";
    const t = await toolById(sql, drill.id, today);
    expect(t?.documents).toHaveLength(1);
    expect(t!.documents[0].key).toMatch(/^documents\/[0-9a-f]{32}\.pdf$/);
    expect(await store.get(t!.documents[0].key)).not.toBeNull();

    await assignTool(sql, drill.id, { personId: worker, quantity: 1, period: { startDate: "2026-02-20", endDate: "2026-03-01" } }, t!.version, metaOf(hr));
    const held = await toolById(sql, drill.id, today);
    expect(held).toMatchObject({ personId: worker, overdue: true, isAvailable: false, availableQty: 0, unavailableQty: 1 });
    expect((await listTools(sql, { today, availability: "overdue" }, 1, 20)).rows.map((r) => r.id)).toContain(drill.id);
    expect((await toolsHeldBy(sql, worker, today))[0]).toMatchObject({ id: drill.id, overdue: true });

    await expect(retireTool(sql, drill.id, metaOf(hr))).rejects.toMatchObject({ code: "tool_not_deleted" });
    await expect(deleteToolCategory(sql, categoryId, metaOf(hr))).rejects.toMatchObject({ code: "category_not_deleted" });

    await returnTool(sql, drill.id, null, metaOf(hr));
    expect(await toolById(sql, drill.id, today)).toMatchObject({ personId: null, startDate: null, endDate: null, overdue: false, isAvailable: true });
    await retireTool(sql, drill.id, metaOf(hr));
    expect(await toolById(sql, drill.id, today)).toBeNull();
    expect((await toolHistory(sql, drill.id)).map((a) => [a.assignmentNo, a.returnedAt !== null])).toEqual([[1, true]]);
  });

  it("of two approvals at once one wins, and the tool is assigned once", async () => {
    const van = await registerTool(sql, store, { details: details("Furgone"), quantity: 1, documents: [] }, metaOf(hr));
    const asked = await requestTool(sql, van.id, { quantity: 1, period: { startDate: "2026-12-07", endDate: "2026-12-11" }, mayRequest: true }, metaOf(worker));
    const results = await Promise.allSettled([
      decideToolRequest(sql, van.id, 1, "approve", true, asked.version, metaOf(hr)),
      decideToolRequest(sql, van.id, 1, "reject", true, asked.version, metaOf(hr2)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(["errors.conflict", "edit_allow_only_on_pending"]).toContain(rejected.reason.code);
    const [req] = await listToolRequests(sql, { personId: worker });
    const won = results[0].status === "fulfilled" ? "APPROVED" : "REJECTED";
    expect(req.status).toBe(won);
    expect((await toolHistory(sql, van.id)).length).toBe(won === "APPROVED" ? 1 : 0);
  });

  it("records the handover receipt: the holder confirms, the tool manager records a paper; the history keeps each", async () => {
    const today = "2026-03-02";
    const helmet = await registerTool(sql, store, { details: details("Casco"), quantity: 1, documents: [] }, metaOf(hr));
    await assignTool(sql, helmet.id, { personId: worker, quantity: 1, period: { startDate: "2026-03-01", endDate: "2026-03-20" } }, helmet.version, metaOf(hr));
    expect(await toolById(sql, helmet.id, today)).toMatchObject({ receiptKind: null, receiptAt: null });
    // HR cannot confirm for the holder; the holder can, once
    await expect(confirmToolReceipt(sql, helmet.id, { kind: "HOLDER", mayManage: true }, null, metaOf(hr))).rejects.toMatchObject({ code: "tools.errors.not_holder" });
    await confirmToolReceipt(sql, helmet.id, { kind: "HOLDER", mayManage: false }, null, metaOf(worker));
    expect(await toolById(sql, helmet.id, today)).toMatchObject({ receiptKind: "HOLDER" });
    // the holder returns it themselves; the next holder's receipt is a signed paper HR records
    await expect(returnTool(sql, helmet.id, null, metaOf(hr2), false)).rejects.toMatchObject({ code: "tools.errors.not_holder" });
    await returnTool(sql, helmet.id, null, metaOf(worker), false);
    await assignTool(sql, helmet.id, { personId: hr2, quantity: 1, period: { startDate: "2026-03-01", endDate: "2026-03-20" } }, null, metaOf(hr));
    expect(await toolById(sql, helmet.id, today)).toMatchObject({ personId: hr2, receiptKind: null });
    await confirmToolReceipt(sql, helmet.id, { kind: "PAPER", mayManage: true }, null, metaOf(hr));
    expect((await toolHistory(sql, helmet.id)).map((h) => [h.assignmentNo, h.receiptKind])).toEqual([
      [2, "PAPER"],
      [1, "HOLDER"],
    ]);
  });

  it("flags a tool whose available quantity is at or below its low-stock threshold, and lists the overdue ones", async () => {
    const today = "2026-03-02";
    const gloves = await registerTool(sql, store, { details: details(`Guanti ${Math.random()}`), quantity: 12, documents: [] }, metaOf(hr));
    await setToolLowStockThreshold(sql, gloves.id, 10, null, metaOf(hr));
    expect(await toolById(sql, gloves.id, today)).toMatchObject({ lowStockThreshold: 10, lowStock: false });
    await assignTool(sql, gloves.id, { personId: worker, quantity: 2, period: { startDate: "2026-02-01", endDate: "2026-02-28" } }, null, metaOf(hr));
    expect(await toolById(sql, gloves.id, today)).toMatchObject({ availableQty: 10, lowStock: true, overdue: true });
    expect((await listTools(sql, { today, availability: "low_stock" }, 1, 1000)).rows.map((r) => r.id)).toContain(gloves.id);
    expect((await overdueTools(sql, today, 1000)).map((r) => r.id)).toContain(gloves.id);
    await expect(setToolLowStockThreshold(sql, gloves.id, -1, null, metaOf(hr))).rejects.toMatchObject({ code: "tools.errors.threshold_invalid" });
    await setToolLowStockThreshold(sql, gloves.id, null, null, metaOf(hr));
    expect(await toolById(sql, gloves.id, today)).toMatchObject({ lowStockThreshold: null, lowStock: false });
    expect((await overdueTools(sql, "2026-02-28", 1000)).map((r) => r.id)).not.toContain(gloves.id);
  });

  it("a category deleted while a tool is registered into it at the same moment: one of the two is refused", async () => {
    for (let i = 0; i < 3; i++) {
      const cat = (await createToolCategory(sql, `Effimera ${Math.random()}`, metaOf(hr))).id;
      const [registered, deleted] = await atOnce(sql, "tool_list", () => [
        registerTool(sql, store, { details: { ...details(`Sega ${i}`), categoryId: cat }, quantity: 1, documents: [] }, metaOf(hr)),
        deleteToolCategory(sql, cat, metaOf(hr2)),
      ]);
      // both read their facts before either wrote: without the lock both would pass
      expect([registered.status, deleted.status].sort()).toEqual(["fulfilled", "rejected"]);
      if (registered.status === "fulfilled") {
        expect((deleted as PromiseRejectedResult).reason.code).toBe("category_not_deleted");
        expect(await categoryExists(sql, cat)).toBe(true);
      } else {
        expect(registered.reason.code).toBe("tools.errors.category_unknown");
        expect(await categoryExists(sql, cat)).toBe(false);
      }
    }
  });

  it("the seed: about 60 tools over the five categories, some assigned, two overdue, one flagged low on stock, two receipts confirmed", async () => {
    await seedDemoData(sql);
    const today = zurichToday().toString();
    const seeded = await sql<{ id: number; name: string }[]>`
      SELECT t.id, t.name FROM tool_list t JOIN tool_category_list c ON c.id = t.category_id WHERE c.code IS NOT NULL AND NOT t.retired`;
    expect(seeded.length).toBeGreaterThanOrEqual(55);
    const views = (await listTools(sql, { today }, 1, 5000)).rows.filter((r) => seeded.some((x) => Number(x.id) === r.id));
    expect(new Set(views.map((v) => v.categoryCode))).toEqual(new Set(["tools", "vehicle", "health", "safety_equipment", "clothing"]));
    expect(views.filter((v) => v.personId !== null).length).toBeGreaterThanOrEqual(5);
    expect(views.filter((v) => v.overdue)).toHaveLength(2);
    expect(views.filter((v) => v.lowStock).map((v) => v.name)).toEqual(["Maschera FFP3"]);
    expect(views.filter((v) => v.receiptKind !== null).map((v) => v.receiptKind).sort()).toEqual(["HOLDER", "PAPER"]);
  }, 240_000);

  it("reads the same after the projections are replayed twice", async () => {
    for (const p of [toolList, toolCategoryList, toolAssignment, toolRequest]) {
      const [{ active_table: table }] = await sql`SELECT active_table FROM projection_registry WHERE name = ${p.name}`;
      const before = await sql`SELECT * FROM ${sql(table as string)} ORDER BY id`;
      let cp = START;
      for (;;) {
        const { events, next } = await readAfter(sql, cp, { types: p.handles, limit: 5000, gated: false });
        if (!events.length) break;
        await applyRowProjection(sql, p as unknown as RowProjection, table as string, events);
        cp = next;
      }
      expect(await sql`SELECT * FROM ${sql(table as string)} ORDER BY id`).toEqual(before);
    }
  });

  it("reads the same after the projections are rebuilt from the events", async () => {
    const today = "2026-03-02";
    const tools = await listTools(sql, { today }, 1, 1000);
    const cats = await listCategories(sql);
    const requests = await listToolRequests(sql, {});
    const overdue = await overdueTools(sql, today, 1000);
    for (const p of [toolList, toolCategoryList, toolAssignment, toolRequest]) await rebuildProjection(sql, p);
    expect(await listTools(sql, { today }, 1, 1000)).toEqual(tools);
    expect(await listCategories(sql)).toEqual(cats);
    expect(await listToolRequests(sql, {})).toEqual(requests);
    expect(await overdueTools(sql, today, 1000)).toEqual(overdue);
  });
});
