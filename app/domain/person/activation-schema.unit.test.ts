// The activation confirmation as the action reads it: a deactivation without the ticked
// irreversible-operation box is refused beside the box; with it, or a reactivation, it passes.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { activationSchema } from "./activation-schema";

const COMMAND_ID = "7b0f1c9e-3d2a-4f6b-9c1d-2e3f4a5b6c7d";

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}
const parse = (values: Record<string, string>) => parseWithZod(form(values), { schema: activationSchema });

describe("when an active person is to be deactivated", () => {
  it("given the box unticked, then the form is refused beside the box and nothing is decided", () => {
    const s = parse({ intent: "deactivate-person", commandId: COMMAND_ID, expectedVersion: "4" });
    expect(s.status).toBe("error");
    expect(s.status === "error" && s.error).toEqual({ acknowledged: ["non_reversible_required"] });
  });

  it("given a value other than the box's own, then it is refused too", () => {
    const s = parse({ intent: "deactivate-person", acknowledged: "true" });
    expect(s.status === "error" && s.error).toEqual({ acknowledged: ["non_reversible_required"] });
  });

  it("given the box ticked, then the deactivation goes ahead with the command id and version sent", () => {
    const s = parse({ intent: "deactivate-person", acknowledged: "on", commandId: COMMAND_ID, expectedVersion: "4" });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({ intent: "deactivate-person", commandId: COMMAND_ID, expectedVersion: 4 });
  });
});

describe("when an inactive person is to be reactivated", () => {
  it("given the plain confirmation, then it goes ahead without the box", () => {
    const s = parse({ intent: "reactivate-person", commandId: COMMAND_ID, expectedVersion: "5" });
    expect(s.status === "success" && s.value).toEqual({ intent: "reactivate-person", commandId: COMMAND_ID, expectedVersion: 5 });
  });
});

describe("when the intent is not one of the two", () => {
  it("then the form is refused", () => {
    expect(parse({ intent: "erase-person", acknowledged: "on" }).status).toBe("error");
    expect(parse({}).status).toBe("error");
  });
});
