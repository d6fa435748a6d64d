// Checklists' writes through the JSON API (spec part 2 §7 "Checklists"), ADR-0093, each over the
// operation its page runs, with the page's schema and scope (scopedChecklist: the same 404 outside
// it; checklistRights: the site's team fills, its foreman signs, update admin prepares, update hr
// or update admin decides):
// - POST journal/checklists: a template (isTemplate 1: name, type, mandatory, notifyEach, questions
//   with items; the template form) or a checklist prepared from a template for a site (the new
//   checklist form); PUT journal/checklists/{id} changes either (If-Match); DELETE removes either
//   (?isTemplate=1 for a template; If-Match).
// - GET journal/checklists/responses/{id}: the answers, as the spec's `response` JSON text with its
//   `responses` list, the signer (signId) and the signature's signed link (signUrl); PUT
//   journal/checklists/responses/{id}: one question's answers, as the fill form saves them, with
//   photos and attached files uploaded first (POST utility/uploadImage, purpose checklistPhoto or
//   checklistAttachment) and named by their upload ids.
// - POST journal/checklists/{id}/signature: the foreman's signature (typed, or an image uploaded
//   with purpose checklistSignature); If-Match.
// - GET journal/checklists/requests (the requests page: PENDING unless asked) and PUT
//   journal/checklists/requests/{id}: status APPROVED or REJECTED (with its reason), whoApprovedId
//   the caller; approvedAt is the server's clock, as on the page.
import { z, type ZodIssue } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { CHECKLIST_STATUSES, questionsOfTemplate, type QuestionInput } from "~/domain/checklist/decider";
import { ANSWERS, type ChecklistAttachment, type ChecklistImage, type TemplateContent } from "~/domain/checklist/events";
import { decideChecklistSchema, newChecklistSchema, reviseChecklistSchema, signChecklistSchema, templateFormSchema } from "~/domain/checklist/schema";
import { INPUT_ERRORS } from "~/domain/shared/inputs";
import { DomainError, forbidden, ruleBroken } from "~/domain/shared/errors";
import { CHECKLIST_PAGE_SIZE, checklistById, checklistDetailById, checklistPage, checklistTemplateById } from "~/events/queries/checklists.server";
import { mayDecide, scopedChecklist, teamScopeOf } from "~/areas/checklists/checklists.server";
import { scopedRecord } from "~/http/scope.server";
import { answerChecklistQuestion } from "~/areas/checklists/answer-checklist-question.server";
import { approveChecklist } from "~/areas/checklists/approve-checklist.server";
import { changeChecklistTemplate } from "~/areas/checklists/change-checklist-template.server";
import { createChecklistTemplate } from "~/areas/checklists/create-checklist-template.server";
import { prepareChecklist } from "~/areas/checklists/prepare-checklist.server";
import { rejectChecklist } from "~/areas/checklists/reject-checklist.server";
import { removeChecklist } from "~/areas/checklists/remove-checklist.server";
import { removeChecklistTemplate } from "~/areas/checklists/remove-checklist-template.server";
import { reviseChecklist } from "~/areas/checklists/revise-checklist.server";
import { signChecklist } from "~/areas/checklists/sign-checklist.server";
import { fileStore } from "~/storage/index.server";
import { ApiInputError, endpoint, parseOrThrow, type Endpoint } from "../endpoint.server";
import { pageOf, paged } from "../lists.server";
import { markUploadUsed, uploadFor, type UploadPurpose } from "../uploads.server";
import { apiChecklist, apiTemplate, checklistOf, templateOf } from "./checklists.server";

const notFound = () => new DomainError("not_found", "errors.not_found");
const uploadId = z.string().max(64);

// ---- bodies: the spec's fields, read by the forms' own schemas in `run` ----

const questionsBody = z
  .array(z.object({ questionId: z.number().int().positive().optional(), title: z.string().max(1000), items: z.array(z.object({ itemId: z.number().int().positive().optional(), label: z.string().max(1000) }).strict()).max(200) }).strict())
  .max(200);
const templateBody = z
  .object({
    isTemplate: z.literal(1),
    name: z.string().optional(),
    type: z.string().optional().describe("safety, quality, closing or other"),
    mandatory: z.boolean().optional(),
    notifyEach: z.string().nullable().optional().describe("daily, weekly or monthly (a mandatory template's reminder)"),
    questions: questionsBody.describe("each with its items (labels); ids are not kept by a template"),
  })
  .strict();
