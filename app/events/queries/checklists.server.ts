// Reads of the checklists' projections (ADR-0072): the list (createdAt descending, 20 a page,
// filters site, template and status; for a person without allChecklists only the sites whose team
// they are on), the templates, one checklist with its questions and answers, and the mandatory
// templates due on a worker's sites.
import type { Queryable } from "~/db.server";
import type { ChecklistStatus } from "~/domain/checklist/decider";
import type { NotifyInterval, TemplateQuestion, TemplateType } from "~/domain/checklist/events";
import type { DetailQuestion, DetailSignature } from "../projections/checklist.server";

export const CHECKLIST_PAGE_SIZE = 20;
/** Spec part 2 §9: templates are fetched 1000 at a time. */
const TEMPLATE_FETCH = 1000;

export interface ChecklistFilter {
  siteId?: number;
  templateId?: number;
  status?: ChecklistStatus;
  /** null: every site (allChecklists); else only the checklists of the sites whose team this person is on */
  teamOf: number | null;
}

export interface ChecklistListItem {
  id: number;
  siteId: number;
  siteTitle: string;
  /** every assigned site (ADR-0117), its own first: id and title */
  sites: { id: number; title: string; companyCode: string }[];
  companyCode: string;
  templateId: number;
  templateName: string | null;
  copiedFrom: number | null;
  title: string;
  date: string;
  readyBy: string;
  status: ChecklistStatus;
  itemCount: number;
  answeredCount: number;
  filled: boolean;
  signed: boolean;
  signedBy: number | null;
  signerName: string | null;
  signedAt: Date | null;
  createdAt: Date;
  decidedBy: number | null;
  deciderName: string | null;
  decidedAt: Date | null;
  rejectReason: string | null;
  /** the rejecter was erased: the reason is gone (ADR-0134) */
  rejectReasonRemoved: boolean;
  /** removed (ADR-0080): only its history shows it */
  removed: boolean;
  version: number;
}

type ListRow = {
  id: number | string;
  site_id: number | string;
  site_title: string | null;
  sites: { id: number | string; title: string | null; companyCode: string | null }[] | null;
  company_code: string | null;
  template_id: number | string;
  template_name: string | null;
  copied_from: number | string | null;
  title: string;
  checklist_date: string;
  ready_by: string;
  status: ChecklistStatus;
  item_count: number;
  answered: number;
  filled: boolean;
  signed: boolean;
  signed_by: number | string | null;
  signer_name: string | null;
  signed_at: Date | null;
  created_at: Date;
  decided_by: number | string | null;
  decider_name: string | null;
  decided_at: Date | null;
  reject_reason: string | null;
  reject_reason_removed: boolean;
  removed: boolean;
  stream_version: number;
};

const num = (v: number | string | null) => (v === null ? null : Number(v));

function item(r: ListRow): ChecklistListItem {
  return {
    id: Number(r.id),
    siteId: Number(r.site_id),
    siteTitle: r.site_title ?? "",
    sites: (r.sites ?? []).map((x) => ({ id: Number(x.id), title: x.title ?? "", companyCode: x.companyCode ?? "" })),
    companyCode: r.company_code ?? "",
    templateId: Number(r.template_id),
    templateName: r.template_name,
    copiedFrom: num(r.copied_from),
    title: r.title,
    date: r.checklist_date,
    readyBy: r.ready_by,
    status: r.status,
    itemCount: r.item_count,
    answeredCount: r.answered,
    filled: r.filled,
    signed: r.signed,
    signedBy: num(r.signed_by),
    signerName: r.signer_name,
    signedAt: r.signed_at,
    createdAt: r.created_at,
    decidedBy: num(r.decided_by),
    deciderName: r.decider_name,
    decidedAt: r.decided_at,
    rejectReason: r.reject_reason,
    rejectReasonRemoved: r.reject_reason_removed,
    removed: r.removed,
    version: r.stream_version,
  };
}

