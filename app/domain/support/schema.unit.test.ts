import { describe, expect, it } from "vitest";
import { supportRequestSchema } from "./schema";

const errorsOf = (r: ReturnType<typeof supportRequestSchema.safeParse>) => (r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message])));

describe("the support request form", () => {
  it("refuses a title over 200 and a message over 5,000 characters beside each, with the limit", () => {
    const r = supportRequestSchema.safeParse({ title: "x".repeat(201), message: "y".repeat(5001), page: "/app" });
    expect(errorsOf(r)).toEqual({ title: 'forms.errors.too_long_max|{"max":200}', message: 'forms.errors.too_long_max|{"max":5000}' });
  });

  it("takes both at their limit, line breaks stored as LF", () => {
    const r = supportRequestSchema.safeParse({ title: "x".repeat(200), message: `${"y".repeat(4998)}\r\ny`, page: "/app" });
    expect(r.success && r.data).toEqual({ title: "x".repeat(200), message: `${"y".repeat(4998)}\ny`, page: "/app" });
  });

  it("requires both", () => {
    expect(errorsOf(supportRequestSchema.safeParse({ title: " ", page: "/app" }))).toEqual({ title: "errors.required", message: "errors.required" });
  });

  it("drops a page address over 500 characters instead of refusing the request (the user never typed it)", () => {
    const r = supportRequestSchema.safeParse({ title: "Stampante", message: "Non stampa", page: `/app/sites/sites?search=${"x".repeat(500)}` });
    expect(r.success && r.data.page).toBeUndefined();
  });
});
