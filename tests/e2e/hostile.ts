// Hostile input, sent the way an attacker or a careless user would: every POST form of every page
// a role may open is read from the server-rendered HTML, then posted again with one field at a time
// replaced by a hostile value (a NUL character, a megabyte, an array for a scalar, a wrong type, the
// year 0001, a time in the spring daylight-saving gap, markup). What must hold for each answer: no
// server error, and a refused form shows the text the user typed again (issue 10).
import type { HttpClient, HttpResponse } from "./http-client";
import { postForms, type HtmlForm } from "./manifest";

export interface HostileValue {
  name: string;
  /** the values the field is sent with (two for "an array where one value belongs") */
  values: string[];
  /** a refused form must show this again (a plain marker only: no NUL, nothing HTML would change) */
  echo?: string;
}

const MARK = "Ostile-Prova";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** zod's own English messages: a page in Italian must never show them. */
const ZOD_ENGLISH = /Expected [a-z]+, received [a-z]+|String must contain|Number must be|Invalid enum value|Invalid literal value|Required(?=<)|Invalid input(?=<)/;

export const HOSTILE_VALUES: HostileValue[] = [
  { name: "NUL", values: [`${MARK}\u0000nul`] },
  { name: "lone NUL", values: ["\u0000"] },
  { name: "control characters", values: [`${MARK}\u0001\u0008\u001b[31m`] },
  { name: "1 MB", values: ["x".repeat(1024 * 1024)] },
  { name: "70 KB", values: [`${MARK}${"y".repeat(70 * 1024)}`] },
  { name: "array for a scalar", values: [`${MARK}-a`, `${MARK}-b`] },
  { name: "object-ish", values: ["[object Object]"] },
  { name: "JSON", values: ['{"$gt":""}'] },
  { name: "huge number", values: ["1e308"] },
  { name: "unsafe integer", values: ["99999999999999999999999"] },
  { name: "negative", values: ["-1"] },
  { name: "NaN", values: ["NaN"] },
  { name: "boolean", values: ["true"] },
  { name: "year 0001", values: ["01.01.0001"] },
  { name: "ISO year 0001", values: ["0001-01-01"] },
  { name: "year 9999", values: ["31.12.9999"] },
  { name: "date-time year 0001", values: ["0001-01-01T08:00"] },
  { name: "daylight-saving gap", values: ["29.03.2026 02:15"] },
  { name: "daylight-saving gap (ISO)", values: ["2026-03-29T02:30"] },
  { name: "markup", values: [`<script>alert(1)</script>${MARK}`], echo: MARK },
  { name: "SQL", values: [`${MARK}'); DROP TABLE events; --`], echo: MARK },
  { name: "bad UTF-16", values: [`${MARK}\ud800`], echo: MARK },
  { name: "right-to-left override", values: [`${MARK}\u202e`], echo: MARK },
  { name: "empty", values: [""] },
  { name: "spaces", values: ["   "] },
];

export interface FormTarget {
  page: string;
  form: HtmlForm;
  multipart: boolean;
  /** the names of the fields a person types into (text, number, date, textarea): a refused form must show them again */
  typed: Set<string>;
  /** each select's first real (non-empty) choice, for filling an empty form validly */
  choices: Map<string, string>;
  /** the file inputs: each gets a small valid PDF */
  files: string[];
}

/** The POST forms of a page, with whether each is multipart, which of its fields are typed, and each select's first choice. */
export function formTargets(html: string, page: string): FormTarget[] {
  const raw = html.match(/<form\b[^>]*\bmethod="post"[^>]*>[\s\S]*?<\/form>/gi) ?? [];
  return postForms(html, page).map((form, i) => {
    const f = raw[i] ?? "";
    const typed = new Set<string>();
    for (const m of f.matchAll(/<input\b[^>]*>/gi)) {
      const type = (/\btype="([^"]*)"/.exec(m[0])?.[1] ?? "text").toLowerCase();
      const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
      if (name && ["text", "search", "number", "date", "time", "datetime-local", "email", "tel", "url", "month"].includes(type)) typed.add(name);
    }
    for (const m of f.matchAll(/<textarea\b[^>]*>/gi)) {
      const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
      if (name) typed.add(name);
    }
    const choices = new Map<string, string>();
    for (const m of f.matchAll(/<select\b[^>]*>([\s\S]*?)<\/select>/gi)) {
      const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
      const first = [...m[1].matchAll(/<option\b[^>]*\bvalue="([^"]+)"/gi)][0]?.[1];
      if (name && first) choices.set(name, first);
    }
    const files = [...f.matchAll(/<input\b[^>]*\btype="file"[^>]*>/gi)].map((m) => /\bname="([^"]*)"/.exec(m[0])?.[1] ?? "").filter(Boolean);
    return { page, form, multipart: /\benctype="multipart\/form-data"/i.test(f), typed, choices, files };
  });
}

