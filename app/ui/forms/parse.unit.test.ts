import { describe, expect, it } from "vitest";
import { z } from "zod";
import { boundedText } from "~/domain/shared/input-schemas";
import { FIELD_MAX_LENGTH, parseForm } from "./parse";

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

/** The errors of a refused submission (conform's Submission has none when it succeeds). */
const errorsOf = (s: { status?: string; error?: unknown } | object) => ("error" in s ? s.error : undefined);

const schema = z.object({
  title: z.string({ required_error: "errors.required" }).max(200, "support.too_long"),
  note: z.string().optional(),
  kind: z.enum(["A", "B"]),
  count: z.number().int().optional(),
});

describe("parseForm: one rule for every field of every form (issue 10)", () => {
  it("parses a good form as parseWithZod does", () => {
    const s = parseForm(form([["title", "Ciao"], ["kind", "A"], ["count", "3"]]), { schema });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({ title: "Ciao", kind: "A", count: 3 });
  });

  it("refuses a NUL or another control character beside its field, keeping every value", () => {
    const s = parseForm(form([["title", "Cia\u0000o"], ["note", "ok"], ["kind", "A"]]), { schema });
    expect(s.status).toBe("error");
    expect(errorsOf(s)).toEqual({ title: ["forms.errors.invalid_characters"] });
    const reply = s.reply();
    expect(reply.initialValue).toMatchObject({ title: "Cia\u0000o", note: "ok", kind: "A" });
    expect(errorsOf(parseForm(form([["title", "x"], ["note", "\u001b[31m"], ["kind", "A"]]), { schema }))).toEqual({ note: ["forms.errors.invalid_characters"] });
  });

  it("keeps tabs and line breaks", () => {
    expect(parseForm(form([["title", "a\tb"], ["note", "riga 1\r\nriga 2"], ["kind", "B"]]), { schema }).status).toBe("success");
  });

  it("refuses a text over 64 KiB beside its field, counted in UTF-8 bytes", () => {
    const long = "é".repeat(FIELD_MAX_LENGTH / 2 + 1); // 2 bytes each
    expect(errorsOf(parseForm(form([["title", "x"], ["note", long], ["kind", "A"]]), { schema }))).toEqual({ note: ["forms.errors.too_long"] });
    expect(parseForm(form([["title", "x"], ["note", "a".repeat(FIELD_MAX_LENGTH)], ["kind", "A"]]), { schema }).status).toBe("success");
  });

  it("a schema's own message wins; zod's English never reaches the page", () => {
    expect(errorsOf(parseForm(form([["title", "x".repeat(201)], ["kind", "A"]]), { schema }))).toEqual({ title: ["support.too_long"] });
    const s = parseForm(form([["title", "a"], ["title", "b"], ["kind", "C"], ["count", "1.5"]]), { schema });
    expect(errorsOf(s)).toEqual({ title: ["forms.errors.invalid_value"], kind: ["forms.errors.invalid_choice"], count: ["forms.errors.invalid_value"] });
    expect(errorsOf(parseForm(form([["kind", "A"]]), { schema }))).toEqual({ title: ["errors.required"] });
  });

  it("keeps the schema's own messages: required_error, invalid_type_error, an enum's errorMap", () => {
    const own = z.object({
      reason: z.string({ required_error: "stamping.reason_required", invalid_type_error: "stamping.reason_required" }),
      kind: z.enum(["A", "B"], { errorMap: () => ({ message: "stamping.kind_required" }) }),
    });
    expect(errorsOf(parseForm(form([]), { schema: own }))).toEqual({ reason: ["stamping.reason_required"], kind: ["stamping.kind_required"] });
    expect(errorsOf(parseForm(form([["reason", "a"], ["reason", "b"], ["kind", "C"]]), { schema: own }))).toEqual({
      reason: ["stamping.reason_required"],
      kind: ["stamping.kind_required"],
    });
  });

  it("checks nested and repeated fields too", () => {
    const nested = z.object({ lines: z.array(z.object({ text: z.string() })) });
    const s = parseForm(form([["lines[0].text", "ok"], ["lines[1].text", "n\u0000o"]]), { schema: nested });
    expect(errorsOf(s)).toEqual({ "lines[1].text": ["forms.errors.invalid_characters"] });
  });

  it("refuses a 5,001-character note beside its field with its limit (boundedText), keeping every value", () => {
    const limited = z.object({ title: boundedText(200, { required: true }), note: boundedText(5000) });
    const note = "x".repeat(5001);
    const s = parseForm(form([["title", "Permesso"], ["note", note]]), { schema: limited });
    expect(errorsOf(s)).toEqual({ note: ['forms.errors.too_long_max|{"max":5000}'] });
    expect(s.reply().initialValue).toMatchObject({ title: "Permesso", note });
    // 5,000 characters, line breaks sent by the browser as CR LF counted once
    const fits = `${"abcd\r\n".repeat(999)}abcde`; // 5,999 characters sent, 5,000 typed
    const ok = parseForm(form([["title", "Permesso"], ["note", fits]]), { schema: limited });
    expect(ok.status === "success" && ok.value.note).toBe(`${"abcd\n".repeat(999)}abcde`);
  });
});
