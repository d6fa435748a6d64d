// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// Checklists (ADR-0072): a template (stream `checklisttemplate-<id>`) is a named list of questions,
// each with the items (points to check) a checklist copies; a checklist (stream `checklist-<id>`) is
// prepared for a site from a template or as a copy of another checklist, answered item by item,
// signed by the foreman and approved or rejected by HR. Every answer and the signature are events,
// so the history shows who answered what and when.
import type { OnBehalf } from "../delegation/on-behalf";
import { onBehalfFields } from "../delegation/on-behalf-schema";
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas, eventUnionOf } from "../shared/event-schemas";
import { NOTIFY_INTERVALS, TEMPLATE_TYPES, ANSWERS, type NotifyInterval, type TemplateType, type Answer } from "./lists";
export { NOTIFY_INTERVALS, TEMPLATE_TYPES, ANSWERS, type NotifyInterval, type TemplateType, type Answer } from "./lists";

/** A template's question: its title and the labels of its items. */
export interface TemplateQuestion {
  title: string;
  items: { label: string }[];
}



export interface TemplateContent {
  type: TemplateType;
  name: string;
  /** mandatory for the workers of a site: due every `notifyEach` */
  mandatory: boolean;
  /** null unless mandatory */
  notifyEach: NotifyInterval | null;
  questions: TemplateQuestion[];
}

interface TemplateRef {
  templateId: number;
  at: string;
  by: number | null;
}

export type ChecklistTemplateCreated = DomainEvent<"ChecklistTemplateCreated", TemplateRef & TemplateContent>;
/** Carries the whole new content. */
export type ChecklistTemplateChanged = DomainEvent<"ChecklistTemplateChanged", TemplateRef & TemplateContent>;
/** No new checklist is prepared from it any more; the checklists prepared from it stay. Final. */
export type ChecklistTemplateRemoved = DomainEvent<"ChecklistTemplateRemoved", TemplateRef>;

export type ChecklistTemplateEvent = ChecklistTemplateCreated | ChecklistTemplateChanged | ChecklistTemplateRemoved;
export const CHECKLIST_TEMPLATE_EVENT_TYPES = ["ChecklistTemplateCreated", "ChecklistTemplateChanged", "ChecklistTemplateRemoved"] as const;

/** An item of a checklist's question, numbered within the checklist. */
export interface ChecklistItem {
  itemId: number;
  label: string;
}

/** A checklist's question, numbered within the checklist. */
export interface ChecklistQuestion {
  questionId: number;
  title: string;
  items: ChecklistItem[];
}

/** A photo of a question (under checklist/), with its thumbnail. */
export interface ChecklistImage {
  key: string;
  thumbnailKey: string | null;
}

/** A file attached to a question (a PDF, a drawing, an office file, an image) under checklist/, with the name it was uploaded with (ADR-0080). */
export interface ChecklistAttachment {
  key: string;
  name: string;
  contentType: string;
  size: number;
}


/** How the foreman signed (ADR-0073): a typed name, an uploaded image or a drawn one (a PNG). */
export const SIGNATURE_METHODS = ["typed", "image", "drawn"] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

interface Ref {
  checklistId: number;
  siteId: number;
  at: string;
  by: number | null;
}

export interface ChecklistHead {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD: to be filled by */
  readyBy: string;
}

/** Prepared for a site from a template (copiedFrom null) or as a copy of another checklist. */
export type ChecklistPrepared = DomainEvent<
  "ChecklistPrepared",
  // siteIds: every assigned site, siteId first (issue 34, ADR-0117); events before it carry siteId alone, which is the list
  Ref & ChecklistHead & { siteIds?: number[]; templateId: number; copiedFrom: number | null; questions: ChecklistQuestion[] }
