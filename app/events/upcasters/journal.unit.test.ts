// Journal posts written before the daily log (schema version 1, ADR-0067) read back with no log
// and still fold with the decider's evolve.
import { describe, expect, it } from "vitest";
import { journalDecider } from "~/domain/journal/decider";
import { upcastJournalContentV1, type JournalEvent } from "~/domain/journal/events";
import { CTX } from "~/domain/shared/testing";
import { upcast } from "./index";

const at = CTX.now;
const by = CTX.actorId as number;
const ref = { journalId: 7, siteId: 3 };

describe("a post written before the daily log (schema version 1)", () => {
  it("is read back with no log and still folds", () => {
    const v1 = { type: "JournalEntryWritten", schemaVersion: 1, data: { ...ref, authorId: by, date: "2026-03-02", title: "Getto", description: "", images: [], at, by } };
    const up = upcast(v1);
    expect(up.schemaVersion).toBe(2);
    expect(up.data.dailyLog).toBeNull();
    expect(upcastJournalContentV1({ title: "x" })).toEqual({ title: "x", dailyLog: null });
    const revisedV1 = upcast({ type: "JournalEntryRevised", schemaVersion: 1, data: { ...ref, title: "Neu", description: "", images: [], at, by } });
    const state = [up, revisedV1].reduce((s, e) => journalDecider.evolve(s, e as unknown as JournalEvent), journalDecider.initialState());
    expect(state.content).toEqual({ title: "Neu", description: "", images: [], dailyLog: null });
  });
});
