import { describe, expect, it } from "vitest";
import { uuidv7 } from "./store.server";

describe("uuidv7", () => {
  it("is a version 7, variant 1 UUID carrying the time in its first 48 bits", () => {
    const at = Date.UTC(2026, 10, 22, 10, 0, 0);
    const id = uuidv7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(at);
  });

  it("sorts by time and never repeats", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => uuidv7(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 5000 }, () => uuidv7())).size).toBe(5000);
  });
});
