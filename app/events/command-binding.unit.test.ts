import { describe, expect, it } from "vitest";
import { repeatVerdict, type Binding, type StoredBinding } from "./command-binding";

const clockIn: Binding = { commandType: "RecordStamp", target: "new:stamp_id_seq", actorId: 7, intentHash: "in" };
const stored = (over: Partial<StoredBinding> = {}): StoredBinding => ({
  commandType: "RecordStamp",
  streamId: "stamp-12",
  target: "new:stamp_id_seq",
  actorId: 7,
  intentHash: "in",
  ...over,
});

describe("a command id stored with its intent", () => {
  it("the same command asked alike again gets the first outcome", () => {
    expect(repeatVerdict(stored(), clockIn)).toBe("replay");
  });

  it("the same command type, record and actor with other values is refused as another intent (the clock-in's id posted as a clock-out)", () => {
    expect(repeatVerdict(stored(), { ...clockIn, intentHash: "out" })).toBe("other-intent");
  });

  it("another command type, record or actor is another command, whatever the intent", () => {
    expect(repeatVerdict(stored(), { ...clockIn, commandType: "AddStamp" })).toBe("other-command");
    expect(repeatVerdict(stored(), { ...clockIn, target: "stamp-13" })).toBe("other-command");
    expect(repeatVerdict(stored(), { ...clockIn, actorId: 8 })).toBe("other-command");
    expect(repeatVerdict(stored(), { ...clockIn, actorId: 8, intentHash: "out" })).toBe("other-command");
  });

  it("a repeat that carries no intent (a command the system sends) is matched on the command alone", () => {
    expect(repeatVerdict(stored(), { ...clockIn, intentHash: null })).toBe("replay");
  });
});

describe("a command id stored before intents were recorded (migration 0063)", () => {
  it("is matched on type, record and actor, whatever the repeat's intent", () => {
    expect(repeatVerdict(stored({ intentHash: null }), { ...clockIn, intentHash: "out" })).toBe("replay");
    expect(repeatVerdict(stored({ intentHash: null }), { ...clockIn, actorId: 8 })).toBe("other-command");
  });
});

describe("a command id stored before targets were recorded (migration 0009)", () => {
  it("is matched on the type and the stream", () => {
    const old = stored({ target: null, actorId: null, intentHash: null });
    expect(repeatVerdict(old, { ...clockIn, target: "stamp-12" })).toBe("replay");
    expect(repeatVerdict(old, { ...clockIn, target: "stamp-13" })).toBe("other-command");
    expect(repeatVerdict(old, clockIn)).toBe("replay");
    expect(repeatVerdict(old, { ...clockIn, commandType: "AddStamp" })).toBe("other-command");
  });
});
