// The one way a route runs a command from a posted form (ADR-0048): the route's POST policy → the
// record's scope (a 404 before the form is read) → readForm / readUploadForm (CSRF, size limits) →
// the intent's domain schema (parseForm) → the command's metadata, parsed once (command id,
// expected version, actor, clock) → the operation → one refusal translator (params, field errors,
// the form's values kept) → 303 + flash. Routes declare what differs, nothing else:
//
//   export const action = (args: ActionFunctionArgs) =>
//     commandAction(args, handle).intents({
//       "request-leave": {
//         schema: leaveFormSchema,
//         run: async ({ sql, user, value, meta }) => { await requestLeave(sql, user, …, meta); return { to: "/app/profile/leaves", flash: "leave_saved_successfully" }; },
//       },
//     });
//
// A form about one record names its scope, checked before the body is read:
//   commandAction(args, { ...handle, scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId) }).intents({...})
//
// Why an arrow around the call, never `export const action = commandAction(…)` evaluated when the
// module loads: Remix's classic compiler builds the route for the browser too and drops `action` only
// when its definition has no side effects; this module is empty in the browser (a .server module),
// so a call at module level would throw there ("… is not a function") and break the page's script.
//
// The intent map is typed: a route whose intents come from a domain list (`satisfies
// Record<Intent, …>`) fails to compile when one is missing.
//
// An area whose refusals need their own words (HR's lists: a request decided meanwhile says who
// decided it first and when) gives its intent a `refused` hook: the one translator asks it first and
// words the error as usual when it answers null; the answer is still `{ intent, result, …failure }`
// with the form's values kept, the message beside its field or above the form (ADR-0048, addendum).
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { z, ZodTypeAny } from "zod";
import { z as zod } from "zod";
import { flashCookie } from "~/auth/flash.server";
import type { Flash } from "~/ui/flash";
import { readForm, readUploadForm } from "~/auth/form.server";
import { authorizePost, type PolicyHandle } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { nowIso } from "~/clock.server";
import type { Sql } from "~/db.server";
import { ConcurrencyError, forbidden, isDomainError, type DomainError } from "~/domain/shared/errors";
import { UUID_PATTERN } from "~/domain/shared/ids";
import type { CommandMeta } from "~/events/handle-command.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import type { MultipartForm, UploadLimits } from "~/storage/multipart.server";
import { parseForm } from "~/ui/forms/parse";
import { requestHash } from "./request-hash.server";
import { localRedirect } from "./local-redirect.server";

/** The form field that names what a multi-form page's submit asks for. */
const INTENT_FIELD = "intent";

/** What an intent gives back when its command was stored: where to go, and the notice to show there. */
export type Done = { to: string; flash?: Flash | string | null; /** more Set-Cookie values for the redirect (a one-time notice the next page reads) */ cookies?: string[] } | Shown | Response;

/**
 * What an intent that stores nothing gives back (a lookup the form asks for, such as a site's
 * coordinates from its address): the form again (200) with every posted value kept, the ones in
 * `values` replaced, and `data` for the page beside the result.
 */
export interface Shown {
  show: { values?: Record<string, string>; data?: Record<string, unknown> };
}

export interface IntentContext<Value, Scope> {
  request: Request;
  params: ActionFunctionArgs["params"];
  sql: Sql;
  user: CurrentUser;
  /** the record the route's `scope` found (a 404 was thrown before the form was read otherwise) */
  scope: Scope;
  /** the form as the intent's schema gives it */
  value: Value;
  /** actor, the clock's now, the form's command id (a fresh one when it carries none or a malformed one) */
  meta: CommandMeta;
  /** the version the form was rendered at; null when it carries none */
  expectedVersion: number | null;
  form: FormData;
  /** the files of a multipart form (routes with `upload`) */
  files: MultipartForm["files"] | null;
  /** every file part of a multipart form in the order sent (a `multiple` input's several files); empty otherwise */
  uploads: MultipartForm["all"];
}

