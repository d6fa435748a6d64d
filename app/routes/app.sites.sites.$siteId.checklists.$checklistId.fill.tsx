// Filling a checklist on a phone (spec part 1 §2; ADR-0072, ADR-0073): one question per section,
// each with its own form (saved question by question: a lost connection loses at most one), large
// answer targets, photos from the camera and attached files (ADR-0080); then the foreman's signature — a typed name or an
// uploaded image without JavaScript, a drawn one with it. A decided checklist is read-only.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { ANSWERS } from "~/domain/checklist/lists";
import { answersFromForm, answerQuestionSchema, signChecklistSchema } from "~/domain/checklist/schema.server";
import { DomainError } from "~/domain/shared/errors";
import { checklistDetailById } from "~/events/queries/checklists.server";
import { checklistSite, checklistView, scopedChecklist } from "~/areas/checklists/checklists.server";
import { commandAction } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { answerChecklistQuestion } from "~/areas/checklists/answer-checklist-question.server";
import { CHECKLIST_ATTACHMENT_UPLOAD, CHECKLIST_PHOTO_UPLOAD, CHECKLIST_SIGNATURE_UPLOAD } from "~/areas/checklists/checklist-command.server";
import { signChecklist } from "~/areas/checklists/sign-checklist.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { checkUpload, type CheckedUpload } from "~/storage/upload.server";
import * as cs from "~/ui/checklist/checklist.css";
import { AttachmentList, ChecklistHeadView, ChecklistTable } from "~/ui/checklist/checklist-table";
import { FieldError, FormErrors, Hidden, type Result } from "~/ui/checklist/form-bits";
import { HandErrorSummary } from "~/ui/forms/error-summary";
import { fillPath, siteChecklistsPath } from "~/ui/checklist/paths";
import { SignaturePad } from "~/ui/checklist/signature-pad";
import { useHydrated } from "~/ui/confirm";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.fill.title",
  policy: { get: anyOf(["read", "sites"]), post: anyOf(["read", "sites"]) },
};

// a function, never a value computed when the module loads: the browser's copy of this module has
// no server modules (CHECKLIST_PHOTO_UPLOAD is undefined there, ADR-0048)
const upload = () => ({ maxFileBytes: CHECKLIST_PHOTO_UPLOAD.maxBytes, maxParts: 400, maxRequestBytes: 60 * 1024 * 1024 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await checklistSite(sql, user, params.siteId);
  const { checklist, rights } = await scopedChecklist(sql, user, params.checklistId, { siteId: site.id });
  return {
    siteId: site.id,
    siteTitle: site.title,
    c: await checklistView(sql, checklist),
    rights,
    commandIds: { "sign-typed": newCommandId(), "sign-image": newCommandId(), "sign-drawn": newCommandId() },
    // one command id per question's form (a double submit of one question appends nothing)
    answerIds: Object.fromEntries((await checklistDetailById(sql, checklist.id))?.questions.map((q) => [String(q.questionId), newCommandId()]) ?? []) as Record<string, string>,
  };
}

type Received = { field: string; fileName: string; size: number };

/** The files chosen in one field, each checked on its bytes against the field's policy; the first refused one names the reason. */
async function filesOf(request: Request, uploads: Received[], field: "photos" | "attachments"): Promise<{ file: CheckedUpload; name: string }[]> {
  const chosen = uploads.filter((f) => f.field === field && !(f.fileName === "" && f.size === 0));
  const policy = field === "photos" ? CHECKLIST_PHOTO_UPLOAD : CHECKLIST_ATTACHMENT_UPLOAD;
  const t = await getT(request);
  const ok: { file: CheckedUpload; name: string }[] = [];
  for (const f of chosen) {
    const r = await checkUpload(f as Parameters<typeof checkUpload>[0], policy);
    if (!r.ok) throw new DomainError("invalid", "checklist.errors.photo_refused", { field, params: { name: f.fileName || "?", reason: t(`storage.reason.${r.reason}`, r.params) } });
    // the name as shown: without any folder a browser sent
    ok.push({ file: r.file, name: f.fileName.split(/[\\/]/).pop() ?? "" });
  }
  return ok;
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    upload: upload(),
    scope: async ({ sql, user, params }) => {
      const site = await checklistSite(sql, user, params.siteId);
      // back to the site of the URL: a checklist assigned to several sites is filled from any of them (ADR-0117)
      return { ...(await scopedChecklist(sql, user, params.checklistId, { siteId: site.id })), siteId: site.id };
    },
  }).intents({
    "answer-checklist-question": {
      schema: answerQuestionSchema,
      failure: ({ value }) => ({ questionId: (value as { questionId?: number } | null)?.questionId ?? null }),
      allowed: ({ scope }) => scope.rights.fill || "checklist.errors.not_on_team",
      run: async ({ request, sql, scope, value, form, meta, uploads }) => {
        const detail = await checklistDetailById(sql, scope.checklist.id);
        const question = detail?.questions.find((q) => q.questionId === value.questionId);
        if (!question) throw new DomainError("not_found", "errors.not_found");
        const photos = (await filesOf(request, uploads, "photos")).map((p) => p.file);
        const attachments = await filesOf(request, uploads, "attachments");
        await answerChecklistQuestion(sql, fileStore(), scope.checklist.id, { questionId: question.questionId, answers: answersFromForm(form, question.items.map((i) => i.itemId)), photos, attachments }, meta);
        const next = detail!.questions.findIndex((q) => q.questionId === question.questionId) + 1;
        const anchor = next < detail!.questions.length ? `#question-${detail!.questions[next].questionId}` : "#signature";
        return { to: `${fillPath(scope.siteId, scope.checklist.id)}${anchor}`, flash: "checklist.fill.saved" };
      },
    },
    "sign-checklist": {
      schema: signChecklistSchema,
      allowed: ({ scope }) => scope.rights.sign || "checklist.errors.not_foreman",
      run: async ({ request, sql, user, scope, value, meta, files, expectedVersion }) => {
        let image: CheckedUpload | null = null;
        if (value.method !== "typed") {
          const received = files?.get("signatureImage");
          if (!received || (received.fileName === "" && received.size === 0)) throw new DomainError("invalid", "checklist.errors.signature_image_required", { field: "signatureImage" });
          const r = await checkUpload(received, CHECKLIST_SIGNATURE_UPLOAD);
          if (!r.ok) {
            const t = await getT(request);
            throw new DomainError("invalid", "checklist.errors.photo_refused", { field: "signatureImage", params: { name: received.fileName || "?", reason: t(`storage.reason.${r.reason}`, r.params) } });
          }
          image = r.file;
        }
        const name = value.method === "typed" ? (value.signatureName ?? "") : (value.signatureName ?? `${user.firstName} ${user.lastName}`.trim());
        await signChecklist(sql, fileStore(), scope.checklist.id, { method: value.method, name, image }, expectedVersion, meta);
        return { to: `${fillPath(scope.siteId, scope.checklist.id)}#signature`, flash: "checklist.signed" };
      },
    },
  });