>;
/** Its title, dates or questions changed while pending; carries the whole new content (answers of items left out are gone). */
export type ChecklistRevised = DomainEvent<"ChecklistRevised", Ref & ChecklistHead & { questions: ChecklistQuestion[] }>;
/** The free text of an answer: the observation and who is to act (a name as typed). */
export interface AnswerText {
  observation: string;
  who: string;
}

/**
 * One item answered (or its answer changed): OK / not OK / not applicable, an observation, who, by
 * when, done. Version 2 (ADR-0134): the observation and who are the answerer's (`by`) `personal`
 * part, null once they are erased; version 1 kept them plain and is upcast.
 */
export type ChecklistItemAnswered = DomainEvent<
  "ChecklistItemAnswered",
  Ref & { questionId: number; itemId: number; answer: Answer; dueDate: string | null; done: boolean; personal: AnswerText | null }
>;
/** Photos added to a question. */
export type ChecklistPhotosAdded = DomainEvent<"ChecklistPhotosAdded", Ref & { questionId: number; images: ChecklistImage[] }>;
/** Files attached to a question (ADR-0080). */
export type ChecklistAttachmentsAdded = DomainEvent<"ChecklistAttachmentsAdded", Ref & { questionId: number; files: ChecklistAttachment[] }>;
/**
 * Signed by the foreman once every item is answered: `name` typed or the signer's, `imageKey` for an
 * image or a drawing. Version 2 (ADR-0134): the name is the signer's (`signerId`) `personal` part,
 * null once they are erased — and then the image is not shown either (the erasure deletes its file);
 * the key stays outside `personal`, where the storage sweep reads it. Version 1 kept the name plain
 * and is upcast.
 */
export type ChecklistSigned = DomainEvent<"ChecklistSigned", Ref & { method: SignatureMethod; imageKey: string | null; signerId: number; personal: SignatureText | null }>;
/** The typed name of a signature. */
export interface SignatureText {
  name: string;
}
/** Approved by HR or an administrator (or, through a delegation, by their delegate `onBehalfOf` them, ADR-0089): final. */
export type ChecklistApproved = DomainEvent<"ChecklistApproved", Ref & { approverId: number } & OnBehalf>;
/**
 * Rejected by HR or an administrator (or their delegate, ADR-0089): final. Version 2 (ADR-0134):
 * the reason is its writer's (`approverId`) `personal` part, null once they are erased; version 1
 * kept it plain and is upcast.
 */
export type ChecklistRejected = DomainEvent<"ChecklistRejected", Ref & { approverId: number; personal: RejectText | null } & OnBehalf>;
/** The reason written with a rejection. */
export interface RejectText {
  reason: string;
}
/** Removed by the office (ADR-0080): gone from every list and refused every command; its stream stays for the history. Final. */
export type ChecklistRemoved = DomainEvent<"ChecklistRemoved", Ref>;

export type ChecklistEvent =
  | ChecklistPrepared
  | ChecklistRevised
  | ChecklistItemAnswered
  | ChecklistPhotosAdded
  | ChecklistAttachmentsAdded
  | ChecklistSigned
  | ChecklistApproved
  | ChecklistRejected
  | ChecklistRemoved;
