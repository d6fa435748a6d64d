// The activation confirmation as the action reads it: a deactivation without the ticked
// irreversible-operation box is refused beside the box; with it, or a reactivation, it passes.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { deactivationSchema, reactivationSchema } from "./activation-schema";

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

describe("when an active person is to be deactivated", () => {
  const parse = (values: Record<string, string>) => parseWithZod(form(values), { schema: deactivationSchema });

  it("given the box unticked, then the form is refused beside the box and nothing is decided", () => {
    const s = parse({ intent: "deactivate-person" });
    expect(s.status).toBe("error");
    expect(s.status === "error" && s.error).toEqual({ acknowledged: ["non_reversible_required"] });
  });

  it("given a value other than the box's own, then it is refused too", () => {
    const s = parse({ intent: "deactivate-person", acknowledged: "true" });
    expect(s.status === "error" && s.error).toEqual({ acknowledged: ["non_reversible_required"] });
  });

  it("given the box ticked, then the deactivation goes ahead", () => {
    const s = parse({ intent: "deactivate-person", acknowledged: "on" });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({ acknowledged: "on" });
  });
});

describe("when an inactive person is to be reactivated", () => {
  it("given the plain confirmation, then it goes ahead without the box", () => {
    const s = parseWithZod(form({ intent: "reactivate-person" }), { schema: reactivationSchema });
    expect(s.status).toBe("success");
  });
});
