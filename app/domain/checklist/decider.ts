// A checklist's rules (ADR-0072): prepared for a site from a template or as a copy of another
// checklist (questions and items only: no answers, no signature, no site of the source's — the
// copy starts unfilled); only a PENDING checklist is revised, answered, signed or decided
// (`edit_allow_only_on_pending`); once signed its answers and questions are locked; signed only
// when every item is answered; approved only when signed; approved and rejected are final and carry
// the approver and the time; a pending or rejected checklist may be removed, an approved one not
// (ADR-0080). Who may prepare, fill, decide and remove is the route's (ADR-0072).
import { can, type Right } from "../access/permissions";
import { delegatedDecisionProblem, type DelegatedAuthority } from "../delegation/approval";
import { onBehalfOf } from "../delegation/on-behalf";
import type { Decider } from "../shared/decider";
import { DomainError, notFound, ruleBroken } from "../shared/errors";
import type { Answer, ChecklistAttachment, ChecklistEvent, ChecklistHead, ChecklistImage, ChecklistQuestion, SignatureMethod, TemplateContent, TemplateQuestion } from "./events";
import { CHECKLIST_LIMITS, checkQuestions } from "./template";

export const CHECKLIST_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** At most this many photos per question. */
const PHOTOS_PER_QUESTION = 10;
/** At most this many attached files per question (ADR-0080). */
const ATTACHMENTS_PER_QUESTION = 5;
/** An attached file's name, as shown and printed. */
const ATTACHMENT_NAME_MAX = 200;

/** A question as a form or a source gives it: ids where it has them (a revision keeps them, and the answers of the items kept). */
export interface QuestionInput {
  questionId?: number;
  title: string;
  items: { itemId?: number; label: string }[];
}

export interface ItemAnswer {
  answer: Answer;
  observation: string;
  who: string;
  dueDate: string | null;
  done: boolean;
  at: string;
  by: number | null;
}

export interface Signature {
  method: SignatureMethod;
  name: string;
  imageKey: string | null;
  signerId: number;
  at: string;
  /** the signer was erased: the typed name and the image are gone (ADR-0134) */
  textRemoved?: boolean;
}

export type ChecklistCommand =
  | {
      type: "PrepareChecklist";
      checklistId: number;
      /** the checklist's own site (its stream's, its PDF's); the first of `siteIds` */
      siteId: number;
      /** every assigned site (ADR-0117); without it, the one site */
      siteIds?: number[];
      templateId: number;
      copiedFrom: number | null;
      head: ChecklistHead;
      questions: QuestionInput[];
    }
  | { type: "ReviseChecklist"; head: ChecklistHead; questions: QuestionInput[] }
  | {
      type: "AnswerChecklistQuestion";
      questionId: number;
      answers: { itemId: number; answer: Answer | null; observation: string; who: string; dueDate: string | null; done: boolean }[];
      images: ChecklistImage[];
      /** files attached to the question (ADR-0080) */
      attachments?: ChecklistAttachment[];
    }
  | { type: "SignChecklist"; method: SignatureMethod; name: string; imageKey: string | null }
  | { type: "ApproveChecklist"; /** decided through a delegation (ADR-0089): checked here, with the delegator's rights */ onBehalf?: DelegatedAuthority | null }
  | { type: "RejectChecklist"; reason: string; onBehalf?: DelegatedAuthority | null }
  | { type: "RemoveChecklist" };

export interface ChecklistState {
  checklistId: number;
  siteId: number;
  /** every assigned site, siteId first (events before issue 34 name one: [siteId]) */
  siteIds: number[];
  templateId: number;
  status: ChecklistStatus;
  head: ChecklistHead | null;
  questions: ChecklistQuestion[];
  /** item id → its answer */
  answers: Record<number, ItemAnswer>;
  /** question id → its photos */
  images: Record<number, ChecklistImage[]>;
  /** question id → its attached files */
  attachments: Record<number, ChecklistAttachment[]>;
  signature: Signature | null;
  lastQuestionId: number;
  lastItemId: number;
  decidedBy: number | null;
  /** decided through a delegation: the approver it was decided for (ADR-0089) */
  decidedFor: number | null;
  decidedAt: string | null;
  rejectReason: string | null;
  /** the rejecter was erased: the reason is gone (ADR-0134) */
  rejectReasonRemoved?: boolean;
  /** who prepared it (nobody decides about their own checklist through a delegation) */
  preparedBy: number | null;
  /** removed by the office (ADR-0080): every command is refused as not found */
  removed: boolean;
  removedBy: number | null;
  removedAt: string | null;
}