const newChecklistBody = z
  .object({
    isTemplate: z.literal(0),
    templateId: z.number().int().positive(),
    constructionSiteId: z.number().int().positive(),
    assignedConstructionSiteIds: z.array(z.number().int().positive()).max(19).optional().describe("the other assigned sites (ADR-0117); constructionSiteId is the checklist's own"),
    title: z.string().optional(),
    date: z.string().optional().describe("YYYY-MM-DD"),
    readyBy: z.string().optional().describe("YYYY-MM-DD"),
  })
  .strict();
const revisedChecklistBody = z
  .object({
    isTemplate: z.literal(0),
    title: z.string().optional(),
    date: z.string().optional(),
    readyBy: z.string().optional(),
    questions: questionsBody.describe("the whole list after the change: a question or item with its id keeps its answers; without, it is new"),
  })
  .strict();
/** A body without isTemplate is a checklist's (0). */
const withKind = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) && (v as { isTemplate?: unknown }).isTemplate === undefined ? { ...v, isTemplate: 0 } : v);
const newBody = z.preprocess(withKind, z.discriminatedUnion("isTemplate", [templateBody, newChecklistBody]));
const changedBody = z.preprocess(withKind, z.discriminatedUnion("isTemplate", [templateBody, revisedChecklistBody]));

/** A template's content through the template form's schema (its keys), the questions as sent. */
function templateContent(b: z.infer<typeof templateBody>): TemplateContent {
  const v = parseOrThrow(templateFormSchema, { intent: "save-checklist-template", name: b.name ?? "", type: b.type, mandatory: b.mandatory ? "on" : undefined, notifyEach: b.notifyEach ?? undefined });
  return { type: v.type, name: v.name ?? "", mandatory: v.mandatory, notifyEach: v.notifyEach ?? null, questions: b.questions.map((q) => ({ title: q.title, items: q.items.map((i) => ({ label: i.label })) })) };
}

/** The form's issues named as the call names the field. */
function renamed<T>(run: () => T, names: Record<string, string>): T {
  try {
    return run();
  } catch (err) {
    if (!(err instanceof ApiInputError)) throw err;
    throw new ApiInputError(err.issues.map((i): ZodIssue => (typeof i.path[0] === "string" && names[i.path[0]] ? { ...i, path: [names[i.path[0]], ...i.path.slice(1)] } : i)));
  }
}

const answerBody = z
  .object({
    questionId: z.number().int().positive(),
    answers: z
      .array(
        z
          .object({
            itemId: z.number().int().positive(),
            answer: z.enum(ANSWERS, { errorMap: () => ({ message: INPUT_ERRORS.choice }) }).nullable().describe("ok, not_ok, na; null: not answered"),
            observation: z.string().max(10_000).optional(),
            who: z.string().max(1000).optional(),
            dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_ERRORS.date).nullable().optional(),
            done: z.boolean().optional(),
          })
          .strict(),
      )
      .max(200),
    photoImageIds: z.array(uploadId).max(50).optional().describe("uploadedImageIds of POST utility/uploadImage with purpose checklistPhoto"),
    attachments: z
      .array(z.object({ fileImageId: uploadId.describe("purpose checklistAttachment"), name: z.string().max(255).describe("the name shown") }).strict())
      .max(50)
      .optional(),
  })
  .strict();

const signatureBody = z
  .object({
    method: z.string().describe("typed, image or drawn"),
    signatureName: z.string().optional().describe("the typed name, or the signer's name beside an image (the caller's without it)"),
    signatureImageId: uploadId.optional().describe("an image or drawn signature: an uploadedImageId of POST utility/uploadImage with purpose checklistSignature"),
  })
  .strict();

const decisionBody = z
  .object({
    status: z.enum(["APPROVED", "REJECTED"], { errorMap: () => ({ message: "api.leave_status_invalid" }) }),
    whoApprovedId: z.number().int().positive().optional().describe("the caller"),
    approvedAt: z.string().optional().describe("ignored: the server's clock records the decision"),
    reason: z.string().optional().describe("a rejection's reason"),
  })
  .strict();

// ---- answers: the spec's response ----

const apiResponse = z.object({
  checklistId: z.number().int(),
  response: z.string().describe("JSON text: { responses: [{ questionId, title, items: [{ itemId, label, answer, observation, who, textRemoved (true: the answerer was erased, observation and who are empty, ADR-0134), dueDate, done }], photos: [{ url, thumbnailUrl }], attachments: [{ name, url, size }] }] }"),
  signId: z.number().int().nullable().describe("the signer's person id"),
  signUrl: z.string().nullable().describe("the signature image's signed link (300 seconds); null for a typed one or none"),
  signature: z
    .object({ method: z.string(), name: z.string(), at: z.string(), textRemoved: z.boolean().describe("true: the signer was erased, the name is empty and the image gone (ADR-0134)") })
    .nullable(),
  status: z.enum(CHECKLIST_STATUSES),
  version: z.number().int(),
});