export interface IntentSpec<Schema extends ZodTypeAny, Scope> {
  schema: Schema | ((scope: Scope) => Schema);
  /**
   * Who may send this intent, beyond the route's POST policy: true, or false / the refusal's
   * translation key (answered as a refused form, 403, values kept). Declared here, not checked by
   * hand inside `run` (app/areas/conventions.unit.test.ts holds the routes to it).
   */
  allowed?: (ctx: IntentContext<z.output<Schema>, Scope>) => boolean | string | Promise<boolean | string>;
  /**
   * Who may send this intent at all, whatever its values (a role that changes no photo of its own):
   * checked before the form's values are judged, so that such a sender is told 403 (the values kept),
   * not what is wrong with them. `allowed` is the check that needs the values (which record).
   */
  sender?: (ctx: { user: CurrentUser; scope: Scope }) => boolean | string;
  run: (ctx: IntentContext<z.output<Schema>, Scope>) => Promise<Done>;
  /** the message of a stale version (default `errors.conflict`) */
  conflictKey?: string;
  /** the area's own words for a domain refusal, with the answer's status (a request decided meanwhile: who decided it first, and when); null: the error's own translation */
  refused?: (ctx: IntentContext<z.output<Schema>, Scope> & { t: TFunction }, err: DomainError) => Promise<Worded | null>;
  /** fields never sent back to the page (passwords) */
  hideFields?: string[];
  /**
   * Fields the browser fills at the moment of sending (the clock form's `deviceAt`): left out of
   * what the command id is bound to, so a double click is still the same request (ADR-0098).
   */
  volatile?: string[];
  /**
   * The command id this form's values make, when the form carries none of its own (the site list's
   * star: the render's id, the site and add/remove, ADR-0095): set before the id is bound to the
   * form's values (ADR-0098), so that a repeat is the same request, not another one under its id.
   */
  commandId?: (value: z.output<Schema>) => string | null;
  /** the files of a multipart form checked beside the schema (their type by their bytes, their size): translated errors by field, shown with the schema's (400, values kept) */
  checkFiles?: (ctx: { request: Request; files: MultipartForm["files"] }) => Promise<Record<string, string[]>>;
  /** more of the failed form's state for the page (which row's confirmation to show again, at which version; whether a file was sent, …) */
  failure?: (ctx: { scope: Scope; form: FormData; files: MultipartForm["files"] | null; value: z.output<Schema> | null }) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent has its own schema; the map only needs their common shape
export type IntentMap<Scope> = Record<string, IntentSpec<any, Scope>>;

/** The route's POST policy (its `handle`), and what its forms act on. */
export interface CommandRoute<Scope> extends PolicyHandle {
  /** the record the form acts on, checked before the body is read: throw notFound() (app/http/scope.server.ts) when the user may not see it */
  scope?: (ctx: { request: Request; params: ActionFunctionArgs["params"]; sql: Sql; user: CurrentUser }) => Promise<Scope>;
  /** a multipart form with files, read within these limits */
  upload?: UploadLimits;
}

/** A refusal in words, and the status it is answered with. */
export interface Worded {
  message: string;
  status: number;
}

/** What a refused or invalid form answers: the intent that was posted and conform's result (values kept). */
export interface Refused<Intent extends string = string> {
  /** null: the form named no intent of this route */
  intent: Intent | null;
  result: SubmissionResult<string[]>;
  [more: string]: unknown;
}

/** One spec per intent, typed: `defineIntents<Scope>()({...})`. */
export function defineIntents<Scope = undefined>() {
  return <M extends IntentMap<Scope>>(map: M): M => map;
}

/** A version the form was rendered at: up to 9 digits; anything else is "none". */
const versionField = zod
  .string()
  .regex(/^\s*\d{1,9}\s*$/)
  .transform(Number)
  .optional()
  .catch(undefined);

/** The hidden fields every command form carries, parsed once: a malformed command id is ignored (no deduplication then), a malformed version is "none". */
const commandFields = zod.object({
  commandId: zod
    .string()
    .regex(UUID_PATTERN)
    .transform((s) => s.toLowerCase())
    .optional()
    .catch(undefined),
  expectedVersion: versionField,
});

/** An expected version from a form field other than `expectedVersion` (a bulk form's `version-<id>` of each request), read as commandFieldsOf reads that one. */
export function expectedVersionOf(raw: FormDataEntryValue | null): number | null {
  return versionField.parse(raw ?? undefined) ?? null;
}

/** The command's metadata and expected version from the form's hidden fields. */
export function commandFieldsOf(user: Pick<CurrentUser, "id"> | null, form: FormData): { meta: CommandMeta; expectedVersion: number | null } {
  const f = commandFields.parse({ commandId: form.get("commandId") ?? undefined, expectedVersion: form.get("expectedVersion") ?? undefined });
  return {
    meta: { actorId: user?.id ?? null, now: nowIso(), commandId: f.commandId ?? crypto.randomUUID() },
    expectedVersion: f.expectedVersion ?? null,
  };
}

/**
 * A domain refusal as the form's error (values kept, with the error's params; secrets hidden), with
 * the status the error's kind gives, or the area's own words and status (`worded`, an intent's
 * `refused`). Anything else is re-thrown to the error boundary.
 */
export async function refusal<T>(
  request: Request,
  submission: Submission<T>,
  err: unknown,
  opts: { hideFields?: string[]; conflictKey?: string; worded?: (err: DomainError, t: TFunction) => Promise<Worded | null> } = {},
): Promise<{ result: SubmissionResult<string[]>; status: number; message: string }> {
  if (!isDomainError(err)) throw err;
  const t = await getT(request);
  const own = opts.worded ? await opts.worded(err, t) : null;
  const message =
    own?.message ??
    (err instanceof ConcurrencyError ? t(opts.conflictKey ?? "errors.conflict") : t(err.code, { ...err.params, defaultValue: t("errors.http", { status: err.status, statusText: err.code }) }));
  const result = err.field
    ? submission.reply({ fieldErrors: { [err.field]: [message] }, hideFields: opts.hideFields })
    : submission.reply({ formErrors: [message], hideFields: opts.hideFields });
  return { result, status: own?.status ?? err.status, message };
}

async function done(request: Request, outcome: Exclude<Done, Shown>): Promise<never> {
  if (outcome instanceof Response) throw outcome;
  const headers = new Headers();
  if (outcome.flash) {
    const flash = typeof outcome.flash === "string" ? { kind: "success" as const, key: outcome.flash } : outcome.flash;
    headers.append("Set-Cookie", await flashCookie(request, flash));
  }
  for (const c of outcome.cookies ?? []) headers.append("Set-Cookie", c);
  // the target through the one redirect rule: nothing an intent builds from the form can make the
  // answer throw after its command committed (ADR-0099)
  throw localRedirect(outcome.to, "/app", { status: 303, headers });
}

/**
 * What a posted form asked, as the hash its command id is bound to (ADR-0098): the page it was
 * posted to (the path: the record is in it), the intent, the values as its schema parsed them (so
 * spacing the schema trims is no difference) less the `volatile` ones, and every file's bytes.
 */
export function intentHashOf(request: Request, intent: string, value: unknown, files: MultipartForm["all"], commandId: string, volatile: string[] = []): string {
  const values = value !== null && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => !volatile.includes(k))) : value;
  return requestHash(commandId, { form: new URL(request.url).pathname, intent, value: values }, files);
}