/** Who approves and rejects checklists: HR or an administrator. */
export function mayDecideChecklists(rights: readonly Right[]): boolean {
  const access = { rights: new Set(rights) };
  return can(access, "update", "hr") || can(access, "update", "admin");
}

/** A template's questions for a new checklist: titles and labels, no ids (spec part 2 §4: a copy without id and sites). */
export function questionsOfTemplate(t: Pick<TemplateContent, "questions">): QuestionInput[] {
  return t.questions.map((q: TemplateQuestion) => ({ title: q.title, items: q.items.map((i) => ({ label: i.label })) }));
}

/** Another checklist's questions for a copy: no ids, no answers, photos or signature (isFullFilled 0). */
export function questionsOfCopy(source: Pick<ChecklistState, "questions">): QuestionInput[] {
  return source.questions.map((q) => ({ title: q.title, items: q.items.map((i) => ({ label: i.label })) }));
}

/** Filled: every item of every question has an answer. */
export function isFilled(state: Pick<ChecklistState, "questions" | "answers">): boolean {
  return state.questions.length > 0 && state.questions.every((q) => q.items.every((i) => i.itemId in state.answers));
}

/** Why a checklist cannot be exported as a PDF yet (a translation key), or null (ADR-0074): filled, signed and not rejected. */
export function exportBlock(c: { filled: boolean; signed: boolean; status: ChecklistStatus }): string | null {
  if (c.status === "REJECTED") return "checklist.export.rejected";
  if (!c.filled) return "checklist.export.not_filled";
  if (!c.signed) return "checklist.export.not_signed";
  return null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The title and dates checked: a title, two dates, ready by no earlier than the date. */
function checkHead(h: ChecklistHead): ChecklistHead {
  const title = h.title.trim();
  if (!title) throw ruleBroken("errors.required", { field: "title" });
  if (title.length > CHECKLIST_LIMITS.name) throw ruleBroken("forms.errors.too_long_max", { field: "title", params: { max: CHECKLIST_LIMITS.name } });
  if (!DAY.test(h.date)) throw ruleBroken("errors.invalid_date", { field: "date" });
  if (!DAY.test(h.readyBy)) throw ruleBroken("errors.invalid_date", { field: "readyBy" });
  if (h.readyBy < h.date) throw ruleBroken("checklist.errors.ready_before_date", { field: "readyBy" });
  return { title, date: h.date, readyBy: h.readyBy };
}

/** Numbers the questions and items: a kept id stays (when the checklist has it), a new one gets the next number. */
function numbered(input: QuestionInput[], state: Pick<ChecklistState, "questions" | "lastQuestionId" | "lastItemId">): ChecklistQuestion[] {
  const checked = checkQuestions(input);
  const knownQuestions = new Set(state.questions.map((q) => q.questionId));
  const knownItems = new Set(state.questions.flatMap((q) => q.items.map((i) => i.itemId)));
  let q = state.lastQuestionId;
  let i = state.lastItemId;
  const usedQ = new Set<number>();
  const usedI = new Set<number>();
  return checked.map((question) => {
    const questionId = question.questionId !== undefined && knownQuestions.has(question.questionId) && !usedQ.has(question.questionId) ? question.questionId : ++q;
    usedQ.add(questionId);
    return {
      questionId,
      title: question.title,
      items: question.items.map((item) => {
        const itemId = item.itemId !== undefined && knownItems.has(item.itemId) && !usedI.has(item.itemId) ? item.itemId : ++i;
        usedI.add(itemId);
        return { itemId, label: item.label };
      }),
    };
  });
}

function requirePending(state: ChecklistState): void {
  if (state.status !== "PENDING") throw ruleBroken("edit_allow_only_on_pending");
}

function requireUnsigned(state: ChecklistState): void {
  requirePending(state);
  if (state.signature) throw ruleBroken("checklist.errors.signed_locked");
}

function checkImages(images: ChecklistImage[]): void {
  for (const i of images) {
    if (!i.key.startsWith("checklist/") || (i.thumbnailKey !== null && !i.thumbnailKey.startsWith("checklist/"))) throw ruleBroken("checklist.errors.image_unknown", { field: "photos" });
  }
}

function checkAttachments(files: ChecklistAttachment[]): ChecklistAttachment[] {
  return files.map((f) => {
    if (!f.key.startsWith("checklist/")) throw ruleBroken("checklist.errors.attachment_unknown", { field: "attachments" });
    // a name is display only: trimmed, never empty, at most 200 characters
    const name = f.name.trim().slice(0, ATTACHMENT_NAME_MAX) || f.key.slice(f.key.lastIndexOf("/") + 1);
    return { key: f.key, name, contentType: f.contentType, size: f.size };
  });
}

const lastIds = (questions: ChecklistQuestion[], state: Pick<ChecklistState, "lastQuestionId" | "lastItemId">) => ({
  lastQuestionId: Math.max(state.lastQuestionId, ...questions.map((q) => q.questionId)),
  lastItemId: Math.max(state.lastItemId, ...questions.flatMap((q) => q.items.map((i) => i.itemId))),
});

/** A checklist's assigned sites: its own first, then the others once each (an event without the list: its one site). */
export function assignedSites(d: { siteId: number; siteIds?: readonly number[] | null }): number[] {
  return [...new Set([d.siteId, ...(d.siteIds ?? [])])];
}

/** A site's checklist: prepared, answered, signed, decided. */
export const checklistDecider: Decider<ChecklistState, ChecklistCommand, ChecklistEvent> = {
  streamType: "checklist",
  initialState: () => ({
    checklistId: 0,
    siteId: 0,
    siteIds: [],
    templateId: 0,
    status: "PENDING",
    head: null,
    questions: [],
    answers: {},
    images: {},
    attachments: {},
    signature: null,
    lastQuestionId: 0,
    lastItemId: 0,
    decidedBy: null,
    decidedFor: null,
    decidedAt: null,
    rejectReason: null,
    preparedBy: null,
    removed: false,
    removedBy: null,
    removedAt: null,
  }),
  evolve(state, e) {
    switch (e.type) {
      case "ChecklistPrepared": {
        const d = e.data;
        return { ...state, checklistId: d.checklistId, siteId: d.siteId, siteIds: assignedSites(d), templateId: d.templateId, head: { title: d.title, date: d.date, readyBy: d.readyBy }, questions: d.questions, preparedBy: d.by, ...lastIds(d.questions, state) };
      }
      case "ChecklistRevised": {
        const d = e.data;
        const items = new Set(d.questions.flatMap((q) => q.items.map((i) => i.itemId)));
        const questions = new Set(d.questions.map((q) => q.questionId));
        const answers = Object.fromEntries(Object.entries(state.answers).filter(([id]) => items.has(Number(id))));
        const images = Object.fromEntries(Object.entries(state.images).filter(([id]) => questions.has(Number(id))));
        const attachments = Object.fromEntries(Object.entries(state.attachments).filter(([id]) => questions.has(Number(id))));
        return { ...state, head: { title: d.title, date: d.date, readyBy: d.readyBy }, questions: d.questions, answers, images, attachments, ...lastIds(d.questions, state) };
      }
      case "ChecklistItemAnswered": {
        const d = e.data;
        return { ...state, answers: { ...state.answers, [d.itemId]: { answer: d.answer, observation: d.personal?.observation ?? "", who: d.personal?.who ?? "", dueDate: d.dueDate, done: d.done, at: d.at, by: d.by } } };
      }
      case "ChecklistPhotosAdded":
        return { ...state, images: { ...state.images, [e.data.questionId]: [...(state.images[e.data.questionId] ?? []), ...e.data.images] } };
      case "ChecklistAttachmentsAdded":
        return { ...state, attachments: { ...state.attachments, [e.data.questionId]: [...(state.attachments[e.data.questionId] ?? []), ...e.data.files] } };
      case "ChecklistSigned": {
        const d = e.data;
        // an erased signer's signature keeps its method, signer and time; the name and image are gone
        return { ...state, signature: d.personal ? { method: d.method, name: d.personal.name, imageKey: d.imageKey, signerId: d.signerId, at: d.at } : { method: d.method, name: "", imageKey: null, signerId: d.signerId, at: d.at, textRemoved: true } };
      }
      case "ChecklistApproved":
        return { ...state, status: "APPROVED", decidedBy: e.data.approverId, decidedFor: e.data.onBehalfOf ?? null, decidedAt: e.data.at };
      case "ChecklistRejected":
        return { ...state, status: "REJECTED", decidedBy: e.data.approverId, decidedFor: e.data.onBehalfOf ?? null, decidedAt: e.data.at, rejectReason: e.data.personal?.reason ?? null, rejectReasonRemoved: e.data.personal === null };
      case "ChecklistRemoved":
        return { ...state, removed: true, removedBy: e.data.by, removedAt: e.data.at };
    }
  },
  decide(command, state, ctx) {
    const ref = { checklistId: state.checklistId, siteId: state.siteId, at: ctx.now, by: ctx.actorId };
    if (command.type === "PrepareChecklist") {
      if (state.head) throw ruleBroken("errors.already_exists");
      const head = checkHead(command.head);
      // a new checklist numbers from 1 whatever ids its source had
      const questions = numbered(command.questions.map((q) => ({ title: q.title, items: q.items.map((i) => ({ label: i.label })) })), state);
      const siteIds = assignedSites({ siteId: command.siteId, siteIds: command.siteIds });
      return [
        {
          type: "ChecklistPrepared",
          data: { checklistId: command.checklistId, siteId: command.siteId, siteIds, at: ctx.now, by: ctx.actorId, ...head, templateId: command.templateId, copiedFrom: command.copiedFrom, questions },
        },
      ];
    }
    if (!state.head) throw notFound();
    if (state.removed) {
      // a second removal (a double submit, Back and resubmit) changes nothing; anything else is for a checklist that is gone
      if (command.type === "RemoveChecklist") return [];
      throw notFound();
    }
    switch (command.type) {
      case "RemoveChecklist":
        // an approved checklist is the record the client received: it stays (ADR-0080)
        if (state.status === "APPROVED") throw ruleBroken("checklist.errors.approved_not_removed");
        return [{ type: "ChecklistRemoved", data: ref }];
      case "ReviseChecklist": {
        requireUnsigned(state);
        const head = checkHead(command.head);
        const questions = numbered(command.questions, state);
        const unchanged = JSON.stringify({ head, questions }) === JSON.stringify({ head: state.head, questions: state.questions });
        return unchanged ? [] : [{ type: "ChecklistRevised", data: { ...ref, ...head, questions } }];
      }
      case "AnswerChecklistQuestion": {
        requireUnsigned(state);
        const question = state.questions.find((q) => q.questionId === command.questionId);
        if (!question) throw notFound();
        const events: ChecklistEvent[] = [];
        for (const a of command.answers) {
          if (!question.items.some((i) => i.itemId === a.itemId)) throw ruleBroken("checklist.errors.item_unknown");
          if (a.answer === null) continue;
          const observation = a.observation.replace(/\r\n?/g, "\n").trim();
          const who = a.who.trim();
          if (observation.length > CHECKLIST_LIMITS.observation) throw ruleBroken("forms.errors.too_long_max", { field: `observation-${a.itemId}`, params: { max: CHECKLIST_LIMITS.observation } });
          if (who.length > CHECKLIST_LIMITS.who) throw ruleBroken("forms.errors.too_long_max", { field: `who-${a.itemId}`, params: { max: CHECKLIST_LIMITS.who } });
          if (a.dueDate !== null && !DAY.test(a.dueDate)) throw ruleBroken("errors.invalid_date", { field: `dueDate-${a.itemId}` });
          const was = state.answers[a.itemId];
          if (was && was.answer === a.answer && was.observation === observation && was.who === who && was.dueDate === a.dueDate && was.done === a.done) continue;
          events.push({ type: "ChecklistItemAnswered", data: { ...ref, questionId: question.questionId, itemId: a.itemId, answer: a.answer, dueDate: a.dueDate, done: a.done, personal: { observation, who } } });
        }
        if (command.images.length > 0) {
          checkImages(command.images);
          if ((state.images[question.questionId]?.length ?? 0) + command.images.length > PHOTOS_PER_QUESTION) {
            throw ruleBroken("checklist.errors.too_many_photos", { field: "photos", params: { max: PHOTOS_PER_QUESTION } });
          }
          events.push({ type: "ChecklistPhotosAdded", data: { ...ref, questionId: question.questionId, images: command.images } });
        }
        const files = command.attachments ?? [];
        if (files.length > 0) {
          const checked = checkAttachments(files);
          if ((state.attachments[question.questionId]?.length ?? 0) + checked.length > ATTACHMENTS_PER_QUESTION) {
            throw ruleBroken("checklist.errors.too_many_attachments", { field: "attachments", params: { max: ATTACHMENTS_PER_QUESTION } });
          }
          events.push({ type: "ChecklistAttachmentsAdded", data: { ...ref, questionId: question.questionId, files: checked } });
        }
        return events;
      }
      case "SignChecklist": {
        requirePending(state);
        if (state.signature) throw ruleBroken("checklist.errors.already_signed");
        if (!isFilled(state)) throw ruleBroken("checklist.errors.not_filled");
        if (ctx.actorId === null) throw ruleBroken("errors.forbidden");
        const name = command.name.trim();
        if (command.method === "typed") {
          if (!name) throw ruleBroken("checklist.errors.signature_name_required", { field: "signatureName" });
          if (name.length > CHECKLIST_LIMITS.who) throw ruleBroken("forms.errors.too_long_max", { field: "signatureName", params: { max: CHECKLIST_LIMITS.who } });
          return [{ type: "ChecklistSigned", data: { ...ref, method: "typed", imageKey: null, signerId: ctx.actorId, personal: { name } } }];
        }
        if (!command.imageKey || !command.imageKey.startsWith("checklist/")) throw ruleBroken("checklist.errors.signature_image_required", { field: "signatureImage" });
        return [{ type: "ChecklistSigned", data: { ...ref, method: command.method, imageKey: command.imageKey, signerId: ctx.actorId, personal: { name } } }];
      }
      case "ApproveChecklist":
      case "RejectChecklist": {
        if (state.status !== "PENDING") throw ruleBroken("checklist.errors.already_decided", { params: { status: state.status } });
        if (ctx.actorId === null) throw ruleBroken("errors.forbidden");
        const onBehalf = command.onBehalf ?? null;
        if (onBehalf) {
          // the delegation's rule (ADR-0089): the delegate's, the kind, the period, and nobody about
          // a checklist they prepared or signed themselves (nor one the delegator did); then the
          // delegator's right to decide checklists (directly, the route checks the decider's)
          const subjects = [state.signature?.signerId ?? null, state.preparedBy].filter((p): p is number => p !== null);
          for (const subject of subjects.length > 0 ? subjects : [0]) {
            const problem = delegatedDecisionProblem(onBehalf, "checklist", ctx.actorId, subject, ctx.now);
            if (problem) throw problem;
          }
          if (!mayDecideChecklists(onBehalf.delegatorRights)) throw new DomainError("forbidden", "errors.forbidden");
        }
        if (command.type === "ApproveChecklist") {
          if (!state.signature) throw ruleBroken("checklist.errors.not_signed");
          return [{ type: "ChecklistApproved", data: { ...ref, approverId: ctx.actorId, ...onBehalfOf(onBehalf) } }];
        }
        const reason = command.reason.trim();
        if (reason.length > CHECKLIST_LIMITS.reason) throw ruleBroken("forms.errors.too_long_max", { field: "reason", params: { max: CHECKLIST_LIMITS.reason } });
        return [{ type: "ChecklistRejected", data: { ...ref, approverId: ctx.actorId, personal: { reason }, ...onBehalfOf(onBehalf) } }];
      }
    }
  },
};