async function responseOf(sql: Sql, user: CurrentUser, param: string) {
  const { checklist } = await scopedChecklist(sql, user, param);
  const detail = await checklistDetailById(sql, checklist.id);
  if (!detail) throw notFound();
  const store = fileStore();
  const responses = await Promise.all(
    detail.questions.map(async (q) => ({
      questionId: q.questionId,
      title: q.title,
      items: q.items.map((i) => ({ itemId: i.itemId, label: i.label, answer: i.answer, observation: i.observation, who: i.who, textRemoved: i.textRemoved === true, dueDate: i.dueDate, done: i.done })),
      photos: await Promise.all(q.images.map(async (i) => ({ url: await store.signedUrl(i.key), thumbnailUrl: await store.signedUrl(i.thumbnailKey ?? i.key) }))),
      attachments: await Promise.all((q.attachments ?? []).map(async (f) => ({ name: f.name, url: await store.signedUrl(f.key, { downloadName: f.name }), size: f.size }))),
    })),
  );
  const s = detail.signature;
  return {
    body: {
      checklistId: checklist.id,
      response: JSON.stringify({ responses }),
      signId: s?.signerId ?? null,
      signUrl: s?.imageKey ? await store.signedUrl(s.imageKey) : null,
      signature: s ? { method: s.method, name: s.name, at: s.at, textRemoved: s.textRemoved === true } : null,
      status: checklist.status,
      version: checklist.version,
    },
    version: checklist.version,
  };
}

/** The files a call's upload ids name, each an upload of the caller's for that use, not used by another command. */
async function uploaded(sql: Sql, user: CurrentUser, purpose: UploadPurpose, ids: string[], field: string, meta: { commandId: string; now: string }) {
  const files = [];
  for (const id of new Set(ids)) files.push({ id, file: await uploadFor(sql, { personId: user.id, purpose, id, commandId: meta.commandId, now: new Date(meta.now), field }) });
  return files;
}

const checklistAnswer = async (sql: Sql, user: CurrentUser, id: number) => {
  const c = await checklistById(sql, id);
  if (!c) throw notFound();
  return { body: checklistOf(c), version: c.version };
};

