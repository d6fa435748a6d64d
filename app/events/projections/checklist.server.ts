// The checklists' projections (ADR-0072), all inline: the lists, the fill form and the view read
// them right after the redirect.
// - checklist_template_list: one row per template with its questions; a removed one is a tombstone.
// - checklist_list: one row per checklist, shaped like the lists (status, filled, signed, decided);
//   version 2 (migration 0052, ADR-0080) keeps a removed checklist as a tombstone (`removed`);
//   version 3 (migration 0065, ADR-0117) its assigned sites (`site_ids`).
// - checklist_detail: one row per checklist with its questions, each item's answer, the photos of
//   each question and the signature; version 2 (migration 0052, ADR-0080) also each question's
//   attached files; version 3 (migration 0071, ADR-0134) the people whose answers it shows
//   (`answered_by`): an answer's observation and who are the answerer's personal part, and
//   PersonErased (a fan-out over that list) empties them and marks them `textRemoved`, as a rebuild
//   would; the pages show the translated "[removed]".
// - version 4 of both (migration 0077, ADR-0134): a signature's typed name is its signer's and a
//   rejection's reason its rejecter's personal part. checklist_list marks an erased rejecter's
//   reason (`reject_reason_removed`, a fan-out over `decided_by`); checklist_detail names every
//   writer whose text it shows, the answerers and the signer (`writers`, replacing `answered_by`),
//   and an erased signer's signature keeps its method, signer and time without the name or image.
import { CHECKLIST_EVENT_TYPES, CHECKLIST_TEMPLATE_EVENT_TYPES, type Answer, type ChecklistAttachment, type ChecklistImage, type ChecklistQuestion, type NotifyInterval, type SignatureMethod, type TemplateQuestion } from "~/domain/checklist/events";
import { assignedSites, type ChecklistStatus } from "~/domain/checklist/decider";
import { defineProjection, type Row } from "../projection.server";
import { byErasedWriter, isPersonErased } from "./person-erasure.server";

export type ChecklistTemplateRow = Row & {
  id: number;
  type: string;
  name: string;
  mandatory: boolean;
  notify_each: NotifyInterval | null;
  questions: TemplateQuestion[];
  question_count: number;
  item_count: number;
  removed: boolean;
  created_at: string | Date;
  changed_at: string | Date | null;
  stream_version: number;
};

const itemCount = (qs: { items: unknown[] }[]) => qs.reduce((n, q) => n + q.items.length, 0);

export const checklistTemplateList = defineProjection<ChecklistTemplateRow, (typeof CHECKLIST_TEMPLATE_EVENT_TYPES)[number]>({
  name: "checklist_template_list",
  version: 1,
  mode: "inline",
  handles: [...CHECKLIST_TEMPLATE_EVENT_TYPES],
  key: "id",
  keyType: "bigint",
  createdBy: ["ChecklistTemplateCreated"],
  keyOf: (e) => e.data.templateId,
  evolve(row, e) {
    const content = (d: Extract<typeof e, { type: "ChecklistTemplateCreated" | "ChecklistTemplateChanged" }>["data"]) => ({
      type: d.type,
      name: d.name,
      mandatory: d.mandatory,
      notify_each: d.notifyEach,
      questions: d.questions,
      question_count: d.questions.length,
      item_count: itemCount(d.questions),
    });
    if (e.type === "ChecklistTemplateCreated") {
      return { id: e.data.templateId, ...content(e.data), removed: false, created_at: e.data.at, changed_at: null, stream_version: e.version };
    }
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    switch (e.type) {
      case "ChecklistTemplateChanged":
        return { ...r, ...content(e.data), changed_at: e.data.at, stream_version: e.version };
      case "ChecklistTemplateRemoved":
        return { ...r, removed: true, stream_version: e.version };
    }
  },
});

export type ChecklistRow = Row & {
  id: number;
  site_id: number;
  /** every assigned site, site_id first (version 3, ADR-0117) */
  site_ids: number[];
  template_id: number;
  copied_from: number | null;
  title: string;
  checklist_date: string | Date;
  ready_by: string | Date;
  status: ChecklistStatus;
  item_count: number;
  answered_items: number[];
  filled: boolean;
  signed: boolean;
  signed_by: number | null;
  signed_at: string | Date | null;
  created_by: number | null;
  created_at: string | Date;
  decided_by: number | null;
  decided_at: string | Date | null;
  reject_reason: string | null;
  /** the rejecter was erased: the reason is gone (version 4, ADR-0134) */
  reject_reason_removed: boolean;
  removed: boolean;
  removed_by: number | null;
  removed_at: string | Date | null;
  stream_version: number;
};

const itemIds = (qs: ChecklistQuestion[]) => qs.flatMap((q) => q.items.map((i) => i.itemId));

