// The checklists (spec part 2 §2, §9): newest first, 20 a page, filtered by site, template and
// status; all of them with allChecklists or read admin, else those of the sites whose team the
// person is on (ADR-0072). A plain GET form filters; links lead to a checklist's view, edit and copy.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { checklistFilters } from "~/domain/checklist/schema.server";
import { CHECKLIST_PAGE_SIZE, checklistPage, checklistSites, checklistTemplates } from "~/events/queries/checklists.server";
import { mayPrepare, swissDay, teamScopeOf } from "~/areas/checklists/checklists.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { StatusBadge, StatusFilter } from "~/ui/checklist/form-bits";
import { CHECKLISTS, checklistPath } from "~/ui/checklist/paths";
import * as s from "~/ui/shell.css";
import { PhoneFold } from "~/ui/phone-fold";
import { queryParams } from "~/domain/shared/query-params";
import { ColumnsTable } from "~/ui/table/columns-table";
import { CsvLink } from "~/ui/csv-link";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.list.title",
  policy: { get: anyOf(["read", "admin"], ["read", "allChecklists"]) },
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const url = new URL(request.url);
  const f = checklistFilters(queryParams(url));
  const teamOf = teamScopeOf(user);
  const [page, templates, sites, t] = await Promise.all([checklistPage(sql, { ...f, teamOf }, f.page), checklistTemplates(sql), checklistSites(sql, teamOf), getT(request)]);
  return {
    heading: t("checklist.list.title"),
    filters: { site: f.siteId ? String(f.siteId) : "", template: f.templateId ? String(f.templateId) : "", status: f.status ?? "" },
    page: f.page,
    pages: Math.max(1, Math.ceil(page.total / CHECKLIST_PAGE_SIZE)),
    total: page.total,
    mayPrepare: mayPrepare(user),
    templates: templates.map((x) => ({ id: x.id, name: x.name })),
    sites,
    rows: page.rows.map((r) => ({
      id: r.id,
      title: r.title,
      // every assigned site, its own first (ADR-0117)
      site: r.sites.length ? r.sites.map((x) => x.title).join(", ") : r.siteTitle,
      template: r.templateName ?? "",
      date: swissDay(r.date),
      readyBy: swissDay(r.readyBy),
      status: r.status,
      progress: `${r.answeredCount}/${r.itemCount}`,
      signed: r.signed,
    })),
  };
}

export default function Checklists() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const query = (page: number) => {
    const p = new URLSearchParams();
    if (d.filters.site) p.set("site", d.filters.site);
    if (d.filters.template) p.set("template", d.filters.template);
    if (d.filters.status) p.set("status", d.filters.status);
    p.set("page", String(page));
    return `?${p.toString()}`;
  };
  return (
    <section className={cs.page} aria-labelledby="checklists-title">
      <h1 id="checklists-title">{d.heading}</h1>
      {d.mayPrepare ? (
        <p>
          <Link to={`${CHECKLISTS}/new`} className={s.linkButton}>
            {t("checklist.new.title")}
          </Link>{" "}
          <Link to={`${CHECKLISTS}/templates`}>{t("checklist.templates.title")}</Link>
        </p>
      ) : null}
      <PhoneFold>
        <Form method="get" className={cs.filters}>
          <label>
            {t("checklist.fields.site")}
            <select name="site" defaultValue={d.filters.site} className={s.input}>
              <option value="">{t("checklist.list.all")}</option>
              {d.sites.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("checklist.fields.template")}
            <select name="template" defaultValue={d.filters.template} className={s.input}>
              <option value="">{t("checklist.list.all")}</option>
              {d.templates.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <StatusFilter value={d.filters.status} all="" />
          <button type="submit" className={s.buttonSecondary}>
            {t("checklist.list.filter")}
          </button>
        </Form>
      </PhoneFold>
      <ColumnsTable
        rows={d.rows}
        columns={[
          { header: t("checklist.fields.title"), cell: (r) => <Link to={checklistPath(r.id, "view")}>{r.title}</Link> },
          ["site", t("checklist.fields.site")],
          ["template", t("checklist.fields.template")],
          ["date", t("checklist.fields.date")],
          ["readyBy", t("checklist.fields.ready_by")],
          {
            header: t("checklist.fields.progress"),
            cell: (r) => (
              <>
                {r.progress}
                {r.signed ? ` · ${t("checklist.list.signed")}` : ""}
              </>
            ),
          },
          { header: t("checklist.fields.status"), cell: (r) => <StatusBadge status={r.status} /> },
          {
            header: t("checklist.list.actions"),
            cell: (r) => (
              <>
                <Link to={checklistPath(r.id, "view")}>{t("checklist.actions.view")}</Link>
                {d.mayPrepare ? (
                  <>
                    {r.status === "PENDING" && !r.signed ? (
                      <>
                        {" · "}
                        <Link to={checklistPath(r.id, "edit")}>{t("checklist.actions.edit")}</Link>
                      </>
                    ) : null}
                    {" · "}
                    <Link to={checklistPath(r.id, "new")}>{t("checklist.actions.copy")}</Link>
                  </>
                ) : null}
              </>
            ),
          },
        ]}
        empty={t("the_search_did_not_return_any_results")}
        classes={{ table: cs.table }}
        wrap={cs.scroll}
      />
      <CsvLink path="/app/admin/checklists/csv" />
      <nav aria-label={t("checklist.list.pages")}>
        {d.page > 1 ? <Link to={query(d.page - 1)}>{t("checklist.list.previous")}</Link> : null} {t("checklist.list.page_of", { page: d.page, pages: d.pages, total: d.total })}{" "}
        {d.page < d.pages ? <Link to={query(d.page + 1)}>{t("checklist.list.next")}</Link> : null}
      </nav>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