export const checklistWriteEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/journal/checklists",
    tag: "Checklists",
    summary: "A new template (isTemplate 1: name, type, mandatory, notifyEach, questions) or a checklist prepared from a template for a site (templateId, constructionSiteId, title, date, readyBy); update admin",
    rights: [["update", "admin"]],
    body: newBody,
    write: true,
    response: z.union([apiTemplate, apiChecklist]),
    run: async ({ sql, user, body, meta }) => {
      if (body.isTemplate === 1) {
        const outcome = await createChecklistTemplate(sql, templateContent(body), meta);
        const t = await checklistTemplateById(sql, outcome.id);
        if (!t) throw notFound();
        return { status: outcome.replayed ? 200 : 201, body: templateOf(t), version: t.version };
      }
      const value = renamed(
        () => parseOrThrow(newChecklistSchema, { intent: "prepare-checklist", templateId: String(body.templateId), siteId: [body.constructionSiteId, ...(body.assignedConstructionSiteIds ?? [])].map(String), title: body.title, date: body.date, readyBy: body.readyBy }),
        { siteId: "constructionSiteId" },
      );
      // as the new checklist form: an unknown template or a site outside the caller's scope is the chooser's error
      const template = await checklistTemplateById(sql, value.templateId);
      if (!template) throw ruleBroken("checklist.errors.template_unknown", { field: "templateId" });
      for (const id of value.siteId) {
        await scopedRecord(sql, user, "site", id).catch(() => {
          throw ruleBroken("checklist.errors.site_unknown", { field: "constructionSiteId" });
        });
      }
      const [siteId, ...others] = value.siteId;
      const outcome = await prepareChecklist(
        sql,
        { siteId, siteIds: [siteId, ...others], templateId: template.id, copiedFrom: null, head: { title: value.title, date: value.date ?? "", readyBy: value.readyBy ?? "" }, questions: questionsOfTemplate(template) },
        meta,
      );
      const answer = await checklistAnswer(sql, user, outcome.id);
      return { ...answer, status: outcome.replayed ? 200 : 201 };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/journal/checklists/{id}",
    tag: "Checklists",
    summary: "Change a template (isTemplate 1, its whole content) or a checklist not yet signed (title, date, readyBy, questions with their ids); update admin; If-Match: its version",
    rights: [["update", "admin"]],
    body: changedBody,
    write: true,
    ifMatch: true,
    response: z.union([apiTemplate, apiChecklist]),
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      if (body.isTemplate === 1) {
        const current = /^\d{1,9}$/.test(params.id) ? await checklistTemplateById(sql, Number(params.id)) : null;
        if (!current) throw notFound();
        const outcome = await changeChecklistTemplate(sql, current.id, templateContent(body), expectedVersion, meta);
        const t = await checklistTemplateById(sql, current.id);
        if (!t) throw notFound();
        return { body: templateOf(t), version: Math.max(t.version, outcome.version) };
      }
      const { checklist, rights } = await scopedChecklist(sql, user, params.id);
      if (!rights.prepare) throw forbidden();
      const value = parseOrThrow(reviseChecklistSchema, { intent: "revise-checklist", title: body.title, date: body.date, readyBy: body.readyBy });
      const questions: QuestionInput[] = body.questions.map((q) => ({ ...(q.questionId ? { questionId: q.questionId } : {}), title: q.title, items: q.items.map((i) => ({ ...(i.itemId ? { itemId: i.itemId } : {}), label: i.label })) }));
      await reviseChecklist(sql, checklist.id, { title: value.title ?? "", date: value.date ?? "", readyBy: value.readyBy ?? "" }, questions, expectedVersion, meta);
      return checklistAnswer(sql, user, checklist.id);
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/journal/checklists/{id}",
    tag: "Checklists",
    summary: "Remove a pending or rejected checklist (its history stays), or a template with isTemplate=1; update admin; If-Match: its version",
    rights: [["update", "admin"]],
    query: z.object({ isTemplate: z.enum(["0", "1"]).optional() }),
    write: true,
    ifMatch: true,
    response: z.null(),
    run: async ({ sql, user, params, query, meta, expectedVersion }) => {
      if (query.isTemplate === "1") {
        const t = /^\d{1,9}$/.test(params.id) ? await checklistTemplateById(sql, Number(params.id)) : null;
        if (!t) throw notFound();
        await removeChecklistTemplate(sql, t.id, expectedVersion, meta);
        return { status: 204, body: null };
      }
      const { checklist, rights } = await scopedChecklist(sql, user, params.id);
      if (!rights.prepare) throw forbidden();
      await removeChecklist(sql, checklist.id, expectedVersion, meta);
      return { status: 204, body: null };
    },
  }),
  endpoint({
    method: "GET",
    path: "/journal/checklists/responses/{id}",
    tag: "Checklists",
    summary: "A checklist's answers (the spec's response JSON text with its responses list), signId and signUrl; the site's team or those who see every checklist",
    rights: [["read", "sites"], ["read", "admin"], ["read", "allChecklists"]],
    response: apiResponse,
    run: ({ sql, user, params }) => responseOf(sql, user, params.id),
  }),
  endpoint({
    method: "PUT",
    path: "/journal/checklists/responses/{id}",
    tag: "Checklists",
    summary: "Save one question's answers (the site's team, or update admin), with photos and files uploaded first (purpose checklistPhoto, checklistAttachment), as the fill form saves them",
    rights: [["read", "sites"], ["update", "admin"]],
    body: answerBody,
    write: true,
    response: apiResponse,
    run: async ({ sql, user, params, body, meta }) => {
      const { checklist, rights } = await scopedChecklist(sql, user, params.id);
      if (!rights.fill) throw forbidden("checklist.errors.not_on_team");
      const detail = await checklistDetailById(sql, checklist.id);
      const question = detail?.questions.find((q) => q.questionId === body.questionId);
      if (!question) throw new DomainError("invalid", "errors.not_found", { field: "questionId" });
      const commandId = meta.commandId ?? crypto.randomUUID();
      const photos = await uploaded(sql, user, "checklistPhoto", body.photoImageIds ?? [], "photoImageIds", { commandId, now: meta.now });
      const names = new Map((body.attachments ?? []).map((a) => [a.fileImageId, a.name]));
      const files = await uploaded(sql, user, "checklistAttachment", [...names.keys()], "attachments", { commandId, now: meta.now });
      const storedPhotos: ChecklistImage[] = photos.map((p) => ({ key: p.file.key, thumbnailKey: p.file.thumbnailKey }));
      // the name as shown: without any folder a client sent
      const storedAttachments: ChecklistAttachment[] = files.map((f) => ({ key: f.file.key, name: (names.get(f.id) ?? "").split(/[\\/]/).pop() ?? "", contentType: f.file.contentType, size: f.file.size }));
      const answers = body.answers.map((a) => ({ itemId: a.itemId, answer: a.answer, observation: a.observation ?? "", who: a.who ?? "", dueDate: a.dueDate ?? null, done: a.done ?? false }));
      await answerChecklistQuestion(sql, fileStore(), checklist.id, { questionId: question.questionId, answers, photos: [], storedPhotos, storedAttachments }, { ...meta, commandId });
      for (const f of [...photos, ...files]) await markUploadUsed(sql, f.id, commandId, new Date(meta.now));
      return responseOf(sql, user, String(checklist.id));
    },
  }),
  endpoint({
    method: "POST",
    path: "/journal/checklists/{id}/signature",
    tag: "Checklists",
    summary: "Sign a filled checklist (the site's foreman, or update admin): typed, or an image uploaded first (purpose checklistSignature); If-Match: its version",
    rights: [["read", "sites"], ["update", "admin"]],
    body: signatureBody,
    write: true,
    ifMatch: true,
    response: apiResponse,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      const { checklist, rights } = await scopedChecklist(sql, user, params.id);
      if (!rights.sign) throw forbidden("checklist.errors.not_foreman");
      const value = parseOrThrow(signChecklistSchema, { intent: "sign-checklist", method: body.method, signatureName: body.signatureName });
      const commandId = meta.commandId ?? crypto.randomUUID();
      let imageKey: string | null = null;
      if (value.method !== "typed") {
        if (!body.signatureImageId) throw new DomainError("invalid", "checklist.errors.signature_image_required", { field: "signatureImageId" });
        imageKey = (await uploadFor(sql, { personId: user.id, purpose: "checklistSignature", id: body.signatureImageId, commandId, now: new Date(meta.now), field: "signatureImageId" })).key;
      }
      const name = value.method === "typed" ? (value.signatureName ?? "") : (value.signatureName ?? `${user.firstName} ${user.lastName}`.trim());
      await signChecklist(sql, fileStore(), checklist.id, { method: value.method, name, image: null, storedImageKey: imageKey }, expectedVersion, { ...meta, commandId });
      if (imageKey && body.signatureImageId) await markUploadUsed(sql, body.signatureImageId, commandId, new Date(meta.now));
      return responseOf(sql, user, String(checklist.id));
    },
  }),
  endpoint({
    method: "GET",
    path: "/journal/checklists/requests",
    tag: "Checklists",
    summary: `The checklists awaiting a decision, as the requests page lists them (status PENDING unless another or ALL), ${CHECKLIST_PAGE_SIZE} a page`,
    rights: [["read", "admin"], ["read", "allChecklists"]],
    query: z.object({
      pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
      pageSize: z.coerce.number().int().min(1).max(1000).optional().describe(`always ${CHECKLIST_PAGE_SIZE}`),
      status: z.enum([...CHECKLIST_STATUSES, "ALL"]).optional(),
    }),
    response: pageOf(apiChecklist),
    run: async ({ sql, user, query }) => {
      const status = query.status === "ALL" ? undefined : (query.status ?? "PENDING");
      const { rows, total } = await checklistPage(sql, { status, teamOf: teamScopeOf(user) }, query.pageNumber + 1);
      return { body: paged(rows.map(checklistOf), total, CHECKLIST_PAGE_SIZE) };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/journal/checklists/requests/{id}",
    tag: "Checklists",
    summary: "Approve or reject a signed checklist (status APPROVED or REJECTED with its reason, whoApprovedId: the caller; update hr or update admin); If-Match: its version",
    rights: [["update", "hr"], ["update", "admin"]],
    body: decisionBody,
    write: true,
    ifMatch: true,
    response: apiChecklist,
    run: async ({ sql, user, params, body, meta, expectedVersion }) => {
      if (body.whoApprovedId !== undefined && body.whoApprovedId !== user.id) throw new DomainError("rule", "api.approver_is_caller", { field: "whoApprovedId" });
      const { checklist } = await scopedChecklist(sql, user, params.id);
      if (!mayDecide(user)) throw forbidden();
      const intent = body.status === "APPROVED" ? "approve-checklist" : "reject-checklist";
      const value = parseOrThrow(decideChecklistSchema, { intent, checklistId: String(checklist.id), reason: body.reason });
      if (value.intent === "approve-checklist") await approveChecklist(sql, checklist.id, expectedVersion, meta);
      else await rejectChecklist(sql, checklist.id, value.reason ?? "", expectedVersion, meta);
      return checklistAnswer(sql, user, checklist.id);
    },
  }),
];
