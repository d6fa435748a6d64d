// The names of what notifications are about (issue 34), read from the projections when the notices
// are shown or mailed: sites, checklist templates, tools, checklists by title, whose leave, expense
// or tool request it is, a stamp's date and time. One query per kind of record, for the whole list.
import type { Queryable } from "~/db.server";
import { noticeRecordIds, type NoticeNames } from "~/domain/notification/message";
import { personNameOf } from "~/domain/person/name";
import { formatDate, formatDateTime } from "~/domain/shared/format";

const period = (from: string, to: string) => (from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`);

/** The names the notices' messages read; a record not found is left out (the message shows its number). */
export async function noticeNames(db: Queryable, notices: readonly { kind: string; params: Record<string, string | number> }[]): Promise<NoticeNames> {
  const ids = noticeRecordIds(notices);
  const requests = ids.toolRequests.map((k) => k.split(":").map(Number));
  const [sites, templates, tools, checklists, leaves, expenses, toolRequests, stamps] = await Promise.all([
    ids.sites.length ? db<{ id: string; title: string }[]>`SELECT id, title FROM site_list WHERE id = ANY(${ids.sites}::bigint[])` : [],
    ids.templates.length ? db<{ id: string; name: string }[]>`SELECT id, name FROM checklist_template_list WHERE id = ANY(${ids.templates}::bigint[])` : [],
    ids.tools.length ? db<{ id: string; name: string }[]>`SELECT id, name FROM tool_list WHERE id = ANY(${ids.tools}::bigint[])` : [],
    ids.checklists.length ? db<{ id: string; title: string }[]>`SELECT id, title FROM checklist_list WHERE id = ANY(${ids.checklists}::bigint[])` : [],
    ids.leaves.length
      ? db<{ id: string; first_name: string | null; last_name: string | null; start_date: string; end_date: string }[]>`
          SELECT l.id, p.first_name, p.last_name, l.start_date::text AS start_date, l.end_date::text AS end_date
          FROM leave_list l LEFT JOIN person_list p ON p.id = l.person_id WHERE l.id = ANY(${ids.leaves}::bigint[])`
      : [],
    ids.expenses.length
      ? db<{ id: string; first_name: string | null; last_name: string | null; expense_date: string }[]>`
          SELECT e.id, p.first_name, p.last_name, e.expense_date::text AS expense_date
          FROM expense_list e LEFT JOIN person_list p ON p.id = e.person_id WHERE e.id = ANY(${ids.expenses}::bigint[])`
      : [],
    requests.length
      ? db<{ tool_id: string; request_id: string; first_name: string | null; last_name: string | null }[]>`
          SELECT r.tool_id, r.request_id, p.first_name, p.last_name
          FROM tool_request r LEFT JOIN person_list p ON p.id = r.person_id
          WHERE (r.tool_id, r.request_id) IN (SELECT * FROM unnest(${requests.map((r) => r[0])}::bigint[], ${requests.map((r) => r[1])}::bigint[]))`
      : [],
    ids.stamps.length ? db<{ id: string; stamped_at: Date }[]>`SELECT id, stamped_at FROM stamp_list WHERE id = ANY(${ids.stamps}::bigint[])` : [],
  ]);
  const who = (r: { first_name: string | null; last_name: string | null }) => personNameOf(r) || "—";
  return {
    sites: Object.fromEntries(sites.map((r) => [String(r.id), r.title])),
    templates: Object.fromEntries(templates.map((r) => [String(r.id), r.name])),
    tools: Object.fromEntries(tools.map((r) => [String(r.id), r.name])),
    checklists: Object.fromEntries(checklists.map((r) => [String(r.id), r.title])),
    leaves: Object.fromEntries(leaves.map((r) => [String(r.id), { person: who(r), period: period(r.start_date, r.end_date) }])),
    expenses: Object.fromEntries(expenses.map((r) => [String(r.id), { person: who(r), date: formatDate(r.expense_date) }])),
    toolRequests: Object.fromEntries(toolRequests.map((r) => [`${r.tool_id}:${r.request_id}`, who(r)])),
    stamps: Object.fromEntries(stamps.map((r) => [String(r.id), formatDateTime(r.stamped_at.toISOString())])),
  };
}
