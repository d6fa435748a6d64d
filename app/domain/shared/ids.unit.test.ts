import { describe, expect, it } from "vitest";
import { isUuid, UUID_PATTERN } from "./ids";

describe("isUuid", () => {
  it("takes a UUID of any version, in either case", () => {
    expect(isUuid("0190c2e4-7b1a-7c3e-9f00-1a2b3c4d5e6f")).toBe(true);
    expect(isUuid("3F2504E0-4F89-41D3-9A0C-0305E82C3301")).toBe(true);
  });
  it("refuses anything else", () => {
    for (const v of ["", "3f2504e0-4f89-41d3-9a0c-0305e82c330", "3f2504e04f8941d39a0c0305e82c3301", " 3f2504e0-4f89-41d3-9a0c-0305e82c3301", "3f2504e0-4f89-41d3-9a0c-0305e82c3301\n", "g f2504e0-4f89-41d3-9a0c-0305e82c3301", 42, null, undefined]) {
      expect(isUuid(v), String(v)).toBe(false);
    }
    expect(UUID_PATTERN.test("3f2504e0-4f89-41d3-9a0c-0305e82c3301x")).toBe(false);
  });
});
