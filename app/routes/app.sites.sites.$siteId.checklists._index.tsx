// A site's checklists (spec part 1 §2): newest first, 20 a page, for the site's team and whoever
// sees all checklists (ADR-0072); each leads to its fill form (the team) or its view.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import type { Policy } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { checklistFilters } from "~/domain/checklist/schema.server";
import { CHECKLIST_PAGE_SIZE, checklistPage } from "~/events/queries/checklists.server";
import { checklistRights, checklistSite, swissDay } from "~/areas/checklists/checklists.server";
import { getSql } from "~/runtime.server";
import * as cs from "~/ui/checklist/checklist.css";
import { StatusBadge } from "~/ui/checklist/form-bits";
import { CHECKLISTS, fillPath } from "~/ui/checklist/paths";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as s from "~/ui/shell.css";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "checklist.site.title",
  policy: { get: SITE_PAGE_RULES.checklists },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await checklistSite(sql, user, params.siteId);
  const rights = await checklistRights(sql, user, site.id);
  const f = checklistFilters(queryParams(request));
  const page = rights.see ? await checklistPage(sql, { siteId: site.id, teamOf: null }, f.page) : { rows: [], total: 0 };
  return {
    siteId: site.id,
    title: site.title,
    rights,
    page: f.page,
    pages: Math.max(1, Math.ceil(page.total / CHECKLIST_PAGE_SIZE)),
    rows: page.rows.map((r) => ({ id: r.id, title: r.title, date: swissDay(r.date), readyBy: swissDay(r.readyBy), status: r.status, progress: `${r.answeredCount}/${r.itemCount}`, signed: r.signed })),
  };
}

export default function SiteChecklists() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={cs.page}>
      <SitePageHead siteId={d.siteId} title={d.title} />
      {!d.rights.see ? (
        <p className={s.muted}>{t("checklist.site.not_on_team")}</p>
      ) : (
        <>
          {d.rights.prepare ? (
            <p>
              <Link to={`${CHECKLISTS}/new?site=${d.siteId}`} className={s.linkButton}>
                {t("checklist.new.title")}
              </Link>
            </p>
          ) : null}
          {d.rows.length === 0 ? (
            <p>{t("checklist.site.empty")}</p>
          ) : (
            <ul className={cs.page}>
              {d.rows.map((r) => (
                <li key={r.id} className={cs.question}>
                  <Link to={fillPath(d.siteId, r.id)}>{r.title}</Link>
                  <span>
                    {r.date} · {t("checklist.fields.ready_by")} {r.readyBy} · {r.progress}
                    {r.signed ? ` · ${t("checklist.list.signed")}` : ""} <StatusBadge status={r.status} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <nav aria-label={t("checklist.list.pages")}>
            {d.page > 1 ? <Link to={`?page=${d.page - 1}`}>{t("checklist.list.previous")}</Link> : null} {t("checklist.list.page_short", { page: d.page, pages: d.pages })}{" "}
            {d.page < d.pages ? <Link to={`?page=${d.page + 1}`}>{t("checklist.list.next")}</Link> : null}
          </nav>
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