function where(db: Queryable, f: ChecklistFilter) {
  return db`
    WHERE NOT c.removed
    ${f.siteId !== undefined ? db`AND ${f.siteId}::bigint = ANY(c.site_ids)` : db``}
    ${f.templateId !== undefined ? db`AND c.template_id = ${f.templateId}` : db``}
    ${f.status !== undefined ? db`AND c.status = ${f.status}` : db``}
    ${f.teamOf !== null ? db`AND c.site_ids && ARRAY(SELECT site_id FROM site_team WHERE person_id = ${f.teamOf} AND NOT removed)::bigint[]` : db``}`;
}

const select = (db: Queryable) => db`
  SELECT c.id, c.site_id, s.title AS site_title,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'title', sl.title, 'companyCode', sl.company_code) ORDER BY a.n), '[]'::jsonb)
            FROM unnest(c.site_ids) WITH ORDINALITY AS a(id, n) LEFT JOIN site_list sl ON sl.id = a.id) AS sites,
         s.company_code, c.template_id, t.name AS template_name, c.copied_from, c.title,
         to_char(c.checklist_date, 'YYYY-MM-DD') AS checklist_date, to_char(c.ready_by, 'YYYY-MM-DD') AS ready_by, c.status,
         c.item_count, jsonb_array_length(c.answered_items) AS answered, c.filled, c.signed, c.signed_by,
         CASE WHEN sp.id IS NULL THEN NULL ELSE sp.first_name || ' ' || sp.last_name END AS signer_name, c.signed_at, c.created_at,
         c.decided_by, CASE WHEN dp.id IS NULL THEN NULL ELSE dp.first_name || ' ' || dp.last_name END AS decider_name, c.decided_at,
         c.reject_reason, c.reject_reason_removed, c.removed, c.stream_version
  FROM checklist_list c
  LEFT JOIN site_list s ON s.id = c.site_id
  LEFT JOIN checklist_template_list t ON t.id = c.template_id
  LEFT JOIN person_list sp ON sp.id = c.signed_by AND NOT sp.erased
  LEFT JOIN person_list dp ON dp.id = c.decided_by AND NOT dp.erased`;

/** A page of checklists, newest first (spec part 2 §9: createdAt descending, 20 a page), and how many there are. */
export async function checklistPage(db: Queryable, f: ChecklistFilter, page: number, size = CHECKLIST_PAGE_SIZE): Promise<{ rows: ChecklistListItem[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db<ListRow[]>`${select(db)} ${where(db, f)} ORDER BY c.created_at DESC, c.id DESC LIMIT ${size} OFFSET ${(Math.max(1, page) - 1) * size}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM checklist_list c ${where(db, f)}`,
  ]);
  return { rows: rows.map(item), total: count.n };
}

/**
 * The signed checklists waiting for a decision, oldest first, within a scope (`teamOf` as in
 * ChecklistFilter), with who prepared each: a delegate's list of a delegator's approvals (ADR-0089).
 */
export async function decidableChecklists(db: Queryable, teamOf: number | null, limit = 50): Promise<(ChecklistListItem & { createdBy: number | null })[]> {
  const rows = await db<(ListRow & { created_by: number | string | null })[]>`
    SELECT sel.*, cc.created_by FROM (${select(db)} ${where(db, { status: "PENDING", teamOf })} AND c.signed) sel
    JOIN checklist_list cc ON cc.id = sel.id
    ORDER BY sel.signed_at ASC NULLS LAST, sel.id ASC LIMIT ${limit}`;
  return rows.map((r) => ({ ...item(r), createdBy: r.created_by === null ? null : Number(r.created_by) }));
}

