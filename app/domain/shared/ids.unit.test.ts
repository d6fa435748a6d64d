import { describe, expect, it } from "vitest";
import { isUuid, rowCommandId, UUID_PATTERN } from "./ids";

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

describe("rowCommandId", () => {
  const page = "3F2504E0-4F89-41D3-9A0C-0305E82C3301";
  it("is a UUID: the page's first 24 characters, the row's and the form's numbers in the last 12 hex digits", () => {
    expect(rowCommandId(page, 0)).toBe("3f2504e0-4f89-41d3-9a0c-000000000000");
    expect(rowCommandId(page, 4711)).toBe("3f2504e0-4f89-41d3-9a0c-000000012670");
    expect(rowCommandId(page, 4711, 1)).toBe("3f2504e0-4f89-41d3-9a0c-000000012671");
    expect(rowCommandId(page, 2 ** 44 - 1, 15)).toBe("3f2504e0-4f89-41d3-9a0c-ffffffffffff");
    expect(isUuid(rowCommandId(page, 12))).toBe(true);
  });
  it("gives each form of each row of a render its own id, and each render its own ids", () => {
    const ids = [1, 2, 3, 16, 17, 255, 256, 1000].flatMap((r) => [0, 1, 15].map((f) => rowCommandId(page, r, f)));
    expect(new Set(ids).size).toBe(ids.length);
    const other = "9b2f0c1a-0d3e-4c5b-8a6f-0305e82c3301";
    expect(rowCommandId(other, 7)).not.toBe(rowCommandId(page, 7));
  });
  it("refuses a page id that is not a UUID, a row and a form it cannot carry", () => {
    expect(() => rowCommandId("not-a-uuid", 1)).toThrow();
    for (const r of [-1, 1.5, 2 ** 44, Number.NaN]) expect(() => rowCommandId(page, r), String(r)).toThrow();
    for (const f of [-1, 16, 0.5]) expect(() => rowCommandId(page, 1, f), String(f)).toThrow();
  });
});
