// A site's folder browser (ADR-0054): breadcrumbs, folders first then files, 15 a page, sortable by
// name, size and date; per item a copy link, and for update files rename, move and delete, each a
// step named in the URL (`?rename=<key>`), so every form works without JavaScript. A refused form
// comes back with its values and the message beside its field.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useEffect, useState, type ReactNode } from "react";
import { CsrfInput } from "../csrf";
import * as c from "../confirm.css";
import { HandErrorSummary } from "../forms/error-summary";
import { errorsText } from "../forms/messages";
import * as s from "../shell.css";
import { SitePageHead } from "../sites/site-tabs";
import * as ss from "../sites/sites.css";
import * as tt from "../sites/site-team.css";
import * as dt from "../table/data-table.css";
import { Pager } from "./file-log";
import * as fc from "./files.css";
import { UploadForm } from "./upload-form";
import { Tabs } from "../tabs";
import { StackTable } from "~/ui/table/stack-table";

export const filesHref = (siteId: number, folder: string, extra: Record<string, string> = {}) => {
  const q = new URLSearchParams({ ...(folder ? { path: folder } : {}), ...extra });
  const qs = q.toString();
  return `/app/sites/sites/${siteId}/files${qs ? `?${qs}` : ""}`;
};

interface Row {
  kind: "folder" | "file";
  id: string;
  name: string;
  size: string;
  modified: string;
  /** the image's thumbnail (a signed link), grid view only; null: the extension badge */
  thumb: string | null;
  /** the file's extension in capitals ("PDF"); "" for a folder */
  badge: string;
}

export interface FilesPageData {
  siteId: number;
  title: string;
  folder: string;
  crumbs: { path: string; name: string }[];
  mayUpdate: boolean;
  rows: Row[];
  total: number;
  page: number;
  pages: number;
  sort: string;
  dir: string;
  view: "list" | "grid";
  failed: boolean;
  incomplete: boolean;
  link: { url: string; name: string } | null;
  rename: { key: string; name: string } | null;
  move: { key: string; name: string } | null;
  deleteFile: { key: string; name: string } | null;
  deleteFolder: string | null;
  folders: string[];
  maxSize: string;
  commandIds: Record<"folder" | "upload" | "rename" | "move" | "deleteFile" | "deleteFolder", string>;
}

interface Refused {
  intent: string | null;
  result: SubmissionResult<string[]>;
}

/** The site's file pages' own tabs: the browser and the site's file log. */
export function FilesTabs({ siteId }: { siteId: number }) {
  return (
    <Tabs
      label="siteFiles.tabs.label"
      tabs={[
        { to: `/app/sites/sites/${siteId}/files`, label: "siteFiles.tabs.files" },
        { to: `/app/sites/sites/${siteId}/files/log`, label: "siteFiles.tabs.log" },
      ]}
    />
  );
}

function errorsOf(t: TFunction, a: Refused | null, intent: string, field: string): string | null {
  if (!a || a.intent !== intent) return null;
  const e = a.result.error?.[field];
  return e && e.length ? errorsText(t, e) : null;
}
function valueOf(a: Refused | null, intent: string, field: string): string | undefined {
  if (!a || a.intent !== intent) return undefined;
  const v = (a.result.initialValue as Record<string, unknown> | undefined)?.[field];
  return typeof v === "string" ? v : undefined;
}

/** The summary of one of the page's forms (issue 34), first in it: its refused field, linked to its control. */
function StepSummary({ a, intent, field, control, text }: { a: Refused | null; intent: string; field: string; control: string; text: string | null }) {
  return <HandErrorSummary formId={`${control}-form`} errors={a?.intent === intent && text ? { [field]: text } : null} idOf={() => control} translated />;
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <span id={id} className={s.fieldError}>
      {text}
    </span>
  ) : null;
}