/** How many checklists a site has (not removed): the site dashboard's counter. */
export async function siteChecklistCount(db: Queryable, siteId: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM checklist_list WHERE ${siteId}::bigint = ANY(site_ids) AND NOT removed`;
  return row?.n ?? 0;
}

/** One checklist's list row, or null; a removed one only with `includeRemoved` (its history, ADR-0080). */
export async function checklistById(db: Queryable, id: number, opts: { includeRemoved?: boolean } = {}): Promise<ChecklistListItem | null> {
  const [row] = await db<ListRow[]>`${select(db)} WHERE c.id = ${id} ${opts.includeRemoved ? db`` : db`AND NOT c.removed`}`;
  return row ? item(row) : null;
}

export interface ChecklistDetail {
  questions: DetailQuestion[];
  signature: DetailSignature | null;
}

/** A checklist's questions with their answers and photos, and its signature. */
export async function checklistDetailById(db: Queryable, id: number): Promise<ChecklistDetail | null> {
  const [row] = await db<{ questions: DetailQuestion[]; signature: DetailSignature | null }[]>`SELECT questions, signature FROM checklist_detail WHERE id = ${id}`;
  return row ? { questions: row.questions, signature: row.signature } : null;
}

/** Is this person on the team of one of these sites (and with which function; a foreman's first)? */
export async function teamFunctionOnAny(db: Queryable, siteIds: readonly number[], personId: number): Promise<string | null> {
  if (siteIds.length === 0) return null;
  const [row] = await db<{ project_function: string }[]>`
    SELECT project_function FROM site_team WHERE site_id = ANY(${siteIds as number[]}::bigint[]) AND person_id = ${personId} AND NOT removed
    ORDER BY project_function = 'FOREMAN' DESC LIMIT 1`;
  return row?.project_function ?? null;
}

export interface TemplateItem {
  id: number;
  type: TemplateType;
  name: string;
  mandatory: boolean;
  notifyEach: NotifyInterval | null;
  questions: TemplateQuestion[];
  questionCount: number;
  itemCount: number;
  version: number;
}

type TemplateRow = { id: number | string; type: TemplateType; name: string; mandatory: boolean; notify_each: NotifyInterval | null; questions: TemplateQuestion[]; question_count: number; item_count: number; stream_version: number };
const template = (r: TemplateRow): TemplateItem => ({
  id: Number(r.id),
  type: r.type,
  name: r.name,
  mandatory: r.mandatory,
  notifyEach: r.notify_each,
  questions: r.questions,
  questionCount: r.question_count,
  itemCount: r.item_count,
  version: r.stream_version,
});

/** The templates not removed, by name (at most 1000). */
export async function checklistTemplates(db: Queryable): Promise<TemplateItem[]> {
  const rows = await db<TemplateRow[]>`SELECT * FROM checklist_template_list WHERE NOT removed ORDER BY name, id LIMIT ${TEMPLATE_FETCH}`;
  return rows.map(template);
}

/** A template that is not removed, or null. */
export async function checklistTemplateById(db: Queryable, id: number): Promise<TemplateItem | null> {
  const [row] = await db<TemplateRow[]>`SELECT * FROM checklist_template_list WHERE id = ${id} AND NOT removed`;
  return row ? template(row) : null;
}

/** The sites a person may choose for a new checklist: every site (null) or the ones whose team they are on; titles by name. */
export async function checklistSites(db: Queryable, teamOf: number | null): Promise<{ id: number; title: string }[]> {
  const rows = teamOf === null
    ? await db<{ id: number | string; title: string }[]>`SELECT id, title FROM site_list WHERE status = 'OPEN' ORDER BY title, id LIMIT 2000`
    : await db<{ id: number | string; title: string }[]>`SELECT s.id, s.title FROM site_list s JOIN site_team t ON t.site_id = s.id AND NOT t.removed AND t.person_id = ${teamOf} ORDER BY s.title, s.id`;
  return rows.map((r) => ({ id: Number(r.id), title: r.title }));
}

export interface DueMandatory {
  siteId: number;
  siteTitle: string;
  templateId: number;
  templateName: string;
  notifyEach: NotifyInterval;
  /** YYYY-MM-DD of the last checklist from this template on this site, or null */
  lastDate: string | null;
}

/** The mandatory templates of the person's sites with the date of each site's latest checklist from it (the start page decides which are due). */
export async function mandatoryTemplatesOf(db: Queryable, personId: number): Promise<DueMandatory[]> {
  const rows = await db<{ site_id: number | string; site_title: string; template_id: number | string; name: string; notify_each: NotifyInterval; last_date: string | null }[]>`
    SELECT s.id AS site_id, s.title AS site_title, t.id AS template_id, t.name, t.notify_each,
           (SELECT to_char(max(c.checklist_date), 'YYYY-MM-DD') FROM checklist_list c WHERE s.id = ANY(c.site_ids) AND c.template_id = t.id AND c.status <> 'REJECTED' AND NOT c.removed) AS last_date
    FROM site_team st
    JOIN site_list s ON s.id = st.site_id AND s.status = 'OPEN'
    CROSS JOIN checklist_template_list t
    WHERE st.person_id = ${personId} AND NOT st.removed AND t.mandatory AND NOT t.removed AND t.notify_each IS NOT NULL
    ORDER BY s.title, t.name`;
  return rows.map((r) => ({ siteId: Number(r.site_id), siteTitle: r.site_title, templateId: Number(r.template_id), templateName: r.name, notifyEach: r.notify_each, lastDate: r.last_date }));
}

export interface OpenChecklist {
  id: number;
  siteId: number;
  siteTitle: string;
  title: string;
  /** YYYY-MM-DD */
  readyBy: string;
  itemCount: number;
  answeredCount: number;
  filled: boolean;
  /** the person is the site's foreman (signs once filled) */
  foreman: boolean;
}

/**
 * The checklists waiting for the person on the open sites whose team they are on (their start
 * page): pending and not signed yet — to fill, or, for the site's foreman, to sign once filled
 * (a filled one is not listed for the others: nothing is left for them to do).
 * The earliest ready-by date first, at most `limit`.
 */
export async function openChecklistsOf(db: Queryable, personId: number, limit = 10): Promise<OpenChecklist[]> {
  const rows = await db<{ id: number | string; site_id: number | string; site_title: string; title: string; ready_by: string; item_count: number; answered: number; filled: boolean; foreman: boolean }[]>`
    SELECT * FROM (
      SELECT c.id, my.site_id, s.title AS site_title, c.title, c.ready_by AS day, to_char(c.ready_by, 'YYYY-MM-DD') AS ready_by, c.item_count,
             jsonb_array_length(c.answered_items) AS answered, c.filled,
             EXISTS (SELECT 1 FROM site_team f WHERE f.site_id = ANY(c.site_ids) AND f.person_id = ${personId} AND NOT f.removed AND f.project_function = 'FOREMAN') AS foreman
      FROM checklist_list c
      -- the person's site among the assigned ones (ADR-0117): the checklist's own first
      JOIN LATERAL (SELECT st.site_id FROM site_team st WHERE st.person_id = ${personId} AND NOT st.removed AND st.site_id = ANY(c.site_ids)
                    ORDER BY st.site_id = c.site_id DESC, st.site_id LIMIT 1) my ON true
      JOIN site_list s ON s.id = my.site_id AND s.status = 'OPEN'
      WHERE NOT c.removed AND c.status = 'PENDING' AND NOT c.signed) o
    -- a filled one waits for the foreman only
    WHERE NOT o.filled OR o.foreman
    ORDER BY o.day, o.id
    LIMIT ${limit}`;
  return rows.map((r) => ({
    id: Number(r.id),
    siteId: Number(r.site_id),
    siteTitle: r.site_title,
    title: r.title,
    readyBy: r.ready_by,
    itemCount: r.item_count,
    answeredCount: r.answered,
    filled: r.filled,
    foreman: r.foreman,
  }));
}

/** The highest event position of a checklist's rows (the PDF's footer, ADR-0005). */
export async function checklistPosition(db: Queryable, id: number): Promise<number> {
  const [row] = await db<{ p: string | number | null }[]>`
    SELECT greatest((SELECT last_position FROM checklist_list WHERE id = ${id}), (SELECT last_position FROM checklist_detail WHERE id = ${id})) AS p`;
  return Number(row?.p ?? 0);
}

/**
 * Whom a checklist's approval was decided for through a delegation (ADR-0089), null when the
 * approver decided in their own right: read from the checklist's own stream (its approval event),
 * one index lookup, for the PDF's "approved by X for Y".
 */
export async function checklistApprovedFor(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db<{ for_id: string | null }[]>`
    SELECT data->>'onBehalfOf' AS for_id FROM events
    WHERE stream_id = ${`checklist-${id}`} AND event_type = 'ChecklistApproved' ORDER BY version DESC LIMIT 1`;
  const forId = Number(row?.for_id ?? NaN);
  return Number.isSafeInteger(forId) && forId > 0 ? forId : null;
}
