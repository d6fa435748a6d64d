// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// What a delegate opens of checklists and tools (ADR-0094) against the real store: the administrator
// delegates checklists and tool requests to a colleague for today; the colleague reads a signed
// checklist and a tool with a pending request (in the delegator's scope, read-only) during the
// delegation, and what they decided through it after it ended; never the delegator's own
// checklist, their own tool request, a tool with nothing to decide, or anything without a
// delegation. The pages' loaders use exactly these (app/areas/delegation/delegated-reads.server.ts).
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { zurichToday } from "../../app/clock.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { checklistDecider } from "../../app/domain/checklist/decider";
import { toolDecider } from "../../app/domain/tool/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { personById } from "../../app/events/queries/people.server";
import { readableChecklist, readableTool, requireToolDelegate } from "../../app/areas/delegation/delegated-reads.server";
import { decideOnBehalf, delegatedViewer } from "../../app/areas/delegation/delegation-command.server";
import { delegateApprovals } from "../../app/areas/delegation/delegate-approvals.server";
import { endDelegation } from "../../app/areas/delegation/end-delegation.server";
import { requestTool } from "../../app/areas/tools/request-tool.server";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let admin: CurrentUser;
let hr: CurrentUser;
let colleague: CurrentUser;
let worker: CurrentUser;
let siteId: number;
let templateId: number;
let categoryId: number;

