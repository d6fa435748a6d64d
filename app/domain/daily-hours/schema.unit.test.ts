// The daily-hours form's schema as the action runs it (conform's parseWithZod): what it parses to,
// and what it refuses beside which field.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { dailyHoursFormSchema } from "./schema";

function parse(fields: Record<string, string | string[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) fd.append(k, x);
  return parseWithZod(fd, { schema: dailyHoursFormSchema });
}

const filled = { startAt: ["10.03.2026", "07:30"], endAt: ["10.03.2026", "12:00"], siteId: "11", description: "Montaggio facciata" };

describe("the daily-hours form", () => {
  it("reads quarter-hour times, the site and the description", () => {
    const s = parse(filled);
    expect(s.status === "success" && s.value).toMatchObject({ startAt: "2026-03-10 07:30:00", endAt: "2026-03-10 12:00:00", siteId: 11, description: "Montaggio facciata" });
    const none = parse({ ...filled, description: "  " });
    expect(none.status === "success" && none.value.description).toBeUndefined();
  });

  it("refuses a description over 1,000 characters beside its field with the limit, every value kept", () => {
    const s = parse({ ...filled, description: "x".repeat(1001) });
    expect(s.reply().error).toEqual({ description: ['forms.errors.too_long_max|{"max":1000}'] });
    expect(s.reply().initialValue).toMatchObject({ siteId: "11", description: "x".repeat(1001) });
  });

  it("takes 1,000 characters, a line break counted once as the field counts it, stored as LF", () => {
    const s = parse({ ...filled, description: `${"x".repeat(998)}\r\ny` });
    expect(s.status === "success" && s.value.description).toBe(`${"x".repeat(998)}\ny`);
  });
});
