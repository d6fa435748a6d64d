// Server rendering of the input kit (what a browser without JavaScript gets): labels, values in
// the Swiss format, translated errors and their aria links, after a refused submission.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { moneyInputValue } from "~/domain/shared/inputs";
import { boundedText, clockTime, dateTime15, email, money, numberField, quantity, swissDate } from "~/domain/shared/input-schemas";
import { TEXT_LIMITS } from "~/domain/shared/text-limits";
import {
  CheckboxField, DateField, DateTimeField, FileField, MoneyField, NumberField, QuantityField, SelectField, TextAreaField, TextField, TimeField,
} from "./fields";
import { SubmitButton } from "./submit-button";

type Tree = { [k: string]: string | Tree };
function merge(into: Tree, from: Tree) {
  for (const [k, v] of Object.entries(from)) {
    if (typeof v === "string") into[k] = v;
    else merge((into[k] ??= {}) as Tree, v);
  }
  return into;
}
const dir = path.resolve("app/locales/it");
const it_ = readdirSync(dir).filter((f) => f.endsWith(".json")).reduce<Tree>((acc, f) => merge(acc, JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Tree), {});
const i18n = i18next.createInstance();
await i18n.init({ lng: "it", resources: { it: { common: it_ } }, defaultNS: "common", interpolation: { escapeValue: false } });

const schema = z.object({
  name: z.string({ required_error: "errors.required" }),
  mail: email(),
  date: swissDate(),
  time: clockTime(),
  at: dateTime15(),
  count: numberField({ min: 0, max: 10 }),
  amount: money(),
  qty: quantity().optional(),
  kind: z.enum(["a", "b"]),
  agree: z.literal("on", { errorMap: () => ({ message: "errors.required" }) }),
  file: z.instanceof(File, { message: "errors.required" }),
});

function Demo({ lastResult, defaultValue }: { lastResult?: SubmissionResult<string[]>; defaultValue?: Record<string, string> }) {
  const [form, fields] = useForm({ id: "demo", lastResult, defaultValue, shouldValidate: "onBlur" });
  return (
    <form id={form.id}>
      <TextField field={fields.name} label="Nome" autoComplete="name" required />
      <TextField field={fields.mail} label="Email" type="email" />
      <DateField field={fields.date} label="Inizio" />
      <TimeField field={fields.time} label="Ora di inizio" />
      <DateTimeField field={fields.at} label="Appuntamento" />
      <NumberField field={fields.count} label="Numero" min={0} max={10} />
      <MoneyField field={fields.amount} label="Importo" />
      <QuantityField field={fields.qty} label="Quantità" unit="kg" />
      <SelectField field={fields.kind} label="Tipo" placeholder="Scegli…" options={[{ value: "a", label: "A" }, { value: "b", label: "B" }]} />
      <CheckboxField field={fields.agree} label="Accetto" />
      <FileField field={fields.file} label="Allegato" refused={form.status === "error"} />
      <SubmitButton>Salva</SubmitButton>
    </form>
  );
}

const render = (el: JSX.Element) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{el}</I18nextProvider>);

/** The opening tag of the element with this id. */
function tag(html: string, id: string): string {
  const m = new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!m) throw new Error(`no element #${id}`);
  return m[0];
}

