// The route manifest read as source (ADR-0048): every route that runs a command does it through the
// command action (app/http/command-action.server.ts), and every `$` parameter of a route names a kind
// of the scope registry (PARAM_KINDS in app/http/scope.server.ts) that the route, or a module of
// app/areas or app/http it reaches, loads through scopedRecord (scopedPerson for a person). A route that does neither
// fails here with its file name, before a reviewer has to find it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PARAM_KINDS } from "./scope.server";

const ROUTES = path.resolve(__dirname, "../routes");
const files = readdirSync(ROUTES).filter((f) => /\.tsx?$/.test(f));
const source = (f: string) => readFileSync(path.join(ROUTES, f), "utf8");

/** Actions that run no command of the event store: what they do instead. */
const NOT_COMMANDS: Record<string, string> = {
  "settings.language.tsx": "sets the language cookie",
  "settings.theme.tsx": "sets the theme cookie",
  "auth.logout.tsx": "ends the session (a session row, not an event)",
  "auth.oidc.tsx": "starts the single sign-on redirect",
  "test-api.clock.tsx": "sets the test clock (test builds only)",
  "auth.login.tsx": "signs in through remix-auth (a session row; a throttled attempt answers 429 with Retry-After)",
  "api.$.tsx": "the JSON API: each call runs the operation the form's action runs, through app/api/handle-api.server.ts (ADR-0077)",
};

/** Routes with a `$` segment that names no record (a splat, a locale file). */
const NO_RECORD = new Set(["$.tsx", "app.$.tsx", "locales.$lng.$ns.tsx", "api.$.tsx"]);

/** `$` parameters that are no record id of their own, and how the route keeps them in scope instead. */
const NOT_RECORD_PARAMS: Record<string, string> = {
  file: "a site file's path inside the site of $siteId: read through the site's storage prefix, the site itself scoped",
  itemId: "an item of the checklist of $checklistId, looked up inside that (scoped) checklist",
  streamType: "the audit trail's stream type, for the audit right alone (every company's records)",
  recordId: "the audit trail's record id within $streamType, for the audit right alone",
};

/** Shared actions that several routes export (one page in two areas): each must itself be a commandAction. */
const COMMAND_HELPERS: string[] = ["app/areas/people/person-profile.server.ts", "app/areas/expense/person-expenses.server.ts", "app/areas/approvals/bulk-decision-action.server.ts", "app/areas/calendar/calendar-item-action.server.ts", "app/areas/checklists/checklist-template-action.server.ts"];
const importPath = (h: string) => `"~/${h.replace(/^app\//, "").replace(/\.tsx?$/, "")}"`;
const helperSource = (h: string) => readFileSync(path.resolve(__dirname, "../..", h), "utf8");

const hasAction = (src: string) => /export (async function action|const action)\b/.test(src);

