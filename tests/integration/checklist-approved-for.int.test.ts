// The checklist PDF's "approved by X for Y" (ADR-0089): whom an approval was decided for is read
// from the checklist's own stream — its latest approval event's onBehalfOf, null in one's own right.
import { describe, expect, it } from "vitest";
import { checklistApprovedFor } from "../../app/events/queries/checklists.server";
import { appendToStream } from "../../app/events/store.server";
import { dbReady, useOwnDb } from "./helpers";

describe("whom a checklist was approved for", () => {
  const get = useOwnDb(2);
  const meta = { actorId: 3, correlationId: "c", causationId: null, commandId: null, commandType: "Probe" };
  const at = new Date("2026-06-02T08:00:00.000Z");

  it("names the delegator of an approval through a delegation, and nobody otherwise", async () => {
    const { sql } = await dbReady(get);
    await appendToStream(sql, {
      streamId: "checklist-1", streamType: "checklist", expectedVersion: 0, metadata: meta, recordedAt: at,
      events: [{ type: "ChecklistApproved", data: { checklistId: 1, approverId: 3, onBehalfOf: 7, delegationId: 2, at: at.toISOString() } }],
    });
    await appendToStream(sql, {
      streamId: "checklist-2", streamType: "checklist", expectedVersion: 0, metadata: meta, recordedAt: at,
      events: [{ type: "ChecklistApproved", data: { checklistId: 2, approverId: 3, at: at.toISOString() } }],
    });
    // a rejection through a delegation is not an approval
    await appendToStream(sql, {
      streamId: "checklist-3", streamType: "checklist", expectedVersion: 0, metadata: meta, recordedAt: at,
      events: [{ type: "ChecklistRejected", data: { checklistId: 3, approverId: 3, reason: "no", onBehalfOf: 7, delegationId: 2, at: at.toISOString() } }],
    });
    expect(await checklistApprovedFor(sql, 1)).toBe(7);
    expect(await checklistApprovedFor(sql, 2)).toBeNull();
    expect(await checklistApprovedFor(sql, 3)).toBeNull();
    expect(await checklistApprovedFor(sql, 4)).toBeNull();
  });
});
