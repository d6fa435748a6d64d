// Journal posts written before the daily log (schema version 1, ADR-0067) read back with no log
// and still fold with the decider's evolve. Posts and comments written before ADR-0134 (plain
// text) read back with their text in `personal`, or `personal: null` once their writer is erased.
import { describe, expect, it } from "vitest";
import { journalDecider } from "~/domain/journal/decider";
import { upcastJournalContentV1, upcastJournalContentV2, type JournalEvent } from "~/domain/journal/events";
import { CTX } from "~/domain/shared/testing";
import { upcast } from "./index";

const at = CTX.now;
const by = CTX.actorId as number;
const ref = { journalId: 7, siteId: 3 };
const fold = (events: { type: string; data: unknown }[]) => events.reduce((s, e) => journalDecider.evolve(s, e as unknown as JournalEvent), journalDecider.initialState());

describe("a post written before the daily log (schema version 1)", () => {
  it("is read back with no log and still folds", () => {
    const v1 = { type: "JournalEntryWritten", schemaVersion: 1, data: { ...ref, authorId: by, date: "2026-03-02", title: "Getto", description: "", images: [], at, by } };
    const up = upcast(v1);
    expect(up.schemaVersion).toBe(3);
    expect(up.data.personal).toEqual({ title: "Getto", description: "", dailyLog: null });
    expect(upcastJournalContentV1({ title: "x" })).toEqual({ title: "x", dailyLog: null });
    const revisedV1 = upcast({ type: "JournalEntryRevised", schemaVersion: 1, data: { ...ref, title: "Neu", description: "", images: [], at, by } });
    const state = fold([up, revisedV1]);
    expect(state.content).toEqual({ title: "Neu", description: "", images: [], dailyLog: null });
  });
});

describe("a post written with plain text (schema version 2, before ADR-0134)", () => {
  const log = { weather: null, crew: [4], crewNote: "Ditta Rossi", equipment: "Gru", delays: "", incidents: "" };
  const v2 = { type: "JournalEntryWritten", schemaVersion: 2, data: { ...ref, authorId: by, date: "2026-03-02", title: "Getto", description: "Piano 2", images: [], dailyLog: log, at, by } };
  const revisedV2 = { type: "JournalEntryRevised", schemaVersion: 2, data: { ...ref, title: "Getto 2", description: "Piano 3", images: [], dailyLog: null, at, by: 9 } };

  it("reads back with its title, text and log as the author's personal part", () => {
    const up = upcast(v2);
    expect(up).toEqual({
      type: "JournalEntryWritten",
      schemaVersion: 3,
      data: { ...ref, authorId: by, date: "2026-03-02", images: [], personal: { title: "Getto", description: "Piano 2", dailyLog: log }, at, by },
    });
    const rev = upcast(revisedV2);
    expect(rev.schemaVersion).toBe(3);
    // a revision before version 3 does not name the post's author
    expect(rev.data).toEqual({ ...ref, authorId: null, images: [], personal: { title: "Getto 2", description: "Piano 3", dailyLog: null }, at, by: 9 });
    expect(fold([up, rev])).toMatchObject({ content: { title: "Getto 2", description: "Piano 3" }, textRemoved: false });
  });

  it("reads back with no text once its author is erased; the rest of the record stays", () => {
    const up = upcast(v2, { textErased: true });
    expect(up.data).toEqual({ ...ref, authorId: by, date: "2026-03-02", images: [], personal: null, at, by });
    expect(JSON.stringify(up)).not.toContain("Getto");
    expect(JSON.stringify(up)).not.toContain("Ditta Rossi");
    const state = fold([up, upcast(revisedV2, { textErased: true })]);
    expect(state).toMatchObject({ journalId: 7, siteId: 3, authorId: by, textRemoved: true, content: { title: "", description: "", dailyLog: null } });
  });

  it("the step alone: text moved, or dropped when erased", () => {
    expect(upcastJournalContentV2({ title: "a", description: "b", dailyLog: null, images: [] }, false)).toEqual({ images: [], authorId: null, personal: { title: "a", description: "b", dailyLog: null } });
    expect(upcastJournalContentV2({ title: "a", description: "b", dailyLog: null, images: [] }, true)).toEqual({ images: [], authorId: null, personal: null });
  });
});

describe("a comment written with plain text (schema version 1)", () => {
  const v1 = { type: "JournalCommentAdded", schemaVersion: 1, data: { ...ref, commentId: 2, text: "Bravi tutti, Mario", at, by: 5 } };
  it("reads back with its text as the writer's personal part", () => {
    expect(upcast(v1)).toEqual({ type: "JournalCommentAdded", schemaVersion: 2, data: { ...ref, commentId: 2, personal: { text: "Bravi tutti, Mario" }, at, by: 5 } });
  });
  it("reads back with no text once the writer is erased, and still counts", () => {
    const up = upcast(v1, { textErased: true });
    expect(up.data).toEqual({ ...ref, commentId: 2, personal: null, at, by: 5 });
    expect(fold([upcast({ type: "JournalEntryWritten", schemaVersion: 2, data: { ...ref, authorId: by, date: "2026-03-02", title: "T", description: "", images: [], dailyLog: null, at, by } }), up]).comments).toEqual({ 2: 5 });
  });
});

describe("an event of the current version", () => {
  it("is left as it is, erased or not (its text is encrypted: the key decides)", () => {
    const v3 = { type: "JournalEntryWritten", schemaVersion: 3, data: { ...ref, authorId: by, date: "2026-03-02", images: [], personal: { title: "T", description: "", dailyLog: null }, at, by } };
    expect(upcast(v3, { textErased: true })).toEqual(v3);
  });
});