export const checklistList = defineProjection<ChecklistRow, (typeof CHECKLIST_EVENT_TYPES)[number] | "PersonErased", "PersonErased">({
  name: "checklist_list",
  // 3: the assigned sites (migration 0065, ADR-0117); 4: the reason's writer may be erased (migration 0077, ADR-0134)
  version: 4,
  mode: "inline",
  handles: [...CHECKLIST_EVENT_TYPES, "PersonErased"],
  key: "id",
  keyType: "bigint",
  createdBy: ["ChecklistPrepared"],
  keyOf: (e) => e.data.checklistId,
  fanOut: byErasedWriter("decided_by"),
  evolve(row, e) {
    if (e.type === "ChecklistPrepared") {
      const d = e.data;
      return {
        id: d.checklistId,
        site_id: d.siteId,
        site_ids: assignedSites(d),
        template_id: d.templateId,
        copied_from: d.copiedFrom,
        title: d.title,
        checklist_date: d.date,
        ready_by: d.readyBy,
        status: "PENDING",
        item_count: itemCount(d.questions),
        answered_items: [],
        filled: false,
        signed: false,
        signed_by: null,
        signed_at: null,
        created_by: d.by,
        created_at: d.at,
        decided_by: null,
        decided_at: null,
        reject_reason: null,
        reject_reason_removed: false,
        removed: false,
        removed_by: null,
        removed_at: null,
        stream_version: e.version,
      };
    }
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    if (isPersonErased(e)) {
      // the decider (approver or rejecter) was erased: a rejection's reason was theirs
      return r.status === "REJECTED" && r.decided_by === e.data.personId ? { ...r, reject_reason: null, reject_reason_removed: true } : r;
    }
    const v = { stream_version: e.version };
    switch (e.type) {
      case "ChecklistRevised": {
        const ids = new Set(itemIds(e.data.questions));
        const answered = r.answered_items.filter((i) => ids.has(i));
        return { ...r, ...v, title: e.data.title, checklist_date: e.data.date, ready_by: e.data.readyBy, item_count: ids.size, answered_items: answered, filled: answered.length === ids.size };
      }
      case "ChecklistItemAnswered": {
        const answered = r.answered_items.includes(e.data.itemId) ? r.answered_items : [...r.answered_items, e.data.itemId];
        return { ...r, ...v, answered_items: answered, filled: answered.length >= r.item_count };
      }
      case "ChecklistPhotosAdded":
      case "ChecklistAttachmentsAdded":
        return { ...r, ...v };
      case "ChecklistSigned":
        return { ...r, ...v, signed: true, signed_by: e.data.signerId, signed_at: e.data.at };
      case "ChecklistApproved":
        return { ...r, ...v, status: "APPROVED", decided_by: e.data.approverId, decided_at: e.data.at };
      case "ChecklistRejected":
        return { ...r, ...v, status: "REJECTED", decided_by: e.data.approverId, decided_at: e.data.at, reject_reason: e.data.personal?.reason ?? null, reject_reason_removed: e.data.personal === null };
      case "ChecklistRemoved":
        return { ...r, ...v, removed: true, removed_by: e.data.by, removed_at: e.data.at };
    }
  },
});

export interface DetailItem {
  itemId: number;
  label: string;
  answer: Answer | null;
  observation: string;
  who: string;
  dueDate: string | null;
  done: boolean;
  answeredAt: string | null;
  answeredBy: number | null;
  /** the answerer was erased: the observation and who are gone (ADR-0134) */
  textRemoved?: boolean;
}
export interface DetailQuestion {
  questionId: number;
  title: string;
  items: DetailItem[];
  images: ChecklistImage[];
  attachments: ChecklistAttachment[];
}
export interface DetailSignature {
  method: SignatureMethod;
  name: string;
  imageKey: string | null;
  signerId: number;
  at: string;
  /** the signer was erased: the typed name and the image are gone (version 4, ADR-0134) */
  textRemoved?: boolean;
}

export type ChecklistDetailRow = Row & {
  id: number;
  site_id: number;
  questions: DetailQuestion[];
  signature: DetailSignature | null;
  /** who wrote the text shown, the answerers and the signer (version 4): the rows an erasure rewrites */
  writers: number[];
  stream_version: number;
};

/** The people whose text the checklist shows: the answerers of its questions and its signer. */
const writersOf = (qs: DetailQuestion[], signature: DetailSignature | null) =>
  [...new Set([...qs.flatMap((q) => q.items.map((i) => i.answeredBy)), signature?.signerId ?? null].filter((b): b is number => b !== null))].sort((a, b) => a - b);