function Hidden({ intent, commandId, path, extra = {} }: { intent: string; commandId: string; path: string; extra?: Record<string, string> }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="path" value={path} />
      {Object.entries(extra).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

/** The signed link in a read-only field; with JavaScript also copied to the clipboard. */
function LinkPanel({ link, t }: { link: { url: string; name: string }; t: TFunction }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard
      ?.writeText(link.url)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  // copied once per link shown (the page's own click asked for it)
  useEffect(() => {
    void copy();
  }, [link.url]);
  return (
    <section className={ss.section} aria-labelledby="link-title">
      <h2 id="link-title" className={ss.sectionTitle}>
        {t("siteFiles.link.title", { name: link.name })}
      </h2>
      <div className={s.field}>
        <label className={s.label} htmlFor="file-link">
          {t("siteFiles.link.label")}
        </label>
        <input id="file-link" className={s.input} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <p className={s.muted}>{t("siteFiles.link.hint")}</p>
      {copied ? <p role="status">{t("element_copied_in_the_clipboard")}</p> : null}
      {copied === false ? (
        <button type="button" className={s.buttonSecondary} onClick={copy}>
          {t("siteFiles.link.copy")}
        </button>
      ) : null}
    </section>
  );
}

/** A step's buttons: back to the folder, and the submit. */
function StepButtons({ back, submit, t }: { back: string; submit: string; t: TFunction }) {
  return (
    <div className={c.buttons}>
      <Link to={back} className={s.buttonSecondary}>
        {t("siteFiles.cancel")}
      </Link>
      <button type="submit" className={s.button}>
        {submit}
      </button>
    </div>
  );
}

/** A step named in the URL (rename, move): its titled section and form. */
function StepSection({ id, title, action, back, submit, t, children }: { id: string; title: string; action: string; back: string; submit: string; t: TFunction; children: ReactNode }) {
  return (
    <section className={ss.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ss.sectionTitle}>
        {title}
      </h2>
      <Form method="post" action={action}>
        {children}
        <StepButtons back={back} submit={submit} t={t} />
      </Form>
    </section>
  );
}

/** A delete's confirmation, named in the URL: what goes, and the button that does it. */
function ConfirmDelete({ id, action, text, back, t, children }: { id: string; action: string; text: string; back: string; t: TFunction; children: ReactNode }) {
  return (
    <div className={c.inline} role="alertdialog" aria-labelledby={`${id}-title`}>
      <Form method="post" action={action} className={c.form}>
        <h2 className={c.title} id={`${id}-title`}>
          {t("confirm.delete_title")}
        </h2>
        <p>{text}</p>
        {children}
        <StepButtons back={back} submit={t("confirm.delete")} t={t} />
      </Form>
    </div>
  );
}

/** A row's or card's links: copy link for a file; rename, move and delete with update files. */
function ItemActions({ d, r, href, t }: { d: FilesPageData; r: Row; href: (folder: string, extra?: Record<string, string>) => string; t: TFunction }) {
  return (
    <span className={tt.actions}>
                        {r.kind === "file" ? (
                          <>
                            <Link to={href(d.folder, { link: r.id })} aria-label={t("siteFiles.actions.link_of", { name: r.name })}>
                              {t("siteFiles.actions.link")}
                            </Link>
                            {d.mayUpdate ? (
                              <>
                                <Link to={href(d.folder, { rename: r.id })} aria-label={t("siteFiles.actions.rename_of", { name: r.name })}>
                                  {t("siteFiles.actions.rename")}
                                </Link>
                                <Link to={href(d.folder, { move: r.id })} aria-label={t("siteFiles.actions.move_of", { name: r.name })}>
                                  {t("siteFiles.actions.move")}
                                </Link>
                                <Link to={href(d.folder, { delete: r.id })} aria-label={t("siteFiles.actions.delete_of", { name: r.name })}>
                                  {t("siteFiles.actions.delete")}
                                </Link>
                              </>
                            ) : null}
                          </>
                        ) : d.mayUpdate && r.id !== "SHARED/" ? (
                          <Link to={href(d.folder, { deleteFolder: r.id })} aria-label={t("siteFiles.actions.delete_of", { name: r.name })}>
                            {t("siteFiles.actions.delete")}
                          </Link>
                        ) : null}
                      </span>
  );
}

export function FilesPage({ d, actionData, t }: { d: FilesPageData; actionData: Refused | null; t: TFunction }) {
  // every link and form of the page keeps the grid view when it is on
  const href = (folder: string, extra: Record<string, string> = {}) => filesHref(d.siteId, folder, d.view === "grid" ? { ...extra, view: "grid" } : extra);
  const here = href(d.folder);
  const withSort = (sort: string) => href(d.folder, { sort, dir: d.sort === sort && d.dir === "asc" ? "desc" : "asc" });
  const pageHref = (page: number) => href(d.folder, { sort: d.sort, dir: d.dir, page: String(page) });
  const ariaSort = (col: string) => (d.sort === col ? (d.dir === "asc" ? "ascending" : "descending") : undefined);
  const formError = actionData?.result.error?.[""];
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} />
      <FilesTabs siteId={d.siteId} />
      <nav aria-label={t("siteFiles.breadcrumbs")}>
        <ol style={{ display: "flex", gap: "0.5rem", listStyle: "none", padding: 0, flexWrap: "wrap" }}>
          {d.crumbs.map((cr, i) => (
            <li key={cr.path}>
              {i > 0 ? "/ " : ""}
              {i === d.crumbs.length - 1 ? <span aria-current="page">{cr.name || t("siteFiles.root")}</span> : <Link to={href(cr.path)}>{cr.name || t("siteFiles.root")}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      {d.failed ? (
        <p className={s.formError} role="alert">
          {t("siteFiles.list_failed")}
        </p>
      ) : null}
      {d.incomplete ? <p role="status">{t("siteFiles.list_incomplete")}</p> : null}
      {formError?.length && actionData?.intent !== "upload" ? (
        <p className={s.formError} role="alert">
          {errorsText(t, formError)}
        </p>
      ) : null}
      {d.link ? <LinkPanel link={d.link} t={t} /> : null}
      {d.rename ? (
        <StepSection id="rename" title={t("siteFiles.rename.title", { name: d.rename.name })} action={href(d.folder, { rename: d.rename.key })} back={here} submit={t("siteFiles.rename.submit")} t={t}>
          <StepSummary a={actionData} intent="rename-file" field="name" control="rename-name" text={errorsOf(t, actionData, "rename-file", "name")} />
          <Hidden intent="rename-file" commandId={d.commandIds.rename} path={d.folder} extra={{ key: d.rename.key }} />
          <div className={s.field}>
            <label className={s.label} htmlFor="rename-name">
              {t("siteFiles.rename.name")}
            </label>
            <input
              id="rename-name"
              name="name"
              className={s.input}
              defaultValue={valueOf(actionData, "rename-file", "name") ?? d.rename.name.replace(/\.[^.]*$/, "")}
              aria-invalid={errorsOf(t, actionData, "rename-file", "name") ? true : undefined}
              aria-describedby="rename-name-error"
            />
            <FieldError id="rename-name-error" text={errorsOf(t, actionData, "rename-file", "name")} />
          </div>
          <p className={s.muted}>{t("siteFiles.rename.hint")}</p>
        </StepSection>
      ) : null}
      {d.move ? (
        <StepSection id="move" title={t("siteFiles.move.title", { name: d.move.name })} action={href(d.folder, { move: d.move.key })} back={here} submit={t("siteFiles.move.submit")} t={t}>
          <StepSummary a={actionData} intent="move-file" field="to" control="move-to" text={errorsOf(t, actionData, "move-file", "to")} />
          <Hidden intent="move-file" commandId={d.commandIds.move} path={d.folder} extra={{ key: d.move.key }} />
          <div className={s.field}>
            <label className={s.label} htmlFor="move-to">
              {t("siteFiles.move.to")}
            </label>
            <select id="move-to" name="to" className={s.input} defaultValue={valueOf(actionData, "move-file", "to") ?? d.folder} aria-describedby="move-to-error">
              {d.folders.map((f) => (
                <option key={f} value={f}>
                  {f === "" ? t("siteFiles.root") : `/${f}`}
                </option>
              ))}
            </select>
            <FieldError id="move-to-error" text={errorsOf(t, actionData, "move-file", "to")} />
          </div>
        </StepSection>
      ) : null}
      {d.deleteFile ? (
        <ConfirmDelete id="delete-file" action={href(d.folder, { delete: d.deleteFile.key })} text={t("siteFiles.delete.file_text", { name: d.deleteFile.name })} back={here} t={t}>
          <StepSummary a={actionData} intent="delete-file" field="acknowledged" control="delete-file-ack" text={errorsOf(t, actionData, "delete-file", "acknowledged")} />
          <Hidden intent="delete-file" commandId={d.commandIds.deleteFile} path={d.folder} extra={{ key: d.deleteFile.key }} />
          {/* irreversible (the file's bytes go): the box, which the server requires too (deleteFileSchema) */}
          <div className={s.checkboxRow}>
            <input type="checkbox" id="delete-file-ack" name="acknowledged" aria-describedby="delete-file-ack-error" />
            <label htmlFor="delete-file-ack">{t("non_reversible_operation")}</label>
          </div>
          <FieldError id="delete-file-ack-error" text={errorsOf(t, actionData, "delete-file", "acknowledged")} />
        </ConfirmDelete>
      ) : null}
      {d.deleteFolder ? (
        <ConfirmDelete id="delete-folder" action={href(d.folder, { deleteFolder: d.deleteFolder })} text={t("siteFiles.delete.folder_text", { name: `/${d.deleteFolder}` })} back={here} t={t}>
          <StepSummary a={actionData} intent="delete-folder" field="acknowledged" control="delete-folder-ack" text={errorsOf(t, actionData, "delete-folder", "acknowledged")} />
          <Hidden intent="delete-folder" commandId={d.commandIds.deleteFolder} path={d.folder} extra={{ folder: d.deleteFolder }} />
          <div className={s.checkboxRow}>
            <input type="checkbox" id="delete-folder-ack" name="acknowledged" aria-describedby="delete-folder-ack-error" />
            <label htmlFor="delete-folder-ack">{t("non_reversible_operation")}</label>
          </div>
          <FieldError id="delete-folder-ack-error" text={errorsOf(t, actionData, "delete-folder", "acknowledged")} />
        </ConfirmDelete>
      ) : null}
      <section className={ss.section} aria-labelledby="files-title">
        <h2 id="files-title" className={ss.sectionTitle}>
          {t("siteFiles.title")} <span className={s.muted}>({d.total})</span>
        </h2>
        <p className={fc.toolbar}>
          <Link to={filesHref(d.siteId, d.folder, { sort: d.sort, dir: d.dir, page: String(d.page), ...(d.view === "grid" ? {} : { view: "grid" }) })} preventScrollReset>
            {d.view === "grid" ? t("table.view_list") : t("table.view_grid")}
          </Link>
        </p>
        {d.rows.length === 0 ? (
          <p>{t("document_not_present")}</p>
        ) : d.view === "grid" ? (
          <ul className={dt.grid} aria-label={t("siteFiles.title")}>
            {d.rows.map((r) => (
              <li key={r.id} className={dt.card} data-kind={r.kind}>
                {r.kind === "folder" ? (
                  <div className={fc.preview}>
                    <span aria-hidden="true" className={fc.badge}>
                      📁
                    </span>
                  </div>
                ) : (
                  <div className={fc.preview}>
                    {r.thumb ? (
                      <img src={r.thumb} alt="" className={fc.previewImage} loading="lazy" decoding="async" width={240} height={180} />
                    ) : (
                      <span className={fc.badge} aria-hidden="true">
                        {r.badge || "?"}
                      </span>
                    )}
                  </div>
                )}
                <p className={fc.cardName}>{r.kind === "folder" ? <Link to={href(r.id)}>{r.name}</Link> : r.name}</p>
                {r.kind === "file" ? (
                  <dl className={dt.cardFields}>
                    <dt className={dt.cardLabel}>{t("siteFiles.columns.size")}</dt>
                    <dd className={dt.cardValue}>{r.size}</dd>
                    <dt className={dt.cardLabel}>{t("siteFiles.columns.modified")}</dt>
                    <dd className={dt.cardValue}>{r.modified}</dd>
                  </dl>
                ) : null}
                <ItemActions d={d} r={r} href={href} t={t} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={tt.tableWrap}>
            <StackTable className={tt.table} aria-label={t("siteFiles.title")}>
              <thead>
                <tr>
                  <th scope="col" aria-sort={ariaSort("name")}>
                    <Link to={withSort("name")}>{t("siteFiles.columns.name")}</Link>
                  </th>
                  <th scope="col" aria-sort={ariaSort("size")}>
                    <Link to={withSort("size")}>{t("siteFiles.columns.size")}</Link>
                  </th>
                  <th scope="col" aria-sort={ariaSort("date")}>
                    <Link to={withSort("date")}>{t("siteFiles.columns.modified")}</Link>
                  </th>
                  <th scope="col">{t("siteFiles.columns.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((r) => (
                  <tr key={r.id} data-kind={r.kind}>
                    <td>
                      {r.kind === "folder" ? (
                        <Link to={href(r.id)}>
                          <span aria-hidden="true">📁 </span>
                          {r.name}
                        </Link>
                      ) : (
                        r.name
                      )}
                    </td>
                    <td>{r.size}</td>
                    <td>{r.modified}</td>
                    <td>
                      <ItemActions d={d} r={r} href={href} t={t} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </StackTable>
          </div>
        )}
        <Pager page={d.page} pages={d.pages} href={pageHref} t={t} />
      </section>
      {d.mayUpdate ? (
        <>
          <section className={ss.section} aria-labelledby="folder-title">
            <h2 id="folder-title" className={ss.sectionTitle}>
              {t("siteFiles.folder.title")}
            </h2>
            <Form method="post" action={here}>
              <StepSummary a={actionData} intent="create-folder" field="name" control="folder-name" text={errorsOf(t, actionData, "create-folder", "name")} />
              <Hidden intent="create-folder" commandId={d.commandIds.folder} path={d.folder} />
              <div className={s.field}>
                <label className={s.label} htmlFor="folder-name">
                  {t("siteFiles.folder.name")}
                </label>
                <input
                  id="folder-name"
                  name="name"
                  className={s.input}
                  maxLength={120}
                  defaultValue={valueOf(actionData, "create-folder", "name")}
                  aria-invalid={errorsOf(t, actionData, "create-folder", "name") ? true : undefined}
                  aria-describedby="folder-name-error"
                />
                <FieldError id="folder-name-error" text={errorsOf(t, actionData, "create-folder", "name")} />
              </div>
              <button type="submit" className={s.button}>
                {t("siteFiles.folder.submit")}
              </button>
            </Form>
          </section>
          <section className={ss.section} aria-labelledby="upload-title">
            <h2 id="upload-title" className={ss.sectionTitle}>
              {t("siteFiles.upload.title")}
            </h2>
            <UploadForm action={here} back={here} t={t} hidden={<Hidden intent="upload" commandId={d.commandIds.upload} path={d.folder} />}>
              <StepSummary
                a={actionData}
                intent="upload"
                field="files"
                control="upload-files"
                text={errorsOf(t, actionData, "upload", "files") ?? (actionData?.intent === "upload" && formError?.length ? errorsText(t, formError) : null)}
              />
              <div className={s.field}>
                <label className={s.label} htmlFor="upload-files">
                  {t("siteFiles.upload.files")}
                </label>
                {actionData?.intent === "upload" ? <p role="status">{t("forms.file_choose_again")}</p> : null}
                <input
                  id="upload-files"
                  name="files"
                  type="file"
                  multiple
                  className={s.input}
                  aria-invalid={errorsOf(t, actionData, "upload", "files") ? true : undefined}
                  aria-describedby="upload-files-hint upload-files-error"
                />
                <span id="upload-files-hint" className={s.muted}>
                  {t("siteFiles.upload.hint", { max: d.maxSize })}
                </span>
                <FieldError id="upload-files-error" text={errorsOf(t, actionData, "upload", "files") ?? (actionData?.intent === "upload" && formError?.length ? errorsText(t, formError) : null)} />
              </div>
            </UploadForm>
          </section>
        </>
      ) : null}
    </div>
  );
}