async function userOf(username: string): Promise<CurrentUser> {
  const [row] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${username}`;
  const p = await personById(sql, Number(row.id));
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}
const now = () => new Date().toISOString();
const meta = (actor: CurrentUser) => ({ actorId: actor.id, now: now(), commandId: newId() });

/** The HTTP status a page's read answers with: 200 when it lets the user in, else the Response thrown. */
async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (e) {
    if (e instanceof Response) return e.status;
    throw e;
  }
}

/** A checklist prepared by `by` and signed by the worker: pending, waiting for a decision. */
async function signedChecklist(by: CurrentUser): Promise<number> {
  const prepared = await handleCommand(sql, checklistDecider, {
    command: (checklistId) => ({
      type: "PrepareChecklist" as const,
      checklistId,
      siteId,
      templateId,
      copiedFrom: null,
      head: { title: "Ponteggio — delega", date: "2026-03-02", readyBy: "2026-03-05" },
      questions: [{ title: "Parapetti", items: [{ label: "Montati" }] }],
    }),
    meta: meta(by),
    target: { sequence: "checklist_id_seq" },
  });
  const id = prepared.id;
  await handleCommand(sql, checklistDecider, {
    command: { type: "AnswerChecklistQuestion", questionId: 1, answers: [{ itemId: 1, answer: "ok", observation: "", who: "", dueDate: null, done: false }], images: [] },
    meta: meta(worker),
    target: { id },
  });
  await handleCommand(sql, checklistDecider, { command: { type: "SignChecklist", method: "typed", name: "Walter Operaio", imageKey: null }, meta: meta(worker), target: { id } });
  return id;
}

/** A tool of the inventory, free. */
async function newTool(name: string): Promise<number> {
  const o = await handleCommand(sql, toolDecider, {
    command: (toolId) => ({
      type: "RegisterTool" as const,
      toolId,
      details: { name, categoryId, unitCostCents: null, currency: null, unit: "PIECES" as const, warrantyDate: null, documents: [] },
      quantity: 1,
      categoryExists: true,
    }),
    meta: meta(admin),
    target: { sequence: "tool_id_seq" },
  });
  return o.id;
}

/** A pending request of the tool by `person` for a week next year; its request number. */
async function pendingRequest(toolId: number, person: CurrentUser): Promise<number> {
  await requestTool(sql, toolId, { quantity: 1, period: { startDate: "2027-06-07", endDate: "2027-06-11" }, mayRequest: true }, meta(person));
  const [r] = await sql<{ n: number }[]>`SELECT max((data->>'requestId')::int) AS n FROM events WHERE stream_id = ${`tool-${toolId}`} AND event_type = 'ToolRequested'`;
  return Number(r.n);
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  [admin, hr, colleague, worker] = await Promise.all(["admin", "hr", "employee", "worker"].map(userOf));
  const [s] = await sql<{ id: number }[]>`SELECT min(id) AS id FROM site_list WHERE company_code = 'cantiere'`;
  siteId = Number(s.id);
  const [t] = await sql<{ id: number }[]>`SELECT min(id) AS id FROM checklist_template_list`;
  templateId = Number(t.id);
  const [c] = await sql<{ id: number }[]>`SELECT min(id) AS id FROM tool_category_list`;
  categoryId = Number(c.id);
});

describe("a checklist delegate", () => {
  it("opens a signed checklist they may decide for the delegator, read-only, and what they decided after the delegation ended; nothing else", async () => {
    const pending = await signedChecklist(hr);
    const other = await signedChecklist(hr);
    const adminsOwn = await signedChecklist(admin);
    // without a delegation: a 404, as for a checklist outside their scope
    expect(await delegatedViewer(sql, colleague, "checklist", String(pending))).toBeNull();
    expect(await status(readableChecklist(sql, colleague, String(pending)))).toBe(404);

    const today = zurichToday().toString();
    const made = await delegateApprovals(sql, admin, { delegateId: colleague.id, from: today, until: today, kinds: ["checklist", "tool"] }, meta(admin));
    expect((await delegatedViewer(sql, colleague, "checklist", String(pending)))?.id).toBe(admin.id);
    const read = await readableChecklist(sql, colleague, String(pending));
    expect(read.delegated).toBe(true);
    expect(read.checklist.id).toBe(pending);
    // read-only: the delegator's rights do not come with it
    expect(read.rights).toEqual({ see: true, fill: false, sign: false, decide: false, prepare: false });
    // the delegator's own checklist (they prepared it) is not decided through a delegation: not shown either
    expect(await status(readableChecklist(sql, colleague, String(adminsOwn)))).toBe(404);
    // an unknown or malformed id is a 404 too
    expect(await status(readableChecklist(sql, colleague, "987654321"))).toBe(404);
    expect(await status(readableChecklist(sql, colleague, "1e3"))).toBe(404);
    // someone the delegation is not for
    expect(await status(readableChecklist(sql, worker, String(pending)))).toBe(404);
    // the office reads as before, with its own rights
    const own = await readableChecklist(sql, admin, String(pending));
    expect([own.delegated, own.rights.decide]).toEqual([false, true]);

    // decided through the delegation (the row's form sends the id as a number), then ended
    await decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "checklist", recordId: pending, expectedVersion: null }, meta(colleague));
    const [ev] = await sql<{ data: { approverId: number; onBehalfOf: number; delegationId: number } }[]>`
      SELECT data FROM events WHERE stream_id = ${`checklist-${pending}`} AND event_type = 'ChecklistApproved'`;
    expect(ev.data).toMatchObject({ approverId: colleague.id, onBehalfOf: admin.id, delegationId: made.id });
    await endDelegation(sql, admin, made.id, null, meta(admin));
    expect((await readableChecklist(sql, colleague, String(pending), { includeRemoved: true })).delegated).toBe(true);
    expect(await status(readableChecklist(sql, colleague, String(other)))).toBe(404);
  });
});

describe("a tool-request delegate", () => {
  it("opens a tool with a pending request they may decide, and the one they decided after the delegation ended; not their own request nor a tool with nothing to decide", async () => {
    const requested = await newTool("Furgone — delega");
    const requestNo = await pendingRequest(requested, worker);
    const ownRequest = await newTool("Betoniera — delega");
    await pendingRequest(ownRequest, colleague);
    const idle = await newTool("Livella — delega");
    const later = await newTool("Trapano — delega");
    await pendingRequest(later, worker);
    expect(await status(requireToolDelegate(sql, colleague, String(requested)))).toBe(404);
    expect(await status(readableTool(sql, colleague, String(requested)))).toBe(404);

    const today = zurichToday().toString();
    const made = await delegateApprovals(sql, admin, { delegateId: colleague.id, from: today, until: today, kinds: ["tool"] }, meta(admin));
    expect((await requireToolDelegate(sql, colleague, String(requested))).id).toBe(admin.id);
    const read = await readableTool(sql, colleague, String(requested));
    expect([read.delegated, read.tool.id]).toEqual([true, requested]);
    expect(await status(readableTool(sql, colleague, String(ownRequest)))).toBe(404);
    expect(await status(readableTool(sql, colleague, String(idle)))).toBe(404);
    expect(await status(readableTool(sql, colleague, "987654321"))).toBe(404);
    expect(await status(readableTool(sql, worker, String(requested)))).toBe(404);
    // the tool manager reads it as before
    expect((await readableTool(sql, admin, String(requested))).delegated).toBe(false);

    await decideOnBehalf(sql, colleague, "approve", { delegationId: made.id, kind: "tool", recordId: requested, requestId: requestNo, expectedVersion: null }, meta(colleague));
    await endDelegation(sql, admin, made.id, null, meta(admin));
    // decided by them for the administrator: still theirs to read; the other tool's request is not theirs now
    expect((await requireToolDelegate(sql, colleague, String(requested))).id).toBe(admin.id);
    expect(await status(requireToolDelegate(sql, colleague, String(later)))).toBe(404);
  });
});
