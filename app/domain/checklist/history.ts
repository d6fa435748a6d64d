// The checklist in a history (ADR-0011, ADR-0080): the fields a history page shows of a state,
// folded with checklistDecider.evolve, so an auditor sees who answered which point when, who signed
// and how, which files were attached, who decided and who removed it. Pure; sites and templates are named by the page when it
// can (the fold knows only their ids).
import type { DomainEvent } from "../shared/decider";
import { formatDate, formatDateTime } from "../shared/format";
import type { HistoryField, HistoryPlug, HistoryValue } from "../shared/history";
import { checklistDecider, type ChecklistState } from "./decider";
import { checklistEventSchema, type ChecklistEvent } from "./events";

const text = (s: string | null | undefined): HistoryValue => (s ? { text: s } : null);
const person = (id: number | null | undefined): HistoryValue => (id === null || id === undefined ? null : { person: id });

/** What a page knows beyond the stream: the names of sites and templates. */
export interface ChecklistNames {
  site?: (siteId: number) => string | null;
  template?: (templateId: number) => string | null;
}

/** A checklist's fields as its history shows them: head, each question and point with its answer, photos, signature, decision, removal. */
export function describeChecklist(s: ChecklistState, names: ChecklistNames = {}): HistoryField[] {
  const f = (k: string, label: string, value: HistoryValue): HistoryField => ({ key: k, label: `checklist.history.field.${label}`, value });
  const head = s.head;
  const fields: HistoryField[] = [
    f("status", "status", head ? { key: `checklist.status.${s.status}` } : null),
    f("title", "title", text(head?.title)),
    f("site", "site", head ? text(names.site?.(s.siteId) ?? `#${s.siteId}`) : null),
    f("template", "template", head ? text(names.template?.(s.templateId) ?? `#${s.templateId}`) : null),
    f("date", "date", text(head ? formatDate(head.date) : null)),
    f("readyBy", "ready_by", text(head ? formatDate(head.readyBy) : null)),
  ];
  s.questions.forEach((q, qi) => {
    fields.push(f(`question-${q.questionId}`, "question", text(`${qi + 1}. ${q.title}`)));
    q.items.forEach((item, ii) => {
      const n = `${qi + 1}.${ii + 1}`;
      const a = s.answers[item.itemId];
      fields.push(f(`item-${item.itemId}`, "item", a ? { key: `checklist.history.item_${a.answer}`, params: { n, label: item.label, done: a.done ? "✓" : "" } } : { key: "checklist.history.item_open", params: { n, label: item.label } }));
      const notes = a ? [a.observation, a.who, a.dueDate ? formatDate(a.dueDate) : ""].filter(Boolean).join(" · ") : "";
      fields.push(f(`item-${item.itemId}-notes`, "notes", text(notes)));
    });
    const photos = s.images[q.questionId]?.length ?? 0;
    fields.push(f(`photos-${q.questionId}`, "photos", photos > 0 ? { key: "checklist.history.photos", params: { n: qi + 1, count: photos } } : null));
    const files = s.attachments[q.questionId] ?? [];
    fields.push(f(`attachments-${q.questionId}`, "attachments", files.length > 0 ? text(`${qi + 1}. ${files.map((x) => x.name).join(", ")}`) : null));
  });
  const sig = s.signature;
  fields.push(
    f("signature", "signature", sig ? (sig.textRemoved ? { key: "erasure.removed" } : { key: `checklist.history.signature_${sig.method}`, params: { name: sig.name } }) : null),
    f("signedBy", "signed_by", person(sig?.signerId)),
    f("signedAt", "signed_at", text(sig ? formatDateTime(sig.at) : null)),
    f("decidedBy", "decided_by", person(s.decidedBy)),
    { key: "decidedFor", label: "delegation.history.decided_for", value: person(s.decidedFor) },
    f("decidedAt", "decided_at", text(formatDateTime(s.decidedAt))),
    f("rejectReason", "reason", s.rejectReasonRemoved ? { key: "erasure.removed" } : text(s.rejectReason)),
    f("removed", "removed", s.removed ? { key: "checklist.history.removed_yes" } : null),
    f("removedBy", "removed_by", person(s.removedBy)),
    f("removedAt", "removed_at", text(formatDateTime(s.removedAt))),
  );
  return fields;
}

/** The checklist's plug into the generic history and audit, naming sites and templates when given. */
export function checklistHistoryWith(names: ChecklistNames = {}): HistoryPlug<ChecklistState, ChecklistEvent> {
  return {
    decider: checklistDecider,
    readable: (e: DomainEvent): e is ChecklistEvent => checklistEventSchema.safeParse(e).success,
    describe: (s) => describeChecklist(s, names),
  };
}

/** The plug without names (the audit's generic history page shows ids). */
export const checklistHistory = checklistHistoryWith();
