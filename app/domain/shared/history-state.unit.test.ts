import { describe, expect, it } from "vitest";
import { describeState, stateValue } from "./history";

describe("a state's value in a history", () => {
  it("formats days and instants the Swiss way, in Zurich", () => {
    expect(stateValue("startDate", "2026-03-29")).toEqual({ text: "29.03.2026" });
    expect(stateValue("at", "2026-03-29T00:30:00.000Z")).toEqual({ text: "29.03.2026 01:30" });
  });
  it("names people by the keys that hold them, shows cents as an amount and yes/no as words", () => {
    expect(stateValue("decidedBy", 4)).toEqual({ person: 4 });
    expect(stateValue("by", 4)).toEqual({ person: 4 });
    expect(stateValue("quantity", 4)).toEqual({ text: "4" });
    expect(stateValue("unitCostCents", 123456)).toEqual({ text: "1'234.56" });
    expect(stateValue("retired", true)).toEqual({ key: "history.yes" });
    expect(stateValue("name", "")).toBeNull();
    expect(stateValue("ids", [1, 2])).toEqual({ text: "1, 2" });
  });
});

describe("a state described", () => {
  it("flattens objects and lists of objects by path, numbering list items, labels them with `n` for any number", () => {
    const fields = describeState({ status: "PENDING", head: { title: "Ponteggio" }, answers: { 3: { done: false } }, photos: [{ key: "a" }], skip: 1 }, "p", ["skip"]);
    expect(fields.map((f) => [f.key, f.label])).toEqual([
      ["status", "p.status"],
      ["head.title", "p.head.title"],
      ["answers.3.done", "p.answers.n.done"],
      ["photos.1.key", "p.photos.n.key"],
    ]);
  });
});
