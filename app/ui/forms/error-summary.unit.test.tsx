// The refused form's summary (issue 34): its heading counts the errors, each links to its field; and
// every conform form of the app renders it (a static walk of the sources).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ErrorSummary, HandErrorSummary, summaryEntries } from "./error-summary";
import { TextField } from "./fields";

const it_ = JSON.parse(readFileSync(path.resolve("app/locales/it/forms.json"), "utf8")) as Record<string, unknown>;
const common = JSON.parse(readFileSync(path.resolve("app/locales/it/common.json"), "utf8")) as Record<string, unknown>;
await i18next.init({ lng: "it", resources: { it: { common: { ...common, ...it_ } } }, defaultNS: "common", interpolation: { escapeValue: false } });

const schema = z.object({ title: z.string({ required_error: "errors.required" }), place: z.string({ required_error: "errors.required" }), note: z.string().optional() });

function Sample({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({ id: "sample", lastResult, shouldValidate: "onSubmit" });
  return (
    <form id={form.id}>
      <ErrorSummary form={form} />
      <TextField field={fields.title} label="Titolo" />
      <TextField field={fields.place} label="Luogo" />
      <TextField field={fields.note} label="Nota" />
    </form>
  );
}

const render = (lastResult?: SubmissionResult<string[]>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18next}>
      <Sample lastResult={lastResult} />
    </I18nextProvider>,
  );

describe("the error summary", () => {
  it("is not there before the form is sent", () => {
    expect(render()).not.toContain("data-error-summary");
  });

  it("after a refused submit: 'the form has 2 errors' and a link to each refused field's control", () => {
    const refused = parseWithZod(new URLSearchParams({ note: "x" }), { schema }).reply();
    const html = render(refused);
    expect(html).toContain("data-error-summary");
    expect(html).toContain("Il modulo ha 2 errori");
    const hrefs = [...html.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]);
    expect(html).toContain('data-message="Campo obbligatorio"');
    expect(html).not.toContain("aria-label=");
    expect(hrefs).toEqual(["sample-title", "sample-place"]);
    for (const id of hrefs) expect(html).toContain(`id="${id}"`);
  });

  it("a form-level error links to the form", () => {
    expect(summaryEntries("f", { "": ["errors.conflict"], title: null })).toEqual([{ href: "#f", messages: ["errors.conflict"] }]);
  });
});

describe("the summary of a hand-written form", () => {
  const hand = (errors: Record<string, string[] | string | null> | null, translated = false) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18next}>
        <HandErrorSummary formId="hand" errors={errors} idOf={(name) => `hand-${name}-input`} translated={translated} />
      </I18nextProvider>,
    );

  it("is not there while nothing is refused", () => {
    expect(hand(null)).toBe("");
    expect(hand({ from: null, to: [] })).toBe("");
  });

  it("counts the refused fields and links each to the id of its control, the form's own error to the form", () => {
    const html = hand({ "": ["errors.required"], from: ["errors.required"], to: null });
    expect(html).toContain("Il modulo ha 2 errori");
    expect([...html.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1])).toEqual(["hand", "hand-from-input"]);
    expect(html).toContain('data-message="Campo obbligatorio"');
    expect(html).toContain('id="hand-summary"');
  });

  it("takes words an action already translated as they are", () => {
    const html = hand({ time: "Orario: non valido." }, true);
    expect(html).toContain("Il modulo ha 1 errore");
    expect(html).toContain('data-message="Orario: non valido."');
  });
});

/** Every source file under app/ (components and routes). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx$/.test(f) && !f.includes(".test.") ? [p] : [];
  });
}

describe("every form of the app", () => {
  const forms = sources(path.resolve("app")).filter((p) => !p.includes(`${path.sep}forms${path.sep}error-summary`));
  const withForms = forms.filter((p) => /\{\.\.\.getFormProps\(/.test(readFileSync(p, "utf8")));

  it("finds the forms", () => {
    expect(withForms.length).toBeGreaterThan(20);
  });

  it.each(withForms.map((p) => path.relative(process.cwd(), p)))("%s shows the summary in each of its forms", (file) => {
    const src = readFileSync(file, "utf8");
    const formsOf = [...src.matchAll(/\{\.\.\.getFormProps\((\w+)\)\}/g)].map((m) => m[1]);
    for (const name of formsOf) expect(src, name).toContain(`<ErrorSummary form={${name}} />`);
  });

  // a form written by hand (not conform) that shows errors beside its fields: an aria-invalid control, a field's
  // error line, or the checklists' field pieces; a one-button form with no field has none of these
  const handFieldErrors = /aria-invalid=|className=\{s\.fieldError\}|<FieldError |<HeadFields /;
  const handForms = forms.filter((p) => {
    const src = readFileSync(p, "utf8");
    return /<Form[\s>]|<form[\s>]/.test(src) && !/\{\.\.\.getFormProps\(/.test(src) && handFieldErrors.test(src);
  });

  it("finds the hand-written forms with field errors", () => {
    expect(handForms.length).toBeGreaterThan(10);
  });

  it.each(handForms.map((p) => path.relative(process.cwd(), p)))("%s shows the summary in its hand-written form", (file) => {
    expect(readFileSync(file, "utf8")).toMatch(/<HandErrorSummary /);
  });
});
