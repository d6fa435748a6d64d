// The file log (ADR-0054): who uploaded, renamed, moved, created or deleted what, where and when,
// newest first; filters by site, person, action and period in a plain GET form.
import { Form, Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { FILE_LOG_ACTIONS } from "~/domain/site-files/lists";
import * as s from "../shell.css";
import * as ss from "../sites/sites.css";
import * as tt from "../sites/site-team.css";
import { PhoneFold } from "../phone-fold";
import { StackTable } from "~/ui/table/stack-table";

export interface FileLogData {
  filters: { site: string; person: string; action: string; from: string; to: string };
  sites: { id: number; title: string }[];
  people: { id: number; name: string }[];
  rows: { id: string; siteId: number; site: string; action: string; name: string; folder: string; from: string; size: string; who: string; at: string }[];
  total: number;
  page: number;
  pages: number;
}

/** One of the log's filters: a select whose first option is "all". */
function FilterSelect({ id, name, label, value, options, t }: { id: string; name: string; label: string; value: string; options: [string, string][]; t: TFunction }) {
  return (
    <div className={ss.filterField}>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={s.input} defaultValue={value}>
        <option value="">{t("siteFiles.log.all")}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The previous and next pages of the files list and the file log (plain links). */
export function Pager({ page, pages, href, t }: { page: number; pages: number; href: (page: number) => string; t: TFunction }) {
  return pages > 1 ? (
    <nav aria-label={t("siteFiles.pages")} style={{ display: "flex", gap: "1rem", marginTop: "0.75rem" }}>
      {page > 1 ? <Link to={href(page - 1)}>{t("siteFiles.previous")}</Link> : null}
      <span>{t("siteFiles.page_of", { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("siteFiles.next")}</Link> : null}
    </nav>
  ) : null;
}

export function FileLog({ d, t, showSite, self }: { d: FileLogData; t: TFunction; showSite: boolean; self: string }) {
  const pageHref = (page: number) => {
    const q = new URLSearchParams(Object.entries(d.filters).filter(([, v]) => v !== ""));
    q.set("page", String(page));
    return `${self}?${q}`;
  };
  return (
    <>
      <PhoneFold>
        <Form method="get" action={self} className={ss.filters} aria-label={t("siteFiles.log.filters")}>
          {showSite ? <FilterSelect id="log-site" name="site" label={t("siteFiles.log.site")} value={d.filters.site} options={d.sites.map((x) => [String(x.id), x.title])} t={t} /> : null}
          <FilterSelect id="log-person" name="person" label={t("siteFiles.log.person")} value={d.filters.person} options={d.people.map((p) => [String(p.id), p.name])} t={t} />
          <FilterSelect id="log-action" name="action" label={t("siteFiles.log.action")} value={d.filters.action} options={FILE_LOG_ACTIONS.map((a) => [a, t(`siteFiles.log.actions.${a}`)])} t={t} />
          <div className={ss.filterField}>
            <label className={s.label} htmlFor="log-from">
              {t("siteFiles.log.from")}
            </label>
            <input id="log-from" name="from" type="date" className={s.input} defaultValue={d.filters.from} />
          </div>
          <div className={ss.filterField}>
            <label className={s.label} htmlFor="log-to">
              {t("siteFiles.log.to")}
            </label>
            <input id="log-to" name="to" type="date" className={s.input} defaultValue={d.filters.to} />
          </div>
          <div className={ss.filterActions}>
            <button type="submit" className={s.button}>
              {t("siteFiles.log.apply")}
            </button>
          </div>
        </Form>
      </PhoneFold>
      {d.rows.length === 0 ? (
        <p>{t("siteFiles.log.empty")}</p>
      ) : (
        <div className={tt.tableWrap}>
          <StackTable className={tt.table} aria-label={t("siteFiles.log.title")}>
            <thead>
              <tr>
                <th scope="col">{t("siteFiles.log.when")}</th>
                {showSite ? <th scope="col">{t("siteFiles.log.site")}</th> : null}
                <th scope="col">{t("siteFiles.log.person")}</th>
                <th scope="col">{t("siteFiles.log.action")}</th>
                <th scope="col">{t("siteFiles.log.item")}</th>
                <th scope="col">{t("siteFiles.log.folder")}</th>
                <th scope="col">{t("siteFiles.columns.size")}</th>
              </tr>
            </thead>
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.id} data-action={r.action}>
                  <td>{r.at}</td>
                  {showSite ? (
                    <td>
                      <Link to={`/app/sites/sites/${r.siteId}/files/log`}>{r.site}</Link>
                    </td>
                  ) : null}
                  <td>{r.who || "—"}</td>
                  <td>{t(`siteFiles.log.actions.${r.action}`)}</td>
                  <td>{r.action === "rename" ? t("siteFiles.log.renamed", { from: r.from, to: r.name }) : r.name}</td>
                  <td>{r.action === "move" ? t("siteFiles.log.moved", { from: `/${r.from}`, to: `/${r.folder}` }) : `/${r.folder}`}</td>
                  <td>{r.size}</td>
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      )}
      <Pager page={d.page} pages={d.pages} href={pageHref} t={t} />
    </>
  );
}