/** Which intent the form posts: the only one a route has, else the `intent` field (an unknown one: null). */
function intentOf(form: FormData, names: string[]): string | null {
  const posted = form.get(INTENT_FIELD);
  if (typeof posted === "string" && names.includes(posted)) return posted;
  return names.length === 1 && (posted === null || posted === "") ? names[0] : null;
}

/**
 * The route's action: see the head of this file. Answers 303 + flash when the command ran, the form's
 * result (values kept) with 400 for invalid input or the refusal's status, a conform intent (a list
 * row added without JavaScript) with 200 and the form re-rendered.
 *
 * In two steps so that TypeScript learns the scope's type before it reads the intents:
 * `commandAction(args, handle).intents({...})`, `commandAction(args, { ...handle, scope }).intents({...})`.
 */
export function commandAction<Scope = undefined>(args: ActionFunctionArgs, route: CommandRoute<Scope>) {
  return {
    intents: <M extends IntentMap<Scope>>(intents: M) => runCommandAction<Scope, M>(args, route, intents),
  };
}

async function runCommandAction<Scope, M extends IntentMap<Scope>>(
  args: ActionFunctionArgs,
  route: CommandRoute<Scope>,
  intents: M,
): Promise<ReturnType<typeof data<Refused<Extract<keyof M, string>>>>> {
  const { request, params } = args;
  const user = await authorizePost(request, route);
  const sql = await getSql();
  const scope = (route.scope ? await route.scope({ request, params, sql, user }) : undefined) as Scope;
  let form: FormData;
  let files: MultipartForm["files"] | null = null;
  let uploads: MultipartForm["all"] = [];
  if (route.upload) {
    const received = await readUploadForm(request, route.upload);
    form = received.form;
    files = received.files;
    uploads = received.all;
  } else {
    form = await readForm(request);
  }
  const name = intentOf(form, Object.keys(intents)) as Extract<keyof M, string> | null;
  if (name === null) {
    const submission = parseForm(form, { schema: zod.object({}).passthrough() });
    const t = await getT(request);
    return data({ intent: null, result: submission.reply({ formErrors: [t("forms.errors.unknown_action")] }) }, { status: 400 });
  }
  const spec = intents[name];
  // a zod schema is an object: a function is a schema of the record in scope
  const schema: ZodTypeAny = typeof spec.schema === "function" ? spec.schema(scope) : spec.schema;
  let submission;
  try {
    submission = parseForm(form, { schema });
  } catch {
    // why: a malformed conform intent (`__intent__`) throws while parsing; the form is then read as a plain submit
    form.delete("__intent__");
    submission = parseForm(form, { schema });
  }
  const extra = async (value: unknown) => (spec.failure ? await spec.failure({ scope, form, files, value: value ?? null }) : {});
  // a sender who may not send this intent at all hears that first (403, values kept), not what is wrong with the values
  const sender = spec.sender ? spec.sender({ user, scope }) : true;
  if (sender !== true) {
    const r = await refusal(request, submission, forbidden(typeof sender === "string" ? sender : undefined), { hideFields: spec.hideFields });
    return data({ intent: name, result: r.result, ...(await extra(null)) }, { status: r.status });
  }
  // a conform intent (a row added or removed without JavaScript): the form again, with its values
  if (submission.status === undefined) return data({ intent: name, result: submission.reply({ hideFields: spec.hideFields }), ...(await extra(null)) }, { status: 200 });
  const fileErrors = spec.checkFiles && files ? await spec.checkFiles({ request, files }) : {};
  if (submission.status !== "success" || Object.keys(fileErrors).length > 0) {
    return data({ intent: name, result: submission.reply({ fieldErrors: fileErrors, hideFields: spec.hideFields }), ...(await extra(null)) }, { status: 400 });
  }
  const { meta, expectedVersion } = commandFieldsOf(user, form);
  const derived = spec.commandId ? spec.commandId(submission.value) : null;
  if (derived) meta.commandId = derived;
  // the command id is bound to what this form asked (ADR-0098): its page, its intent, its values and files
  meta.intentHash = intentHashOf(request, name, submission.value, uploads, meta.commandId as string, spec.volatile);
  const ctx: IntentContext<unknown, Scope> = { request, params, sql, user, scope, value: submission.value, meta, expectedVersion, form, files, uploads };
  let outcome: Done;
  try {
    const allowed = spec.allowed ? await spec.allowed(ctx) : true;
    if (allowed !== true) throw forbidden(typeof allowed === "string" ? allowed : undefined);
    outcome = await spec.run(ctx);
  } catch (err) {
    if (err instanceof Response) throw err;
    const refused = spec.refused;
    const worded = refused ? (e: DomainError, t: TFunction) => refused({ ...ctx, t }, e) : undefined;
    const r = await refusal(request, submission, err, { hideFields: spec.hideFields, conflictKey: spec.conflictKey, worded });
    return data({ intent: name, result: r.result, ...(await extra(submission.value)) }, { status: r.status });
  }
  if (!(outcome instanceof Response) && "show" in outcome) {
    const result = submission.reply({ hideFields: spec.hideFields });
    const initialValue = { ...(result.initialValue ?? {}), ...outcome.show.values };
    return data({ ...outcome.show.data, intent: name, result: { ...result, initialValue } }, { status: 200 });
  }
  return done(request, outcome);
}