describe("every route that runs a command", () => {
  const writers = files.filter((f) => hasAction(source(f)) && !(f in NOT_COMMANDS));

  it.each(writers)("%s runs it through commandAction", (f) => {
    const src = source(f);
    const viaHelper = COMMAND_HELPERS.some((h) => src.includes(importPath(h)));
    expect(viaHelper || /commandAction\(/.test(src), `${f} neither calls commandAction nor exports a command helper's action`).toBe(true);
    // the command action answers: no route hand-builds a 303 with a flash, nor flattens errors itself
    // an arrow, never a call when the module loads: the browser's copy of the route would run it (ADR-0048)
    expect(src).not.toMatch(/export const action = (?!\(args)/);
    expect(src).not.toMatch(/flashCookie\(/);
    expect(src).not.toMatch(/\brefusal\(/);
    expect(src).not.toMatch(/status: 303/);
  });
});

describe("every route", () => {
  // one 404 for the whole app (the scope module's notFound): a reviewer reads one, and every page
  // not found looks and logs the same, a record named in a form as much as one named in the URL
  it.each(files)("%s answers no 404 of its own", (f) => {
    expect(source(f)).not.toMatch(/new Response\("Not Found"/);
  });
});

describe("every route that names a record in its URL", () => {
  const withId = files.filter((f) => f.includes("$") && !NO_RECORD.has(f));
  /** `$name` segments of a route file's name */
  const paramsOf = (f: string) => f.replace(/\.tsx?$/, "").split(".").filter((seg) => seg.startsWith("$") && seg.length > 1).map((seg) => seg.slice(1));
  /** the route's own source and that of the ~/areas and ~/http modules it reaches (where its loads live), three imports deep */
  const moduleSource = (mod: string): string => {
    for (const ext of [".ts", ".tsx"]) {
      try {
        return readFileSync(path.resolve(__dirname, "..", mod + ext), "utf8");
      } catch {
        /* the other extension */
      }
    }
    return "";
  };
  const reachable = (f: string): string => {
    const seen = new Set<string>();
    const texts = [source(f)];
    let frontier = [texts[0]];
    for (let depth = 0; depth < 3; depth++) {
      const next: string[] = [];
      for (const src of frontier) {
        for (const [, mod] of src.matchAll(/from "~\/((?:areas|http)\/[^"]+)"/g)) {
          if (seen.has(mod)) continue;
          seen.add(mod);
          const text = moduleSource(mod);
          texts.push(text);
          next.push(text);
        }
      }
      frontier = next;
    }
    return texts.join("\n");
  };

  it.each(withId.flatMap((f) => paramsOf(f).filter((p) => !(p in NOT_RECORD_PARAMS)).map((p) => [f, p] as const)))("%s reaches its $%s through the scope registry", (f, p) => {
    const kind = PARAM_KINDS[p];
    expect(kind, `$${p} of ${f} names no kind in PARAM_KINDS (app/http/scope.server.ts)`).toBeDefined();
    const src = reachable(f);
    if (kind === "person") expect(src, `${f} (or a module it imports) never calls scopedPerson`).toMatch(/scopedPerson\(/);
    else expect(src, `${f} (or a module it imports) never calls scopedRecord(…, "${kind}", …)`).toMatch(new RegExp(`scopedRecord\\([^;]*?"${kind}"`));
  });

  it.each(Object.entries(NOT_RECORD_PARAMS))("$%s names no record of its own: %s", (p) => {
    expect(files.some((f) => paramsOf(f).includes(p)), `no route uses $${p} any more: drop it here`).toBe(true);
  });

  it.each(COMMAND_HELPERS)("the command helper %s is a commandAction", (h) => {
    expect(helperSource(h)).toMatch(/commandAction\(/);
    expect(helperSource(h)).not.toMatch(/flashCookie\(|\brefusal\(/);
  });
});

describe("every route module as the browser loads it", () => {
  // with the classic compiler a *.server module is an empty module in the browser bundle, and a
  // top-level call is kept there (esbuild 0.17 drops an unused export only when its definition has no
  // side effects): `action = commandAction(…)` would throw while the page hydrates, and every page of
  // that route would then work only without JavaScript. An arrow is dropped (ADR-0048).
  it.each(files.filter((f) => /export const action = /.test(source(f))))("%s defines its action as an arrow", (f) => {
    expect(source(f)).toMatch(/export const action = \(args(: ActionFunctionArgs)?\) =>/);
  });

  // the handle is read in the browser too (titles, namespaces): it may not come from a *.server module
  it.each(files.filter((f) => /export const handle = \w+\(/.test(source(f))))("%s builds its handle from browser-safe code", (f) => {
    const src = source(f);
    const fn = /export const handle = (\w+)\(/.exec(src)?.[1] ?? "";
    const from = new RegExp(`import \\{[^}]*\\b${fn}\\b[^}]*\\} from "([^"]+)"`).exec(src)?.[1] ?? "";
    expect(from, `${f}: ${fn} is imported from ${from}`).not.toMatch(/\.server$/);
  });
});

