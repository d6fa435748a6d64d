// The bulk decision, one design for every approvable request (leave, expense): the list's bulk form
// opens a confirmation page with a GET (nothing is decided before it), which lists each ticked
// request with what the decision will do, or why the rules will refuse it; its form runs one
// command per request (request-decisions.server.ts) and redirects to the result page, which reads
// from the store what this batch decided, so it can be reloaded, bookmarked or reached by Back and
// always tells the truth. The texts are the area's (`<noun>.hr.bulk.*`).
import type { TFunction } from "i18next";
import { data } from "@remix-run/node";
import type { Flash } from "~/ui/flash";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { awaitsSecondApproval, type ApprovableState, type Decision } from "~/domain/shared/approvable";
import { uniqueBulkIds } from "~/domain/shared/bulk-decision-schema";
import type { DomainEvent } from "~/domain/shared/decider";
import { ruleBroken } from "~/domain/shared/errors";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { newCommandId } from "~/http/command-ids.server";
import { isUuid } from "~/domain/shared/ids";
import { batchOutcome, decideEach, decisionPreview, requestNow, type DecisionArea } from "./request-decisions.server";
import { queryParams } from "~/domain/shared/query-params";

/** A ticked request as the user may see it: the person it is about, its version now, its columns worded. */
export interface BulkRow {
  id: number;
  personId: number;
  version: number;
  cells: string[];
}

/** One line of the page: will be (confirm) or was (result) applied, with what it does or why not. */
export interface BulkLine {
  id: number;
  cells: string[];
  ok: boolean;
  notes: string[];
  version: number | null;
}

/** An area's bulk decision: its decision rules, its list, its form's id field and its columns. */
export interface BulkArea<S extends ApprovableState<unknown>, E extends DomainEvent> extends DecisionArea<S, E> {
  listPath: string;
  listTitleKey: string;
  cancelKey: string;
  /** the form field naming the ticked requests (`leaveIds`), and the row attribute of the page's table */
  idField: string;
  rowAttribute: string;
  ofIntent(intent: string): Decision;
  /** the headers of the request's own columns */
  headers(t: TFunction): string[];
  /** the ticked requests the user may see */
  rows(sql: Sql, user: CurrentUser, t: TFunction, ids: readonly number[]): Promise<Map<number, BulkRow>>;
  /** what the decision will do to each request it applies to (a balance, or simply "will be approved") */
  effects(sql: Sql, t: TFunction, decision: Decision, rows: readonly BulkRow[]): Promise<Map<number, string[]>>;
}

/** The form as parsed by the route (conform's submission, the schema from bulkDecisionSchema). */
export interface BulkSubmission {
  status?: "success" | "error";
  value?: unknown;
  error?: Record<string, string[] | null> | null;
}

interface BulkForm {
  intent: string;
  ids: number[];
  batchId: string | undefined;
  confirmed: boolean;
}

function formOf(submission: BulkSubmission, idField: string): BulkForm | { error: string | null } {
  if (submission.status !== "success") return { error: submission.error?.[idField]?.[0] ?? null };
  const v = submission.value as { intent: string; batchId?: string; confirmed?: "on" } & Record<string, unknown>;
  return { intent: v.intent, ids: uniqueBulkIds(v[idField] as number[]), batchId: v.batchId, confirmed: v.confirmed === "on" };
}

/** The page's fixed parts, worded. */
function frame(t: TFunction, area: Pick<BulkArea<never, never>, "noun" | "headers" | "listPath" | "listTitleKey" | "cancelKey" | "idField" | "rowAttribute">) {
  return {
    headers: [t(`${area.noun}.hr.list.columns.id`), ...area.headers(t), t(`${area.noun}.hr.bulk.outcome`)],
    list: { href: area.listPath, title: t(area.listTitleKey), cancel: t(area.cancelKey) },
    idField: area.idField,
    rowAttribute: area.rowAttribute,
  };
}

/** The confirmation: every request asked for, in order, with its effect or the reason it will be left. */
export async function bulkConfirmation<S extends ApprovableState<unknown>, E extends DomainEvent>(
  sql: Sql,
  user: CurrentUser,
  t: TFunction,
  area: BulkArea<S, E>,
  decision: Decision,
  ids: readonly number[],
): Promise<BulkLine[]> {
  const rows = await area.rows(sql, user, t, ids);
  const why = await decisionPreview(sql, user, t, area, decision, [...rows.keys()]);
  const decidable = ids.flatMap((id) => (rows.has(id) && why.get(id) === null ? [rows.get(id) as BulkRow] : []));
  const effects = await area.effects(sql, t, decision, decidable);
  const width = area.headers(t).length;
  return ids.map((id) => {
    const row = rows.get(id);
    const cells = row ? row.cells : Array<string>(width).fill("—");
    const reason = row ? why.get(id) : t("errors.not_found");
    if (reason) return { id, cells, ok: false, notes: [t(`${area.noun}.hr.bulk.left_out`, { reason })], version: row?.version ?? null };
    return { id, cells, ok: true, notes: effects.get(id) ?? [], version: row?.version ?? null };
  });
}

