// The checklists' forms (ADR-0072): one zod schema per form for the command action; the questions
// and items of the editor (a template's, a checklist's) are read from their numbered fields
// (`q-<n>-title`, `q-<n>-id`, `q-<n>-i-<m>-label`, `q-<n>-i-<m>-id`) and changed without JavaScript
// by the editor's buttons (`op`: add, remove, up, down), which redisplay the form and store nothing.
import { z } from "zod";
import { INPUT_ERRORS } from "../shared/inputs";
import { boundedText } from "../shared/input-schemas";
import { CHECKLIST_STATUSES, type QuestionInput } from "./decider";
import { ANSWERS, NOTIFY_INTERVALS, SIGNATURE_METHODS, TEMPLATE_TYPES } from "./events";
import { CHECKLIST_LIMITS } from "./template";
import type { QueryParam, QueryParams } from "../shared/query-params";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const id = z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number({ required_error: INPUT_ERRORS.value }).int().positive());
const day = (required = true) =>
  z.preprocess(
    emptyToUndefined,
    required
      ? z.string({ required_error: INPUT_ERRORS.required }).regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_ERRORS.date)
      : z.string().regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_ERRORS.date).optional(),
  );
const hidden = {
  commandId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  expectedVersion: z.preprocess((v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : undefined), z.number().int().nonnegative().optional()),
};
/** The editor's buttons: anything (checked by `applyEditorOp`). */
const op = z.preprocess(emptyToUndefined, z.string().max(40).optional());
const questionFields = z.unknown().optional();

export const templateFormSchema = z
  .object({
    intent: z.literal("save-checklist-template"),
    // required by the rules (errors.required): an editor button must work on a form not yet complete
    name: boundedText(CHECKLIST_LIMITS.name),
    type: z.enum(TEMPLATE_TYPES, { errorMap: () => ({ message: INPUT_ERRORS.choice }) }),
    mandatory: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
    notifyEach: z.preprocess(emptyToUndefined, z.enum(NOTIFY_INTERVALS, { errorMap: () => ({ message: INPUT_ERRORS.choice }) }).optional()),
    op,
    questions: questionFields,
    ...hidden,
  })
  .passthrough();

export const removeTemplateSchema = z.object({ intent: z.literal("remove-checklist-template"), templateId: id, ...hidden });

/** The most sites one checklist is assigned to. */
const MAX_CHECKLIST_SITES = 20;

/**
 * The assigned sites (spec part 1 §3, assignedConstructionSites): the field `siteId` chosen once or
 * several times (a multiple select), each a site id; the first is the checklist's own site (its
 * stream's and its PDF's), repeats are dropped, at least one.
 */
const siteIds = z.preprocess(
  (v) => {
    const all = (Array.isArray(v) ? v : v === undefined || v === "" ? [] : [v]).filter((x) => x !== "");
    return all.map((x) => (typeof x === "string" && /^\s*\d{1,9}\s*$/.test(x) ? Number(x) : Number.NaN));
  },
  z
    .array(z.number({ invalid_type_error: INPUT_ERRORS.value }).int(INPUT_ERRORS.value).positive(INPUT_ERRORS.value))
    .min(1, INPUT_ERRORS.required)
    .max(MAX_CHECKLIST_SITES, INPUT_ERRORS.choice)
    .transform((ids) => [...new Set(ids)]),
);

/** A new checklist: its template, sites, title and dates (the questions come from the template). */
export const newChecklistSchema = z.object({
  intent: z.literal("prepare-checklist"),
  templateId: id,
  siteId: siteIds,
  title: boundedText(CHECKLIST_LIMITS.name, { required: true }),
  date: day(),
  readyBy: day(),
  ...hidden,
});

/** A copy of another checklist: its sites, title and dates (the questions come from the source). */
export const copyChecklistSchema = newChecklistSchema.omit({ templateId: true, intent: true }).extend({ intent: z.literal("copy-checklist") });

export const reviseChecklistSchema = z
  .object({
    intent: z.literal("revise-checklist"),
    // required by the rules: an editor button must work on a form not yet complete
    title: boundedText(CHECKLIST_LIMITS.name),
    date: day(false),
    readyBy: day(false),
    op,
    ...hidden,
  })
  .passthrough();

/** One question's answers (`answer-<itemId>`, `observation-<itemId>`, `who-<itemId>`, `dueDate-<itemId>`, `done-<itemId>`) and photos. */
export const answerQuestionSchema = z
  .object({ intent: z.literal("answer-checklist-question"), questionId: id, photos: z.unknown().optional(), ...hidden })
  .passthrough();

export const signChecklistSchema = z.object({
  intent: z.literal("sign-checklist"),
  method: z.enum(SIGNATURE_METHODS, { errorMap: () => ({ message: INPUT_ERRORS.choice }) }),
  signatureName: boundedText(CHECKLIST_LIMITS.who),
  // a drawn signature: a PNG data URL the canvas put here (with JavaScript)
  drawing: z.preprocess(emptyToUndefined, z.string().max(3_000_000).optional()),
  signatureImage: z.unknown().optional(),
  ...hidden,
});