export const CHECKLIST_EVENT_TYPES = [
  "ChecklistPrepared",
  "ChecklistRevised",
  "ChecklistItemAnswered",
  "ChecklistPhotosAdded",
  "ChecklistAttachmentsAdded",
  "ChecklistSigned",
  "ChecklistApproved",
  "ChecklistRejected",
  "ChecklistRemoved",
] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const templateRef = { templateId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const templateContent = {
  type: z.enum(TEMPLATE_TYPES),
  name: z.string().min(1),
  mandatory: z.boolean(),
  notifyEach: z.enum(NOTIFY_INTERVALS).nullable(),
  questions: z.array(z.object({ title: z.string().min(1), items: z.array(z.object({ label: z.string().min(1) })) })),
};

/** Every template event's data, for reading rows back (ADR-0050). */
export const checklistTemplateEvents = eventSchemas<ChecklistTemplateEvent>("checklisttemplate", {
  ChecklistTemplateCreated: z.object({ ...templateRef, ...templateContent }),
  ChecklistTemplateChanged: z.object({ ...templateRef, ...templateContent }),
  ChecklistTemplateRemoved: z.object(templateRef),
});

const ref = { checklistId: z.number().int(), siteId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const head = { title: z.string().min(1), date: day, readyBy: day };
const questions = z.array(
  z.object({ questionId: z.number().int(), title: z.string().min(1), items: z.array(z.object({ itemId: z.number().int(), label: z.string().min(1) })) }),
);

/** Every checklist event's data, for reading rows back (ADR-0050). */
export const checklistEvents = eventSchemas<ChecklistEvent>("checklist", {
  ChecklistPrepared: z.object({ ...ref, ...head, siteIds: z.array(z.number().int()).optional(), templateId: z.number().int(), copiedFrom: z.number().int().nullable(), questions }),
  ChecklistRevised: z.object({ ...ref, ...head, questions }),
  ChecklistItemAnswered: z.object({
    ...ref,
    questionId: z.number().int(),
    itemId: z.number().int(),
    answer: z.enum(ANSWERS),
    personal: z.object({ observation: z.string(), who: z.string() }).nullable(),
    dueDate: day.nullable(),
    done: z.boolean(),
  }),
  ChecklistPhotosAdded: z.object({ ...ref, questionId: z.number().int(), images: z.array(z.object({ key: z.string().min(1), thumbnailKey: z.string().min(1).nullable() })) }),
  ChecklistAttachmentsAdded: z.object({
    ...ref,
    questionId: z.number().int(),
    files: z.array(z.object({ key: z.string().min(1), name: z.string().min(1), contentType: z.string().min(1), size: z.number().int().nonnegative() })),
  }),
  ChecklistSigned: z.object({ ...ref, method: z.enum(SIGNATURE_METHODS), imageKey: z.string().min(1).nullable(), signerId: z.number().int(), personal: z.object({ name: z.string() }).nullable() }),
  ChecklistApproved: z.object({ ...ref, approverId: z.number().int(), ...onBehalfFields }),
  ChecklistRejected: z.object({ ...ref, approverId: z.number().int(), personal: z.object({ reason: z.string() }).nullable(), ...onBehalfFields }),
  ChecklistRemoved: z.object(ref),
});
export const checklistEventSchema = eventUnionOf(checklistEvents);

/** The schema versions new checklist events are written with (ADR-0134). */
export const CHECKLIST_SCHEMA_VERSIONS: Partial<Record<ChecklistEvent["type"], number>> = { ChecklistItemAnswered: 2, ChecklistSigned: 2, ChecklistRejected: 2 };

/** Version 1 of ChecklistItemAnswered to version 2 (ADR-0134): the plain observation and who become the answerer's `personal` part (null once erased). */
export function upcastChecklistAnswerV1(data: Record<string, unknown>, textErased: boolean): Record<string, unknown> {
  const { observation, who, ...rest } = data;
  return { ...rest, personal: textErased ? null : { observation, who } };
}

/** Version 1 of ChecklistSigned to version 2 (ADR-0134): the plain typed name becomes the signer's `personal` part (null once erased). */
export function upcastChecklistSignedV1(data: Record<string, unknown>, textErased: boolean): Record<string, unknown> {
  const { name, ...rest } = data;
  return { ...rest, personal: textErased ? null : { name } };
}

/** Version 1 of ChecklistRejected to version 2 (ADR-0134): the plain reason becomes the rejecter's `personal` part (null once erased). */
export function upcastChecklistRejectedV1(data: Record<string, unknown>, textErased: boolean): Record<string, unknown> {
  const { reason, ...rest } = data;
  return { ...rest, personal: textErased ? null : { reason } };
}