/** Forms that end the session are left alone (the fuzzer would sign itself out). */
export function mayFuzz(t: FormTarget): boolean {
  return !t.form.action.startsWith("/auth/logout");
}

/** What a person would type into an empty field of that name, so that only the hostile field is wrong. */
const VALID: Record<string, string | [string, string]> = {
  reason: "Pranzo con il cliente",
  place: "Lugano",
  date: "02.03.2026",
  amount: "12.50",
  quantity: "1",
  description: "Prova",
  title: "Prova",
  message: "Messaggio di prova",
  startDate: "2027-03-02",
  endDate: "2027-03-03",
  startAt: "2027-03-04T08:00",
  endAt: "2027-03-04T12:00",
  time: "17:00",
  winterStart: "07:30",
  winterEnd: "16:30",
  summerStart: "07:00",
  summerEnd: "17:00",
  hours: "2",
};
const VALID_PAIRS: Record<string, [string, string]> = {
  startAt: ["03.03.2026", "08:00"],
  endAt: ["03.03.2026", "12:00"],
  stampedAt: ["03.03.2026", "08:00"],
};

/** The form as a careful user would send it: every empty field filled with a valid value. */
export function filled(t: FormTarget): FormTarget {
  const count = new Map<string, number>();
  for (const [k] of t.form.fields) count.set(k, (count.get(k) ?? 0) + 1);
  const seen = new Map<string, number>();
  const fields = t.form.fields.map(([k, v]): [string, string] => {
    const i = seen.get(k) ?? 0;
    seen.set(k, i + 1);
    if (v !== "") return [k, v];
    if ((count.get(k) ?? 0) === 2 && VALID_PAIRS[k]) return [k, VALID_PAIRS[k][i]];
    const valid = t.choices.get(k) ?? VALID[k];
    return [k, typeof valid === "string" ? valid : v];
  });
  return { ...t, form: { ...t.form, fields } };
}

/** A key that finds the same form again on a fresh copy of its page. */
export function formKey(t: FormTarget): string {
  const id = t.form.fields.filter(([k]) => /^(intent|leaveId|expenseId|partnerId|id)$/.test(k)).map(([k, v]) => `${k}=${v}`);
  return `${t.form.action}|${[...new Set(t.form.fields.map(([k]) => k))].sort().join(",")}|${id.join("&")}`;
}

export interface Answer {
  form: FormTarget;
  field: string;
  value: HostileValue;
  status: number;
  /** what is wrong with the answer, if anything */
  problem: string | null;
}

function fieldsWith(fields: [string, string][], field: string, v: HostileValue): [string, string][] {
  const out: [string, string][] = [];
  let replaced = false;
  for (const [k, val] of fields) {
    if (k !== field) out.push([k, val]);
    else if (!replaced) {
      replaced = true;
      for (const h of v.values) out.push([k, h]);
    }
  }
  return out;
}

/** A fresh command (or batch) id for every post, so that each one is carried out, not answered from the first. */
function freshIds(fields: [string, string][], keep: string): [string, string][] {
  return fields.map(([k, v]) => [k, (k === "commandId" || k === "batchId") && k !== keep ? crypto.randomUUID() : v]);
}