const unanswered = { answer: null, observation: "", who: "", dueDate: null, done: false, answeredAt: null, answeredBy: null };

/** The new questions with the answers and photos of the items and questions kept. */
function withAnswers(questions: ChecklistQuestion[], before: DetailQuestion[]): DetailQuestion[] {
  const items = new Map(before.flatMap((q) => q.items.map((i) => [i.itemId, i] as const)));
  const images = new Map(before.map((q) => [q.questionId, q.images] as const));
  const attachments = new Map(before.map((q) => [q.questionId, q.attachments] as const));
  return questions.map((q) => ({
    questionId: q.questionId,
    title: q.title,
    items: q.items.map((i) => ({ ...(items.get(i.itemId) ?? unanswered), itemId: i.itemId, label: i.label })),
    images: images.get(q.questionId) ?? [],
    attachments: attachments.get(q.questionId) ?? [],
  }));
}

export const checklistDetail = defineProjection<
  ChecklistDetailRow,
  "ChecklistPrepared" | "ChecklistRevised" | "ChecklistItemAnswered" | "ChecklistPhotosAdded" | "ChecklistAttachmentsAdded" | "ChecklistSigned" | "PersonErased",
  "PersonErased"
>({
  name: "checklist_detail",
  // 3: the answerers, and their text removed on erasure (ADR-0134); 4: the signer's too (`writers`, migration 0077)
  version: 4,
  mode: "inline",
  handles: ["ChecklistPrepared", "ChecklistRevised", "ChecklistItemAnswered", "ChecklistPhotosAdded", "ChecklistAttachmentsAdded", "ChecklistSigned", "PersonErased"],
  key: "id",
  keyType: "bigint",
  createdBy: ["ChecklistPrepared"],
  keyOf: (e) => e.data.checklistId,
  fanOut: byErasedWriter("writers", "bigint[]"),
  evolve(row, e) {
    if (e.type === "ChecklistPrepared") {
      return { id: e.data.checklistId, site_id: e.data.siteId, questions: withAnswers(e.data.questions, []), signature: null, writers: [], stream_version: e.version };
    }
    if (!row) return null;
    const { last_position: _p, ...r } = row;
    if (isPersonErased(e)) {
      const gone = e.data.personId;
      const questions = r.questions.map((q) => ({ ...q, items: q.items.map((i) => (i.answeredBy === gone ? { ...i, observation: "", who: "", textRemoved: true } : i)) }));
      const signature = r.signature && r.signature.signerId === gone ? { ...r.signature, name: "", imageKey: null, textRemoved: true } : r.signature;
      return { ...r, questions, signature };
    }
    const v = { stream_version: e.version };
    switch (e.type) {
      case "ChecklistRevised": {
        const questions = withAnswers(e.data.questions, r.questions);
        return { ...r, ...v, questions, writers: writersOf(questions, r.signature) };
      }
      case "ChecklistItemAnswered": {
        const d = e.data;
        const questions = r.questions.map((q) =>
          q.questionId !== d.questionId
            ? q
            : {
                ...q,
                items: q.items.map((i) =>
                  i.itemId !== d.itemId
                    ? i
                    : { ...i, answer: d.answer, observation: d.personal?.observation ?? "", who: d.personal?.who ?? "", textRemoved: d.personal === null, dueDate: d.dueDate, done: d.done, answeredAt: d.at, answeredBy: d.by },
                ),
              },
        );
        return { ...r, ...v, questions, writers: writersOf(questions, r.signature) };
      }
      case "ChecklistPhotosAdded": {
        const d = e.data;
        // idempotent by key: the same photos applied twice are kept once
        const questions = r.questions.map((q) => (q.questionId !== d.questionId ? q : { ...q, images: [...q.images, ...d.images.filter((i) => !q.images.some((x) => x.key === i.key))] }));
        return { ...r, ...v, questions };
      }
      case "ChecklistAttachmentsAdded": {
        const d = e.data;
        // idempotent by key, as the photos
        const questions = r.questions.map((q) => (q.questionId !== d.questionId ? q : { ...q, attachments: [...q.attachments, ...d.files.filter((f) => !q.attachments.some((x) => x.key === f.key))] }));
        return { ...r, ...v, questions };
      }
      case "ChecklistSigned": {
        const d = e.data;
        // an erased signer's: method, signer and time stay; the name and the image (its file deleted by the erasure) do not
        const signature: DetailSignature = d.personal
          ? { method: d.method, name: d.personal.name, imageKey: d.imageKey, signerId: d.signerId, at: d.at }
          : { method: d.method, name: "", imageKey: null, signerId: d.signerId, at: d.at, textRemoved: true };
        return { ...r, ...v, signature, writers: writersOf(r.questions, signature) };
      }
    }
  },
});
