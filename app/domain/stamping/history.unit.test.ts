// A stamp's history: a correction shows as a change of the time while the original stays; a
// deletion as a change of status with its reason; the state at each version is the record then.
import { describe, expect, it } from "vitest";
import { replayHistory, type HistoryEventInput } from "../shared/history";
import { corrected, deleted, hr, PERSON, recorded } from "./fixtures";
import { stampHistory } from "./history";

const input = (e: ReturnType<typeof recorded>, version: number, actorId: number): HistoryEventInput => ({
  version,
  position: 100 + version,
  recordedAt: "2026-03-11T09:00:00.000Z",
  actorId,
  commandType: null,
  event: e,
});

describe("a stamp's history", () => {
  const events = [input(recorded(), 1, PERSON), input(corrected(), 2, hr.personId), input(deleted(), 3, hr.personId)];

  it("the correction changes the time, never the original", () => {
    const h = replayHistory(stampHistory, events);
    expect(h.steps[1].changes.map((c) => [c.key, c.before, c.after])).toEqual([
      ["stampedAt", { text: "10.03.2026 08:00" }, { text: "10.03.2026 07:30" }],
      ["reason", null, { text: "Era in cantiere dalle 7:30" }],
      ["corrections", null, { text: "1" }],
      ["correctedBy", null, { person: hr.personId }],
      ["correctedAt", null, { text: "11.03.2026 10:00" }],
    ]);
    const state = Object.fromEntries(h.state.map((f) => [f.key, f.value]));
    expect(state).toMatchObject({ status: { key: "stamping.status.DELETED" }, stampedAt: { text: "10.03.2026 07:30" }, originalStampedAt: { text: "10.03.2026 08:00" }, reason: { text: "Doppia timbratura" } });
  });

  it("the state at version 1 is the stamp as the clock recorded it, with its place", () => {
    const h = replayHistory(stampHistory, events, 1);
    const state = Object.fromEntries(h.state.map((f) => [f.key, f.value]));
    expect(state).toMatchObject({ status: { key: "stamping.status.ACTIVE" }, stampedAt: { text: "10.03.2026 08:00" }, place: { text: "46.19460, 9.02440" }, recordedBy: { person: PERSON } });
  });

  it("an event of an unknown shape is listed, not folded", () => {
    const h = replayHistory(stampHistory, [...events, { ...events[0], version: 4, event: { type: "StampRecorded", data: { stampId: "x" } } as never }]);
    expect(h.steps[3].readable).toBe(false);
  });
});
