// The tool manager against a real store (ADR-0069): a category and a drill with a manual (stored
// under documents/), assigned until yesterday (overdue, first on the holder's list), refused
// deletions of both while used, a return, a deletion; a request approved by two people at once
// (one wins, and the tool is assigned once); and the projections rebuilt from the events read the same.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolAssignment, toolCategoryList, toolList, toolRequest } from "../../app/events/projections/tool.server";
import { listCategories, listToolRequests, listTools, toolById, toolHistory, toolsHeldBy } from "../../app/events/queries/tools.server";
import { rebuildProjection } from "../../app/events/rebuild.server";
import { assignTool, createToolCategory, decideToolRequest, deleteToolCategory, registerTool, requestTool, retireTool, returnTool, TOOL_DOCUMENT_UPLOAD } from "../../app/operations/tool.server";
import { createFsStore } from "../../app/storage/fs-store.server";
import { checkUpload, type CheckedUpload } from "../../app/storage/upload.server";
import { dbReady, useDb } from "./helpers";
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

  it("reads the same after the projections are rebuilt from the events", async () => {
    const today = "2026-03-02";
    const tools = await listTools(sql, { today }, 1, 1000);
    const cats = await listCategories(sql);
    const requests = await listToolRequests(sql, {});
    for (const p of [toolList, toolCategoryList, toolAssignment, toolRequest]) await rebuildProjection(sql, p);
    expect(await listTools(sql, { today }, 1, 1000)).toEqual(tools);
    expect(await listCategories(sql)).toEqual(cats);
    expect(await listToolRequests(sql, {})).toEqual(requests);
  });
});
