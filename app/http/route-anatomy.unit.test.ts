// The route manifest read as source (ADR-0048): every route that runs a command does it through the
// command action (app/http/command-action.server.ts), and every route that names a record by id in
// its URL reaches it through the access scope (app/http/scope.server.ts). A route that does neither
// fails here with its file name, before a reviewer has to find it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

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
};

/** Routes not yet moved onto the command action or the access scope; this list only shrinks (issue 21). */
const TO_MIGRATE = new Set<string>([
  "app.hr.expense-requests._index.tsx",
  "app.hr.expense-requests.new.tsx",
  "app.hr.leave-requests._index.tsx",
  "app.hr.leave-requests.bulk.tsx",
  "app.hr.leave-requests.new.tsx",
  "app.hr.users.$userId.expenses.$expenseId.edit.tsx",
  "app.hr.users.$userId.expenses._index.tsx",
  "app.hr.users.$userId.expenses.new.tsx",
  "app.hr.users.$userId.leaves.$leaveId.edit.tsx",
  "app.hr.users.$userId.leaves.new.tsx",
  "app.profile.expenses.$expenseId.edit.tsx",
  "app.profile.expenses._index.tsx",
  "app.profile.expenses.new.tsx",
  "app.profile.leaves.$leaveId.edit.tsx",
  "app.profile.leaves._index.tsx",
  "app.hr.expense-requests.$expenseId.history.tsx",
  "app.hr.leave-requests.$leaveId.history.tsx",
  "app.hr.leave-requests.$leaveId.pdf.tsx",
  "app.hr.users.$userId.expenses.report.tsx",
  "app.hr.users.$userId.leaves._index.tsx",
  "app.profile.expenses.$expenseId.history.tsx",
  "app.profile.leaves.$leaveId.history.tsx",
  "app.profile.leaves.$leaveId.pdf.tsx",
]);

/** Routes with a `$` segment that names no record (a splat, a locale file). */
const NO_RECORD = new Set(["$.tsx", "app.$.tsx", "locales.$lng.$ns.tsx"]);

/** Shared halves that scope the record for the routes that call them: each must itself go through the scope module. */
const SCOPING_HELPERS: string[] = ["app/http/person-profile.server.ts", "app/http/person-form.server.ts", "app/events/queries/person-page.server.ts"];
/** Shared actions that several routes export (one page in two areas): each must itself be a commandRoute. */
const COMMAND_HELPERS: string[] = ["app/http/person-profile.server.ts"];
const importPath = (h: string) => `"~/${h.replace(/^app\//, "").replace(/\.tsx?$/, "")}"`;
const helperSource = (h: string) => readFileSync(path.resolve(__dirname, "../..", h), "utf8");
const SCOPE_MODULE = "~/http/scope.server";

const hasAction = (src: string) => /export (async function action|const action)\b/.test(src);

describe("every route that runs a command", () => {
  const writers = files.filter((f) => hasAction(source(f)) && !(f in NOT_COMMANDS));

  it.each(writers.filter((f) => !TO_MIGRATE.has(f)))("%s runs it through commandRoute", (f) => {
    const src = source(f);
    const viaHelper = COMMAND_HELPERS.some((h) => src.includes(importPath(h)));
    expect(viaHelper || /commandRoute\(/.test(src), `${f} neither calls commandRoute nor exports a command helper's action`).toBe(true);
    // the command action answers: no route hand-builds a 303 with a flash, nor flattens errors itself
    expect(src).not.toMatch(/flashCookie\(/);
    expect(src).not.toMatch(/\brefusal\(/);
  });

  it("the list of routes still to move names only routes that exist", () => {
    for (const f of TO_MIGRATE) expect(files, f).toContain(f);
  });
});

describe("every route that names a record in its URL", () => {
  const withId = files.filter((f) => f.includes("$") && !NO_RECORD.has(f));

  it.each(withId.filter((f) => !TO_MIGRATE.has(f)))("%s reaches it through the access scope and never answers a 404 of its own", (f) => {
    const src = source(f);
    const scoped = src.includes(`"${SCOPE_MODULE}"`) || SCOPING_HELPERS.some((h) => src.includes(importPath(h)));
    expect(scoped, `${f} imports neither ${SCOPE_MODULE} nor a scoping helper`).toBe(true);
    expect(src).not.toMatch(/new Response\("Not Found"/);
    expect(src).not.toMatch(/notFoundResponse\(/);
  });

  it.each(SCOPING_HELPERS)("the scoping helper %s goes through the scope module", (h) => {
    expect(helperSource(h)).toMatch(/from "(~\/http\/scope\.server|\.\/scope\.server)"/);
  });

  it.each(COMMAND_HELPERS)("the command helper %s is a commandRoute", (h) => {
    expect(helperSource(h)).toMatch(/commandRoute\(/);
    expect(helperSource(h)).not.toMatch(/flashCookie\(|\brefusal\(/);
  });
});