/** Removing a checklist, after its confirmation step (ADR-0080). */
export const removeChecklistSchema = z.object({ intent: z.literal("remove-checklist"), checklistId: id, ...hidden });

export const decideChecklistSchema = z.object({
  intent: z.enum(["approve-checklist", "reject-checklist"]),
  checklistId: id,
  reason: boundedText(CHECKLIST_LIMITS.reason),
  ...hidden,
});

/** The list's filters from the address: site, template, status, page; anything malformed is no filter. */
export function checklistFilters(params: Pick<QueryParams, "get">) {
  const n = (k: QueryParam) => {
    const v = params.get(k);
    return v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;
  };
  const status = params.get("status");
  return {
    siteId: n("site"),
    templateId: n("template"),
    status: (CHECKLIST_STATUSES as readonly string[]).includes(status ?? "") ? (status as (typeof CHECKLIST_STATUSES)[number]) : undefined,
    page: n("page") ?? 1,
  };
}

type Entries = Iterable<[string, unknown]>;

/** The editor's questions from its numbered fields, in field order (a question without any field is dropped). */
export function questionsFromForm(entries: Entries): QuestionInput[] {
  const qs = new Map<number, { questionId?: number; title: string; items: Map<number, { itemId?: number; label: string }> }>();
  const q = (n: number) => {
    let v = qs.get(n);
    if (!v) qs.set(n, (v = { title: "", items: new Map() }));
    return v;
  };
  for (const [name, raw] of entries) {
    if (typeof raw !== "string") continue;
    let m = /^q-(\d{1,3})-(title|id)$/.exec(name);
    if (m) {
      const question = q(Number(m[1]));
      if (m[2] === "title") question.title = raw;
      else if (/^\d{1,9}$/.test(raw)) question.questionId = Number(raw);
      continue;
    }
    m = /^q-(\d{1,3})-i-(\d{1,3})-(label|id)$/.exec(name);
    if (m) {
      const question = q(Number(m[1]));
      const k = Number(m[2]);
      const it = question.items.get(k) ?? { label: "" };
      if (m[3] === "label") it.label = raw;
      else if (/^\d{1,9}$/.test(raw)) it.itemId = Number(raw);
      question.items.set(k, it);
    }
  }
  return [...qs.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, v]) => ({ ...(v.questionId ? { questionId: v.questionId } : {}), title: v.title, items: [...v.items.entries()].sort(([a], [b]) => a - b).map(([, i]) => i) }));
}

const swap = <T>(list: T[], a: number, b: number): T[] => {
  if (a < 0 || b < 0 || a >= list.length || b >= list.length) return list;
  const copy = [...list];
  [copy[a], copy[b]] = [copy[b], copy[a]];
  return copy;
};

/**
 * The editor's questions after one of its buttons: `add-question`, `remove-question:<n>`,
 * `up:<n>`, `down:<n>`, `add-item:<n>`, `remove-item:<n>:<m>`, `item-up:<n>:<m>`, `item-down:<n>:<m>`;
 * null for anything else (not an editor button: the form is saved).
 */
export function applyEditorOp(questions: QuestionInput[], op: string | undefined): QuestionInput[] | null {
  if (!op) return null;
  if (op === "add-question") return [...questions, { title: "", items: [{ label: "" }] }];
  const m = /^(remove-question|up|down|add-item|remove-item|item-up|item-down):(\d{1,3})(?::(\d{1,3}))?$/.exec(op);
  if (!m) return null;
  const n = Number(m[2]);
  const k = m[3] === undefined ? -1 : Number(m[3]);
  if (n >= questions.length) return questions;
  const withItems = (items: QuestionInput["items"]) => questions.map((q, i) => (i === n ? { ...q, items } : q));
  const items = questions[n].items;
  switch (m[1]) {
    case "remove-question":
      return questions.filter((_, i) => i !== n);
    case "up":
      return swap(questions, n, n - 1);
    case "down":
      return swap(questions, n, n + 1);
    case "add-item":
      return withItems([...items, { label: "" }]);
    case "remove-item":
      return withItems(items.filter((_, i) => i !== k));
    case "item-up":
      return withItems(swap(items, k, k - 1));
    case "item-down":
      return withItems(swap(items, k, k + 1));
  }
  return null;
}

/** One question's answers from the fill form's fields, for the items of that question. */
export function answersFromForm(form: { get(name: string): unknown }, itemIds: number[]) {
  return itemIds.map((itemId) => {
    const raw = form.get(`answer-${itemId}`);
    const text = (k: string) => {
      const v = form.get(`${k}-${itemId}`);
      return typeof v === "string" ? v : "";
    };
    const due = text("dueDate").trim();
    return {
      itemId,
      answer: (ANSWERS as readonly unknown[]).includes(raw) ? (raw as (typeof ANSWERS)[number]) : null,
      observation: text("observation"),
      who: text("who"),
      dueDate: due === "" ? null : due,
      done: form.get(`done-${itemId}`) === "on",
    };
  });
}
