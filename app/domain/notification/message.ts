// How a notification reads (the bell's page and the e-mail share it). Pure.
import type { NotificationKind } from "./rules";

/** The message's translation key. */
export function messageKey(kind: NotificationKind | string): string {
  return `notifications.kinds.${kind}`;
}

/** The parameters as the message shows them: a date (YYYY-MM-DD) the Swiss way, DD.MM.YYYY. */
export function messageParams(params: Record<string, string | number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const s = String(v);
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    out[k] = m ? `${m[3]}.${m[2]}.${m[1]}` : s;
  }
  return out;
}

/** A path under /app only: a stored link is never taken as an address elsewhere. */
export function safeLink(link: string): string {
  return /^\/app(\/[A-Za-z0-9\-_/]*)?$/.test(link) ? link : "/app/notifications";
}

/**
 * What a notice's records are called, looked up when it is shown (issue 34): a notice stores only
 * record numbers, so one stored before names were shown reads the same way, and a renamed site
 * reads with its name of today.
 */
export interface NoticeNames {
  sites: Record<string, string>;
  templates: Record<string, string>;
  tools: Record<string, string>;
  checklists: Record<string, string>;
  /** a leave: whose it is and its period (DD.MM.YYYY or a range) */
  leaves: Record<string, { person: string; period: string }>;
  /** an expense: whose it is and its date */
  expenses: Record<string, { person: string; date: string }>;
  /** a tool request (`<toolId>:<requestId>`): who asked */
  toolRequests: Record<string, string>;
  /** a stamp: its Zurich date and time */
  stamps: Record<string, string>;
}

export const NO_NAMES: NoticeNames = { sites: {}, templates: {}, tools: {}, checklists: {}, leaves: {}, expenses: {}, toolRequests: {}, stamps: {} };

/** The record numbers a list of notices names, by kind of record: what to look up. */
export function noticeRecordIds(notices: readonly { kind: string; params: Record<string, string | number> }[]) {
  const ids = { sites: new Set<number>(), templates: new Set<number>(), tools: new Set<number>(), checklists: new Set<number>(), leaves: new Set<number>(), expenses: new Set<number>(), toolRequests: new Set<string>(), stamps: new Set<number>() };
  const n = (v: unknown) => (typeof v === "number" || (typeof v === "string" && /^\d{1,15}$/.test(v)) ? Number(v) : null);
  for (const { kind, params } of notices) {
    const id = n(params.id);
    if (n(params.siteId) !== null) ids.sites.add(n(params.siteId) as number);
    if (n(params.templateId) !== null) ids.templates.add(n(params.templateId) as number);
    if (n(params.toolId) !== null) ids.tools.add(n(params.toolId) as number);
    if (id === null) continue;
    if (kind.startsWith("leave_")) ids.leaves.add(id);
    else if (kind.startsWith("expense_")) ids.expenses.add(id);
    else if (kind.startsWith("checklist_") && kind !== "checklist_mandatory_due") ids.checklists.add(id);
    else if (kind === "stamp_changed") ids.stamps.add(id);
    else if (kind.startsWith("tool_request_") && n(params.toolId) !== null) ids.toolRequests.add(`${n(params.toolId)}:${id}`);
  }
  return { sites: [...ids.sites], templates: [...ids.templates], tools: [...ids.tools], checklists: [...ids.checklists], leaves: [...ids.leaves], expenses: [...ids.expenses], toolRequests: [...ids.toolRequests], stamps: [...ids.stamps] };
}

/**
 * The parameters a notice's message reads: its stored ones the Swiss way, and the names of what it
 * is about (`site`, `template`, `tool`, `checklist`, `person`, `period`, `stamp`). A record that is
 * gone reads as its number ("#12"), so no notice ever fails to render.
 */
export function noticeParams(kind: string, params: Record<string, string | number>, names: NoticeNames): Record<string, string> {
  const out = messageParams(params);
  const num = (k: string) => (params[k] === undefined ? null : String(params[k]));
  const named = (map: Record<string, string>, id: string | null) => (id === null ? "" : (map[id] ?? `#${id}`));
  const id = num("id");
  if (num("siteId") !== null) out.site = named(names.sites, num("siteId"));
  if (num("templateId") !== null) out.template = named(names.templates, num("templateId"));
  if (num("toolId") !== null) out.tool = named(names.tools, num("toolId"));
  if (id !== null) {
    if (kind.startsWith("leave_")) {
      const l = names.leaves[id];
      out.person = l?.person ?? `#${id}`;
      out.period = l?.period ?? `#${id}`;
    } else if (kind.startsWith("expense_")) {
      const e = names.expenses[id];
      out.person = e?.person ?? `#${id}`;
      out.period = e?.date ?? `#${id}`;
    } else if (kind.startsWith("checklist_") && kind !== "checklist_mandatory_due") {
      out.checklist = named(names.checklists, id);
    } else if (kind === "stamp_changed") {
      out.stamp = named(names.stamps, id);
    } else if (kind.startsWith("tool_request_")) {
      out.person = names.toolRequests[`${num("toolId")}:${id}`] ?? `#${id}`;
    }
  }
  return out;
}

/** One line of the notifications page: identical notices (same message, link and read state) shown once, with how many and every id. */
export interface NoticeGroup<T> {
  first: T;
  ids: number[];
  count: number;
}

/** Groups identical notices ("5 nuovi file in Residenza Lugano A" instead of five lines), each group where its newest one is. */
export function groupNotices<T extends { id: number; kind: string; link: string | null; read: boolean; params: Record<string, string> }>(items: readonly T[]): NoticeGroup<T>[] {
  const byKey = new Map<string, NoticeGroup<T>>();
  const out: NoticeGroup<T>[] = [];
  for (const i of items) {
    const key = JSON.stringify([i.kind, i.link, i.read, Object.entries(i.params).sort(([a], [b]) => a.localeCompare(b))]);
    const g = byKey.get(key);
    if (g) {
      g.ids.push(i.id);
      g.count += 1;
    } else {
      const created = { first: i, ids: [i.id], count: 1 };
      byKey.set(key, created);
      out.push(created);
    }
  }
  return out;
}

/** Kinds whose message says how many themselves ("5 nuovi file nel cantiere …"); the others add "(5 volte)". */
const COUNTED_KINDS = new Set(["site_file_uploaded"]);

/** A notice's text in the reader's language; `count` identical notices read as one line. */
export function noticeText(t: (key: string, options?: Record<string, unknown>) => string, kind: string, params: Record<string, string>, count = 1): string {
  const message = t(messageKey(kind), { ...params, count });
  return count > 1 && !COUNTED_KINDS.has(kind) ? t("notifications.repeated", { message, count }) : message;
}
