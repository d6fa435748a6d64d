import { describe, expect, it } from "vitest";
import { DomainError } from "./errors";
import { boundedText } from "./input-schemas";
import { assertWithinLimit, isTooLong, messageWithParams, normalizedText, readMessage, TEXT_LIMITS, TOO_LONG, tooLongMessage } from "./text-limits";

const issuesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : (r.error?.issues ?? []).map((i) => i.message));

describe("a message with parameters", () => {
  it("carries its key and parameters as one string, and reads back", () => {
    const m = messageWithParams(TOO_LONG, { max: 500 });
    expect(m).toBe('forms.errors.too_long_max|{"max":500}');
    expect(readMessage(m)).toEqual({ key: TOO_LONG, params: { max: 500 } });
    expect(readMessage(tooLongMessage(40))).toEqual({ key: "forms.errors.too_long_max", params: { max: 40 } });
  });

  it("reads a plain key (every other message) as itself, without parameters", () => {
    expect(readMessage("errors.required")).toEqual({ key: "errors.required", params: {} });
    // something that only looks like one is a key, never an error
    expect(readMessage("a|not json")).toEqual({ key: "a|not json", params: {} });
    expect(readMessage("a|[1,2]")).toEqual({ key: "a|[1,2]", params: {} });
  });
});

describe("a text's length", () => {
  it("counts a line break once, as the field counts it, whether the browser sent CR LF or LF", () => {
    expect(normalizedText("riga 1\r\nriga 2\rriga 3")).toBe("riga 1\nriga 2\nriga 3");
    expect(isTooLong(`${"x".repeat(8)}\r\n`, 9)).toBe(false);
    expect(isTooLong("x".repeat(10), 9)).toBe(true);
  });

  it("is checked by a decider: over the limit a refusal beside the field, with the limit", () => {
    expect(() => assertWithinLimit("x".repeat(200), 200, "title")).not.toThrow();
    let caught: unknown;
    try {
      assertWithinLimit("x".repeat(201), 200, "title");
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ kind: "rule", code: TOO_LONG, field: "title", params: { max: 200 }, status: 422 });
  });

  it("has one limit per field, every one a positive whole number", () => {
    const all = (o: object): number[] => Object.values(o).flatMap((v) => (typeof v === "number" ? [v] : all(v as object)));
    for (const n of all(TEXT_LIMITS)) expect(Number.isInteger(n) && n > 0, String(n)).toBe(true);
  });
});

describe("boundedText: a text field's schema", () => {
  it("refuses a 5,001-character note with the limit in its message, and takes 5,000", () => {
    const note = boundedText(5000);
    expect(issuesOf(note.safeParse("x".repeat(5001)))).toEqual(['forms.errors.too_long_max|{"max":5000}']);
    expect(note.safeParse("x".repeat(5000))).toEqual({ success: true, data: "x".repeat(5000) });
  });

  it("trims, and counts what is left; stores line breaks as LF", () => {
    const title = boundedText(5);
    expect(title.safeParse("  abcde  ")).toEqual({ success: true, data: "abcde" });
    expect(title.safeParse("ab\r\ncd")).toEqual({ success: true, data: "ab\ncd" });
    expect(issuesOf(title.safeParse("abcdef"))).toEqual(['forms.errors.too_long_max|{"max":5}']);
  });

  it("is optional unless required: nothing, '' and blanks are nothing entered", () => {
    const optional = boundedText(10);
    for (const v of [undefined, null, "", "   "]) expect(optional.safeParse(v)).toEqual({ success: true, data: undefined });
    const required = boundedText(10, { required: true });
    for (const v of [undefined, "", "   "]) expect(issuesOf(required.safeParse(v))).toEqual(["errors.required"]);
    expect(issuesOf(boundedText(10, { required: "login.missing_fields" }).safeParse(""))).toEqual(["login.missing_fields"]);
  });

  it("keeps blanks when told (a password), and still counts them", () => {
    const secret = boundedText(4, { required: true, trim: false });
    expect(secret.safeParse(" ab ")).toEqual({ success: true, data: " ab " });
    expect(issuesOf(secret.safeParse(" abc "))).toEqual(['forms.errors.too_long_max|{"max":4}']);
  });

  it("refuses what is not a text with a translation key, never zod's English", () => {
    expect(issuesOf(boundedText(10).safeParse(["a", "b"]))).toEqual(["forms.errors.invalid_value"]);
  });
});
