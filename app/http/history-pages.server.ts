// The audit's log and a record's history pages (ADR-0011) between the URL and the queries: what
// they ask for (the log's filter and page, a history's version or event position) and what a
// history page's loader answers. URL work, kept out of the queries (app/events/queries reads rows
// and nothing else): they take these typed parameters.
import { z } from "zod";
import type { Queryable } from "~/db.server";
import { auditPeriodOf } from "~/domain/audit/period";
import type { AuditFilter, AuditPage } from "~/events/queries/audit.server";
import type { HistoryRequest, RecordHistory } from "~/events/queries/history.server";
import { peopleNames } from "~/events/queries/people.server";
import { queryParams, type QueryParam } from "~/domain/shared/query-params";
import { parseZurichDateTime } from "~/domain/shared/zurich-time";
import { getT } from "~/i18n/i18next.server";
import type { HistoryPageData } from "~/ui/history/history-view";
import { notFound } from "./scope.server";

// every value through the one input rule for query text (ADR-0099)
const searchParamsOf = (url: URL | string) => queryParams(url);

/**
 * `?at=` (a version), `?position=` (a global event position, a PDF's link) and `?when=` (a Zurich
 * date and time, "2026-11-15T12:00", the page's date-time field: issue 37) from a history page's URL;
 * anything malformed is ignored (the current state). The first given wins, in that order.
 */
export function historyRequestOf(url: URL | string): HistoryRequest {
  const sp = searchParamsOf(url);
  const int = (k: QueryParam) => {
    const v = sp.get(k);
    return v !== null && /^\d{1,15}$/.test(v) ? Number(v) : null;
  };
  const whenText = sp.get("when", 40);
  // only a wall-clock date and time as the field sends it (no offset: the page speaks Zurich time)
  const when = whenText !== null && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/.test(whenText.trim()) ? parseZurichDateTime(whenText) : null;
  return { at: int("at"), position: int("position"), when: when && when.year >= 1900 && when.year <= 2100 ? when.toInstant().toString() : null };
}

/** The history without the server-only fold (`current`, for the route's own checks), for a loader's answer. */
function historyForPage(h: RecordHistory & { current?: unknown }): RecordHistory {
  const { current: _current, ...page } = h;
  return page;
}

/** What a history page names in its answer: its heading (a translation key and values), whose record it is, the way back (a path and a translation key). */
export interface HistoryPageSpec {
  heading: string;
  values?: Record<string, string | number>;
  /** the record's person: their name goes into the heading as `person` */
  person?: number;
  back: { to: string; label: string };
}

/**
 * The answer every record history page's loader shares (ADR-0011): the replayed history without
 * its server-only fold, or a 404 when there is none; the heading and the way back, translated.
 * With `person`, the person's name (from the stream, else the people list, else "person #id" for an
 * unknown one) goes into the heading and comes back as `personName` for what the page adds.
 */
export async function historyPage(
  sql: Queryable,
  request: Request,
  history: (RecordHistory & { current?: unknown }) | null,
  spec: HistoryPageSpec,
): Promise<{ page: HistoryPageData; personName: string | null }> {
  if (!history) throw notFound();
  const t = await getT(request);
  const id = spec.person;
  const known = id === undefined ? null : (history.people[String(id)] ?? (await peopleNames(sql, [id]))[String(id)]);
  const personName = id === undefined ? null : (known ?? t("history.unknown_person", { id }));
  const heading = t(spec.heading, personName === null ? spec.values : { ...spec.values, person: personName });
  return { page: { heading, back: { to: spec.back.to, label: t(spec.back.label) }, history: historyForPage(history) }, personName };
}

type HistoryBack = HistoryPageSpec["back"];
const AUDIT_LOG: HistoryBack = { to: "/app/audit", label: "audit.title" };
const DELEGATED_APPROVALS: HistoryBack = { to: "/app/profile/delegated-approvals", label: "delegation.approvals.title" };

/** The way back from a record's history: its list for those who keep it, the log for an auditor (`direct` without keeping it), the delegated approvals for a delegate. */
export const historyBackOf = (keeper: boolean, direct: boolean, list: HistoryBack): HistoryBack => (keeper ? list : direct ? AUDIT_LOG : DELEGATED_APPROVALS);

const name = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/);
const position = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const actor = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** What the period fields held, as typed, and why they were refused (translation keys by field). */
export interface AuditPeriodFeedback {
  raw: { from: string; to: string };
  errors: { from?: string; to?: string };
}

/**
 * The audit log's filter and page from the URL. A malformed type, event, actor or cursor is
 * dropped; a period that is not a date or ends before it starts is refused (auditPeriodOf): not
 * applied, with the reason for the page to show beside the field.
 */
export function auditRequestOf(
  url: URL | string,
  known: { streamTypes: readonly string[]; eventTypes: readonly string[] },
): { filter: AuditFilter; page: AuditPage; period: AuditPeriodFeedback } {
  const sp = searchParamsOf(url);
  const pick = <T,>(schema: z.ZodType<T>, k: QueryParam): T | null => {
    const v = sp.get(k);
    if (v === null || v === "") return null;
    const r = schema.safeParse(v.trim());
    return r.success ? r.data : null;
  };
  const streamType = pick(name, "type");
  const eventType = pick(name, "event");
  const raw = { from: (sp.get("from") ?? "").slice(0, 40), to: (sp.get("to") ?? "").slice(0, 40) };
  const period = auditPeriodOf(raw);
  const before = pick(position, "before");
  return {
    filter: {
      streamType: streamType && known.streamTypes.includes(streamType) ? streamType : null,
      eventType: eventType && known.eventTypes.includes(eventType) ? eventType : null,
      actorId: pick(actor, "actor"),
      from: period.from,
      to: period.to,
    },
    page: { before, after: before === null ? pick(position, "after") : null },
    period: { raw, errors: period.errors },
  };
}

/** The log's filter as the export's query string (the page's cursor left out: the export is the whole filtered log). */
export function exportQueryOf(url: URL | string): string {
  const sp = searchParamsOf(url);
  const out = new URLSearchParams();
  for (const k of ["type", "event", "actor", "from", "to"] as const) {
    const v = sp.get(k);
    if (v) out.set(k, v.slice(0, 80));
  }
  return out.toString();
}