describe("the input kit, server-rendered", () => {
  it("shows stored defaults in the Swiss format, with labels and no error", () => {
    const html = render(<Demo defaultValue={{ name: "Anna", date: "2026-11-22", time: "07:30:00", at: "2026-11-22 14:15:00", amount: moneyInputValue(123450), kind: "b", agree: "on" }} />);
    expect(html).toContain('<label class="');
    expect(html).toMatch(/<label[^>]*for="demo-name"[^>]*>Nome<\/label>/);
    expect(tag(html, "demo-name")).toContain('value="Anna"');
    expect(tag(html, "demo-name")).toContain('required=""');
    expect(tag(html, "demo-date")).toContain('value="22.11.2026"');
    expect(tag(html, "demo-date")).toContain('inputMode="numeric"');
    expect(tag(html, "demo-date")).toContain('placeholder="GG.MM.AAAA"');
    expect(tag(html, "demo-date")).toContain('aria-describedby="demo-date-description"');
    expect(tag(html, "demo-time")).toContain('value="07:30"');
    expect(tag(html, "demo-at")).toContain('value="22.11.2026"');
    expect(tag(html, "demo-at-time")).toContain('value="14:15"');
    expect(tag(html, "demo-at-time")).toContain('step="900"');
    expect(tag(html, "demo-at-time")).toContain('name="at"');
    expect(html).toContain("<legend");
    expect(tag(html, "demo-amount")).toContain('value="1&#x27;234.50"'); // the apostrophe, HTML-escaped
    expect(html).toContain("Importo (CHF)");
    expect(html).toContain("Da 0 a 10");
    expect(html).toMatch(/<option value="b" selected="">B<\/option>/);
    expect(tag(html, "demo-agree")).toContain('checked=""');
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("scegli di nuovo il file");
    // never disabled without JavaScript
    expect(html).toMatch(/<button type="submit" class="[^"]+">Salva<\/button>/);
  });

  it("after a refused submission keeps what was typed and shows each translated error beside its field", () => {
    const fd = new FormData();
    for (const [k, v] of [["name", "Anna"], ["mail", "anna@example"], ["date", "29.02.2027"], ["time", "25:00"], ["at", "22.11.2026"], ["at", "14:10"], ["count", "-"], ["amount", "1234,567"], ["qty", "1.5"], ["kind", "a"]]) fd.append(k, v);
    const submission = parseWithZod(fd, { schema });
    expect(submission.status).toBe("error");
    const html = render(<Demo lastResult={submission.reply()} />);

    const date = tag(html, "demo-date");
    expect(date).toContain('value="29.02.2027"');
    expect(date).toContain('aria-invalid="true"');
    expect(date).toContain('aria-describedby="demo-date-error demo-date-description"');
    expect(html).toMatch(/<span id="demo-date-error"[^>]*>Formato data non valido<\/span>/);
    expect(html).toMatch(/<span id="demo-time-error"[^>]*>Formato orario non valido<\/span>/);
    expect(html).toMatch(/<span id="demo-mail-error"[^>]*>Email non valida<\/span>/);
    expect(html).toMatch(/<span id="demo-at-error"[^>]*>Scegli un orario a intervalli di 15 minuti/);
    expect(tag(html, "demo-at")).toContain('value="22.11.2026"');
    expect(tag(html, "demo-at-time")).toContain('value="14:10"');
    expect(html).toMatch(/<span id="demo-count-error"[^>]*>Numero non valido<\/span>/);
    expect(tag(html, "demo-count")).toContain('value="-"');
    expect(html).toMatch(/<span id="demo-amount-error"[^>]*>Importo non valido/);
    expect(tag(html, "demo-amount")).toContain('value="1234,567"');
    expect(tag(html, "demo-qty")).toContain('value="1.5"');
    expect(tag(html, "demo-qty")).not.toContain("aria-invalid");
    expect(html).toMatch(/<span id="demo-agree-error"[^>]*>Campo obbligatorio<\/span>/);
    expect(tag(html, "demo-agree")).not.toContain("checked");
    expect(tag(html, "demo-name")).toContain('value="Anna"');
    expect(tag(html, "demo-name")).not.toContain("aria-invalid");
    // a file is never kept: the page says so
    expect(html).toContain("Il modulo non è stato accettato: scegli di nuovo il file.");
    expect(tag(html, "demo-file")).toContain('type="file"');
  });
});

const limited = z.object({ title: boundedText(TEXT_LIMITS.support.title, { required: true }), message: boundedText(TEXT_LIMITS.support.message, { required: true }) });

function Limited({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({ id: "lim", lastResult });
  return (
    <form id={form.id}>
      <TextField field={fields.title} label="Titolo" maxLength={TEXT_LIMITS.support.title} />
      <TextAreaField field={fields.message} label="Messaggio" maxLength={TEXT_LIMITS.support.message} rows={4} />
    </form>
  );
}

describe("text fields and their limits (issue 23)", () => {
  it("tell the browser the limit the schema checks", () => {
    const html = render(<Limited />);
    expect(tag(html, "lim-title")).toContain('maxLength="200"');
    const message = tag(html, "lim-message");
    expect(message).toMatch(/^<textarea/);
    expect(message).toContain('maxLength="5000"');
    expect(message).toContain('rows="4"');
    expect(html).toMatch(/<label[^>]*for="lim-message"[^>]*>Messaggio<\/label>/);
  });

  it("a 5,001-character message comes back as typed, refused beside its field with the limit, translated", () => {
    const fd = new FormData();
    fd.append("title", "Stampante");
    fd.append("message", "riga\n" + "x".repeat(4996));
    const submission = parseWithZod(fd, { schema: limited });
    expect(submission.status).toBe("error");
    const html = render(<Limited lastResult={submission.reply()} />);
    expect(html).toMatch(/<span id="lim-message-error"[^>]*>Testo troppo lungo: al massimo 5000 caratteri<\/span>/);
    expect(tag(html, "lim-message")).toContain('aria-invalid="true"');
    expect(html).toContain(`>riga\n${"x".repeat(4996)}</textarea>`);
    expect(tag(html, "lim-title")).toContain('value="Stampante"');
    expect(tag(html, "lim-title")).not.toContain("aria-invalid");
  });
});