async function send(ctx: HttpClient, t: FormTarget, fields: [string, string][]): Promise<HttpResponse> {
  if (t.multipart) {
    const fd = new FormData();
    for (const [k, v] of fields) fd.append(k, v);
    for (const name of t.files) fd.append(name, new Blob([PDF], { type: "application/pdf" }), "ricevuta.pdf");
    return ctx.post(t.form.action, { multipart: fd, headers: { connection: "close" }, maxRedirects: 0, timeout: 30_000 });
  }
  const body = new URLSearchParams(fields).toString();
  return ctx.post(t.form.action, {
    data: body,
    // why a connection each: a refused large body closes its connection (server.mjs), and a pooled
    // socket the client picks again just before it sees the close would fail the next, unrelated post
    headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
    maxRedirects: 0,
    timeout: 30_000,
  });
}

/**
 * The fields whose value becomes a redirect target (a `Location` header) and what they get beside
 * their other values: a local path with a NUL, a lone surrogate, U+FFFD and a character past
 * Latin-1 in it (issue 42 M2: `€` or `%FF%FE` in `page` or `redirectTo` answered 500, once after the
 * support request was stored).
 */
export const REDIRECT_FIELDS = new Set(["page", "redirectTo", "returnTo", "from"]);
export const REDIRECT_HOSTILE: HostileValue[] = [
  { name: "redirect with NUL", values: ["/app\u0000x"] },
  { name: "redirect with a lone surrogate", values: ["/app\ud800"] },
  { name: "redirect with U+FFFD", values: ["/app\ufffd\ufffd"] },
  { name: "redirect with €", values: ["/app?search=€"] },
];

/** Values for the fields nobody types (hidden ids, intents, versions): the ones that break parsers. */
export const HIDDEN_HOSTILE = new Set(["NUL", "1 MB", "array for a scalar", "JSON", "huge number", "unsafe integer", "negative", "NaN", "empty"]);

/**
 * Sends the form once per (field, hostile value), starting from a validly filled copy, and judges
 * each answer. `csrf` is never replaced. After a success (303) the page is read again (`refresh`),
 * so the next post carries the record's new version; a form that is gone (the row was decided) ends.
 */
export async function fuzzForm(
  ctx: HttpClient,
  start: FormTarget,
  refresh: (t: FormTarget) => Promise<FormTarget | null>,
  values = HOSTILE_VALUES,
  redirectValues: HostileValue[] = [],
): Promise<{ answers: Answer[]; baseline: number }> {
  const answers: Answer[] = [];
  let t: FormTarget | null = filled(start);
  const baseline = (await send(ctx, t, freshIds(t.form.fields, ""))).status();
  if (baseline === 303) t = await refresh(t);
  const names = [...new Set(start.form.fields.map(([k]) => k))].filter((k) => k !== "csrf");
  for (const field of names) {
    const list = [...(start.typed.has(field) ? values : values.filter((v) => HIDDEN_HOSTILE.has(v.name))), ...(REDIRECT_FIELDS.has(field) ? redirectValues : [])];
    for (const v of list) {
      if (!t) return { answers, baseline };
      const r = await send(ctx, t, freshIds(fieldsWith(t.form.fields, field, v), field));
      const status = r.status();
      let problem: string | null = null;
      if (status >= 500) problem = `server error ${status}`;
      // a redirect goes to a path of this site, percent-encoded to ASCII (issue 42 M2)
      const location = status >= 300 && status < 400 ? (r.headers().location ?? "") : null;
      if (location !== null && !/^\/(?![/\\])[\x21-\x7e]*$/.test(location)) problem = `redirected (${status}) to ${JSON.stringify(location)}: not a local path in ASCII`;
      else if (status >= 400 && status !== 403 && status !== 404 && status !== 413 && t.typed.has(field)) {
        const html = await r.text();
        const echo = v.echo ?? (v.values[0].startsWith(MARK) ? MARK : null);
        if (echo && !html.includes(echo)) problem = `refused (${status}) without showing the typed value again`;
        if (/<h1[^>]*>[^<]*\d{3} : /.test(html)) problem = `refused (${status}) with a bare error page instead of the form`;
      }
      if (status >= 400 && status < 500 && !problem) {
        const english = ZOD_ENGLISH.exec(await r.text());
        if (english) problem = `refused (${status}) with an untranslated message: "${english[0]}"`;
      }
      answers.push({ form: t, field, value: v, status, problem });
      if (status === 303) t = await refresh(t);
    }
  }
  return { answers, baseline };
}