function AnswerChoice({ itemId, value, current, label }: { itemId: number; value: string; current: string | null; label: string }) {
  return (
    <label className={cs.choice}>
      <input type="radio" name={`answer-${itemId}`} value={value} defaultChecked={current === value} /> {label}
    </label>
  );
}

export default function FillChecklist() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>() as { intent?: string; questionId?: number | null; result?: never } | undefined;
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const c = d.c;
  const open = c.status === "PENDING" && !c.signature && d.rights.fill;
  const failedQuestion = a?.intent === "answer-checklist-question" ? a.questionId : null;
  const signResult = a?.intent === "sign-checklist" ? a.result : undefined;
  return (
    <div className={cs.page}>
      <SitePageHead siteId={d.siteId} title={d.siteTitle} back={{ to: siteChecklistsPath(d.siteId), label: t("checklist.site.title") }} />
      <h2>{c.title}</h2>
      <p>{t("checklist.progress", { answered: c.answeredCount, total: c.itemCount })}</p>
      {!open ? (
        <>
          <p role="status">{c.status !== "PENDING" ? t("edit_allow_only_on_pending") : c.signature ? t("checklist.errors.signed_locked") : t("checklist.errors.not_on_team")}</p>
          <ChecklistHeadView c={c} />
          <ChecklistTable c={c} />
        </>
      ) : (
        c.questions.map((q) => (
          <section key={q.questionId} id={`question-${q.questionId}`} className={cs.question} aria-labelledby={`question-title-${q.questionId}`}>
            <h3 id={`question-title-${q.questionId}`}>
              {q.number}. {q.title}
            </h3>
            <Form method="post" encType="multipart/form-data" className={cs.page} id={`question-form-${q.questionId}`}>
              <HandErrorSummary formId={`question-form-${q.questionId}`} errors={failedQuestion === q.questionId ? (a?.result as Result)?.error : null} idOf={(name) => `${name}-${q.questionId}`} />
              <Hidden intent="answer-checklist-question" commandId={d.answerIds[String(q.questionId)] ?? ""} />
              <input type="hidden" name="questionId" value={q.questionId} />
              {failedQuestion === q.questionId ? <FormErrors result={a?.result} /> : null}
              {q.items.map((i) => (
                <fieldset key={i.itemId} className={cs.fillItem}>
                  <legend>{i.label}</legend>
                  <div className={cs.choices}>
                    {ANSWERS.map((x) => (
                      <AnswerChoice key={x} itemId={i.itemId} value={x} current={i.answer} label={t(`checklist.answer.${x}`)} />
                    ))}
                  </div>
                  <label>
                    {t("checklist.columns.observation")}
                    <textarea name={`observation-${i.itemId}`} defaultValue={i.observation} placeholder={i.textRemoved ? t("erasure.removed") : undefined} className={`${s.input} ${cs.fullWidthInput}`} rows={2} maxLength={2000} />
                  </label>
                  <label>
                    {t("checklist.columns.who")}
                    <input name={`who-${i.itemId}`} defaultValue={i.who} placeholder={i.textRemoved ? t("erasure.removed") : undefined} className={`${s.input} ${cs.fullWidthInput}`} maxLength={200} />
                  </label>
                  <label>
                    {t("checklist.columns.due")}
                    <input type="date" name={`dueDate-${i.itemId}`} defaultValue={i.dueDateIso} className={s.input} />
                  </label>
                  <label className={cs.choice}>
                    <input type="checkbox" name={`done-${i.itemId}`} defaultChecked={i.done} /> {t("checklist.columns.done")}
                  </label>
                </fieldset>
              ))}
              {q.images.length > 0 ? (
                <div className={cs.thumbs}>
                  {q.images.map((img, k) => (
                    <img key={k} src={img.thumbnailUrl} alt={t("checklist.photo_alt", { n: k + 1, question: q.title })} />
                  ))}
                </div>
              ) : null}
              <label>
                {t("checklist.fill.photos")}
                <input id={`photos-${q.questionId}`} type="file" name="photos" accept="image/*" capture="environment" multiple className={cs.fullWidthInput} />
              </label>
              {failedQuestion === q.questionId ? <FieldError result={a?.result} name="photos" /> : null}
              <AttachmentList files={q.attachments} />
              <label>
                {t("checklist.fill.attachments")}
                <input id={`attachments-${q.questionId}`} type="file" name="attachments" multiple className={cs.fullWidthInput} />
              </label>
              {failedQuestion === q.questionId ? <FieldError result={a?.result} name="attachments" /> : null}
              <button type="submit" className={`${s.button} ${cs.bigButton}`}>
                {t("checklist.fill.save_question")}
              </button>
            </Form>
          </section>
        ))
      )}
      {open || (c.status === "PENDING" && !c.signature && d.rights.sign) ? (
        <section id="signature" className={cs.question} aria-labelledby="signature-title">
          <h3 id="signature-title">{t("checklist.signature.title")}</h3>
          {!d.rights.sign ? (
            <p>{t("checklist.errors.not_foreman")}</p>
          ) : !c.filled ? (
            <p>{t("checklist.errors.not_filled")}</p>
          ) : (
            <>
              <FormErrors result={signResult} />
              {hydrated ? (
                <Form method="post" encType="multipart/form-data" className={cs.page} id="sign-drawn">
                  <Hidden intent="sign-checklist" commandId={d.commandIds["sign-drawn"]} version={c.version} />
                  <input type="hidden" name="method" value="drawn" />
                  <SignaturePad inputName="signatureImage" />
                  <button type="submit" className={`${s.button} ${cs.bigButton}`}>
                    {t("checklist.signature.sign_drawn")}
                  </button>
                </Form>
              ) : null}
              <Form method="post" encType="multipart/form-data" className={cs.page} id="sign-typed">
                <HandErrorSummary formId="sign-typed" errors={{ signatureName: (signResult as Result)?.error?.signatureName }} idOf={() => "sign-typed-name"} />
                <Hidden intent="sign-checklist" commandId={d.commandIds["sign-typed"]} version={c.version} />
                <input type="hidden" name="method" value="typed" />
                <label>
                  {t("checklist.signature.typed_name")}
                  <input id="sign-typed-name" name="signatureName" className={`${s.input} ${cs.fullWidthInput}`} maxLength={200} autoComplete="name" />
                </label>
                <FieldError result={signResult} name="signatureName" />
                <button type="submit" className={`${s.button} ${cs.bigButton}`}>
                  {t("checklist.signature.sign_typed")}
                </button>
              </Form>
              <Form method="post" encType="multipart/form-data" className={cs.page} id="sign-image">
                <HandErrorSummary formId="sign-image" errors={{ signatureImage: (signResult as Result)?.error?.signatureImage }} idOf={() => "sign-image-file"} />
                <Hidden intent="sign-checklist" commandId={d.commandIds["sign-image"]} version={c.version} />
                <input type="hidden" name="method" value="image" />
                <label>
                  {t("checklist.signature.image")}
                  <input id="sign-image-file" type="file" name="signatureImage" accept="image/png,image/jpeg" className={cs.fullWidthInput} />
                </label>
                <FieldError result={signResult} name="signatureImage" />
                <button type="submit" className={`${s.buttonSecondary} ${cs.bigButton}`}>
                  {t("checklist.signature.sign_image")}
                </button>
              </Form>
            </>
          )}
        </section>
      ) : null}
      <p>
        <Link to={siteChecklistsPath(d.siteId)}>← {t("checklist.site.title")}</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.c.title} · Cantiere` : "Cantiere" }];
