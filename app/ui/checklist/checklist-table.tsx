// A checklist read-only, as the PDF prints it: the head (site, template, dates, status, signature)
// and one table row per item, columns N., Domanda, Punti da verificare, Osservazioni, OK, Non OK,
// Chi?, Entro, Evaso; the question's photos and attached files (ADR-0080) after its rows.
import { useTranslation } from "~/i18n/react";
import { deciderOf, signerOf, type ChecklistView } from "./view";
import * as cs from "./checklist.css";
import { StatusBadge } from "./form-bits";
import { StackTable } from "~/ui/table/stack-table";
import { RemovedText } from "~/ui/removed-text";

export function ChecklistHeadView({ c }: { c: ChecklistView }) {
  const { t } = useTranslation();
  return (
    <dl>
      <dt>{t(c.siteTitles.length > 1 ? "checklist.fields.sites" : "checklist.fields.site")}</dt>
      <dd>{c.siteTitles.join(", ")}</dd>
      <dt>{t("checklist.fields.template")}</dt>
      <dd>{c.templateName}</dd>
      <dt>{t("checklist.fields.date")}</dt>
      <dd>{c.date}</dd>
      <dt>{t("checklist.fields.ready_by")}</dt>
      <dd>{c.readyBy}</dd>
      <dt>{t("checklist.fields.status")}</dt>
      <dd>
        <StatusBadge status={c.status} /> {c.decided ? t("checklist.decided_by", { name: deciderOf(c.decided, t), at: c.decided.at }) : null}
        {c.decided?.reasonRemoved ? (
          <>
            {" — "}
            <RemovedText />
          </>
        ) : c.decided?.reason ? (
          ` — ${c.decided.reason}`
        ) : null}
      </dd>
      <dt>{t("checklist.fields.progress")}</dt>
      <dd>{t("checklist.progress", { answered: c.answeredCount, total: c.itemCount })}</dd>
      <dt>{t("checklist.fields.signature")}</dt>
      <dd data-testid="signature">
        {c.signature ? (
          <>
            {c.signature.imageUrl ? <img src={c.signature.imageUrl} alt={t("checklist.signature.image_alt", { name: signerOf(c.signature, t) })} className={cs.signatureImage} /> : null}
            <span> {t(`checklist.signature.by_${c.signature.method}`, { name: c.signature.textRemoved ? t("erasure.removed") : c.signature.name || signerOf(c.signature, t), signer: signerOf(c.signature, t), at: c.signature.at })}</span>
          </>
        ) : (
          t("checklist.signature.none")
        )}
      </dd>
    </dl>
  );
}

/** A question's attached files: each a link (a signed one, valid 300 s) with its size. */
export function AttachmentList({ files }: { files: ChecklistView["questions"][number]["attachments"] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <p className={cs.attachments}>
      {t("checklist.attachments.title")}:{" "}
      {files.map((f, k) => (
        <span key={k}>
          {k > 0 ? ", " : null}
          {f.url ? (
            <a href={f.url} download={f.name}>
              {f.name}
            </a>
          ) : (
            f.name
          )}{" "}
          ({f.size})
        </span>
      ))}
    </p>
  );
}

const mark = (on: boolean) => (on ? "✔" : "");

export function ChecklistTable({ c }: { c: ChecklistView }) {
  const { t } = useTranslation();
  return (
    <div className={cs.scroll}>
      <StackTable className={cs.table}>
        <thead>
          <tr>
            {["n", "question", "item", "observation", "ok", "not_ok", "who", "due", "done"].map((k) => (
              <th key={k} scope="col">
                {t(`checklist.columns.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        {c.questions.map((q) => (
          <tbody key={q.questionId}>
            {q.items.map((i, m) => (
              <tr key={i.itemId}>
                <td>{m === 0 ? q.number : ""}</td>
                <td>{m === 0 ? q.title : ""}</td>
                <td>{i.label}</td>
                <td>{i.answer === "na" ? t("checklist.answer.na") : i.textRemoved ? <RemovedText /> : i.observation}</td>
                <td>{mark(i.answer === "ok")}</td>
                <td>{mark(i.answer === "not_ok")}</td>
                <td>{i.textRemoved ? <RemovedText /> : i.who}</td>
                <td>{i.dueDate}</td>
                <td>{mark(i.done)}</td>
              </tr>
            ))}
            {q.images.length > 0 ? (
              <tr>
                <td colSpan={9}>
                  <div className={cs.thumbs}>
                    {q.images.map((img, k) => (
                      <a key={k} href={img.url}>
                        <img src={img.thumbnailUrl} alt={t("checklist.photo_alt", { n: k + 1, question: q.title })} />
                      </a>
                    ))}
                  </div>
                </td>
              </tr>
            ) : null}
            {q.attachments.length > 0 ? (
              <tr>
                <td colSpan={9}>
                  <AttachmentList files={q.attachments} />
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </StackTable>
    </div>
  );
}

/** The PDF button, or why it is disabled (ADR-0074). */
export function ExportButton({ c, href }: { c: ChecklistView; href: string }) {
  const { t } = useTranslation();
  if (c.exportBlock) {
    return (
      <span>
        <button type="button" disabled aria-describedby={`export-why-${c.id}`}>
          {t("checklist.export.button")}
        </button>{" "}
        <span id={`export-why-${c.id}`}>{t(c.exportBlock)}</span>
      </span>
    );
  }
  return (
    // no download attribute: the PDF opens in the browser's full-screen viewer (its own download button), as the expense report and stamping sheet
    <a href={href}>
      {t("checklist.export.button")}
    </a>
  );
}