/** The result: for each request, whether this batch's decision was stored, else why not. */
export async function bulkResult<S extends ApprovableState<unknown>, E extends DomainEvent>(
  sql: Sql,
  user: CurrentUser,
  t: TFunction,
  area: BulkArea<S, E>,
  decision: Decision,
  batchId: string,
  ids: readonly number[],
): Promise<BulkLine[]> {
  const rows = await area.rows(sql, user, t, ids);
  const outcome = await batchOutcome(sql, user, t, area, decision, batchId, [...rows.keys()]);
  const width = area.headers(t).length;
  const oneOfTwo = new Set<number>();
  if (decision === "approve") {
    for (const id of rows.keys()) {
      if (outcome.get(id)) continue;
      const now = await requestNow(sql, area.decider, id);
      if (now && awaitsSecondApproval(now.state)) oneOfTwo.add(id);
    }
  }
  return ids.map((id) => {
    const row = rows.get(id);
    const cells = row ? row.cells : Array<string>(width).fill("—");
    const why = row ? outcome.get(id) : t("errors.not_found");
    if (why) return { id, cells, ok: false, notes: [why], version: row?.version ?? null };
    // a request under a second-approval rule (ADR-0139) is now "1 of 2", never reported as approved
    if (oneOfTwo.has(id)) return { id, cells, ok: true, notes: [t("approval_rule.bulk_one_of_two")], version: row?.version ?? null };
    return { id, cells, ok: true, notes: [t(`${area.noun}.hr.bulk.${decision === "approve" ? "approved" : "rejected"}`)], version: row?.version ?? null };
  });
}

/** The page of a GET: the confirmation; with `done`, the result of the batch; nothing ticked, told so (400). */
export async function bulkDecisionPage<S extends ApprovableState<unknown>, E extends DomainEvent>(
  request: Request,
  user: CurrentUser,
  area: BulkArea<S, E>,
  submission: BulkSubmission,
) {
  const t = await getT(request);
  const fixed = frame(t, area);
  const form = formOf(submission, area.idField);
  if ("error" in form) {
    const view = { ...fixed, mode: "invalid" as const, heading: t(`${area.noun}.hr.bulk.title`), error: t(form.error ?? `${area.noun}.bulk_none_selected`), intro: "", lines: [] as BulkLine[], intent: "", batchId: "", label: "" };
    return data(view, { status: 400 });
  }
  const decision = area.ofIntent(form.intent);
  const batchId = isUuid(form.batchId) ? form.batchId.toLowerCase() : newCommandId();
  const sql = await getSql();
  const base = { ...fixed, error: null, intent: form.intent, batchId };
  if (queryParams(request).get("done") === "1") {
    const lines = await bulkResult(sql, user, t, area, decision, batchId, form.ids);
    return { ...base, mode: "done" as const, heading: t(`${area.noun}.hr.bulk.result_title`), intro: t(`${area.noun}.hr.bulk.result_intro`), lines, label: "" };
  }
  const lines = await bulkConfirmation(sql, user, t, area, decision, form.ids);
  const count = lines.filter((x) => x.ok).length;
  return {
    ...base,
    mode: "confirm" as const,
    heading: t(`${area.noun}.hr.bulk.confirm_${decision}_title`),
    intro: t(`${area.noun}.hr.bulk.confirm_intro`),
    lines,
    label: t(`${area.noun}.hr.bulk.confirm_${decision}`, { count }),
  };
}

/** What the command action read from the confirmed form besides its schema: the clock's now, and each request's version as the confirmation showed it (null: none). */
export interface BulkCommand {
  now: string;
  versionOf: (id: number) => number | null;
}

/**
 * Applies the confirmed decisions, each its own command with the version the confirmation showed;
 * then the result page (Post/Redirect/Get). Run by the command action (app/areas/approvals/bulk-decision-action.server.ts):
 * a form that is not a confirmed batch is refused as "none selected".
 */
export async function applyBulkDecision<S extends ApprovableState<unknown>, E extends DomainEvent>(
  request: Request,
  sql: Sql,
  user: CurrentUser,
  area: BulkArea<S, E>,
  value: unknown,
  command: BulkCommand,
): Promise<{ to: string; flash: Flash }> {
  const t = await getT(request);
  const parsed = formOf({ status: "success", value }, area.idField);
  if ("error" in parsed || !parsed.confirmed || !isUuid(parsed.batchId)) throw ruleBroken(`${area.noun}.bulk_none_selected`);
  const decision = area.ofIntent(parsed.intent);
  const batchId = parsed.batchId.toLowerCase();
  const rows = await area.rows(sql, user, t, parsed.ids);
  const items = parsed.ids.flatMap((id) => {
    const r = rows.get(id);
    return r ? [{ id, personId: r.personId, expectedVersion: command.versionOf(id) }] : [];
  });
  const results = await decideEach(sql, user, t, area, decision, batchId, items, command.now);
  const applied = results.filter((r) => r.applied).length;
  const query = new URLSearchParams({ intent: parsed.intent, batchId, done: "1" });
  for (const id of parsed.ids) query.append(area.idField, String(id));
  return {
    to: `${area.listPath}/bulk?${query}`,
    flash: { kind: applied === parsed.ids.length ? "success" : "warning", key: `${area.noun}.hr.bulk.done`, params: { applied, refused: parsed.ids.length - applied } },
  };
}
