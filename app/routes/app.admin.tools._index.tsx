// The tool manager's list (spec part 2 §2, §7): search by name or holder, category and availability
// filters, overdue tools highlighted, 20 per page, CSV of what the filters find.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDate } from "~/domain/shared/format";
import { AVAILABILITY_FILTERS } from "~/domain/tool/lists";
import { listCategories, listTools } from "~/events/queries/tools.server";
import { toolFilterOf } from "~/areas/tools/tools.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { categoryLabel, TOOLS_PATH } from "~/ui/tools/labels";
import * as ts from "~/ui/tools/tools.css";
import { PhoneFold } from "~/ui/phone-fold";
import { queryParams } from "~/domain/shared/query-params";
import { ToolTable } from "~/ui/tools/tool-table";
import { toolColumns } from "~/ui/tools/columns";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "tools.title", policy: { get: anyOf(["read", "tool-manager"]) } };

const SIZE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const url = new URL(request.url);
  const filter = toolFilterOf(url);
  const n = Number(queryParams(url).get("page"));
  const page = Number.isInteger(n) && n > 0 ? Math.min(n, 10_000) : 1;
  const [r, categories] = await Promise.all([listTools(sql, filter, page, SIZE), listCategories(sql)]);
  const t = await getT(request);
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.categoryId) query.set("category", String(filter.categoryId));
  if (filter.availability) query.set("availability", filter.availability);
  return {
    heading: t("tools.title"),
    mayUpdate: can(user.access, "update", "tool-manager"),
    filter: { q: filter.q, category: filter.categoryId ? String(filter.categoryId) : "", availability: filter.availability ?? "" },
    query: query.toString(),
    categories: categories.map((c) => ({ id: c.id, label: categoryLabel(t, c) })),
    page,
    pages: Math.max(1, Math.ceil(r.total / SIZE)),
    total: r.total,
    rows: r.rows.map((x) => ({
      id: x.id,
      name: x.name,
      category: categoryLabel(t, { name: x.categoryName, code: x.categoryCode }),
      quantity: x.quantity,
      available: x.availableQty,
      person: x.personName,
      end: x.endDate ? formatDate(x.endDate) : "",
      state: x.overdue ? ("overdue" as const) : x.isAvailable ? ("available" as const) : ("assigned" as const),
      low: x.lowStock,
    })),
  };
}

export default function Tools() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const c = toolColumns(t);
  const pageLink = (n: number) => `?${new URLSearchParams([...new URLSearchParams(d.query), ["page", String(n)]]).toString()}`;
  return (
    <section aria-labelledby="tools-title">
      <h1 id="tools-title" className={s.heading}>
        {d.heading}
      </h1>
      <nav className={ts.links} aria-label={t("tools.sections")}>
        {d.mayUpdate ? (
          <Link to={`${TOOLS_PATH}/new`} className={s.linkButton}>
            {t("tools.new")}
          </Link>
        ) : null}
        <Link to={`${TOOLS_PATH}/quantities`}>{t("tools.quantities.title")}</Link>
        <Link to={`${TOOLS_PATH}/categories`}>{t("tools.categories.title")}</Link>
        <Link to={`${TOOLS_PATH}/requests`}>{t("tools.requests.title")}</Link>
      </nav>
      <PhoneFold>
        <Form method="get" className={ts.filters}>
          <div>
            <label htmlFor="tools-q" className={s.label}>
              {t("tools.filter.search")}
            </label>
            <input id="tools-q" name="q" type="search" maxLength={100} defaultValue={d.filter.q} className={s.input} />
          </div>
          <div>
            <label htmlFor="tools-category" className={s.label}>
              {t("tools.fields.category")}
            </label>
            <select id="tools-category" name="category" defaultValue={d.filter.category} className={p.select}>
              <option value="">{t("tools.filter.all")}</option>
              {d.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="tools-availability" className={s.label}>
              {t("tools.filter.availability")}
            </label>
            <select id="tools-availability" name="availability" defaultValue={d.filter.availability} className={p.select}>
              <option value="">{t("tools.filter.all")}</option>
              {AVAILABILITY_FILTERS.map((a) => (
                <option key={a} value={a}>
                  {t(`tools.state.${a}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={s.buttonSecondary}>
            {t("tools.filter.apply")}
          </button>
        </Form>
      </PhoneFold>
      <ToolTable
        rows={d.rows}
        columns={[
          ["quantity", t("tools.fields.quantity")],
          c.available,
          c.person,
          c.end,
          {
            header: t("tools.fields.state"),
            cell: (r) => (
              <>
                <span className={ts.badge[r.state]}>{t(`tools.state.${r.state}`)}</span>
                {r.low ? <> <span className={ts.badge.low} data-low-stock="true">{t("tools.low_stock.flag")}</span></> : null}
              </>
            ),
          },
        ]}
        flag={(r) => (r.state === "overdue" ? "data-overdue" : null)}
      />
      <p>
        <a href={`${TOOLS_PATH}/csv${d.query ? `?${d.query}` : ""}`} download>
          {t("tools.csv")}
        </a>
      </p>
      <nav className={p.pager} aria-label={t("permission.list.pages")}>
        {d.page > 1 ? <Link to={pageLink(d.page - 1)}>{t("permission.list.previous")}</Link> : null}
        <span>{t("permission.list.page_of", { page: d.page, pages: d.pages })}</span>
        {d.page < d.pages ? <Link to={pageLink(d.page + 1)}>{t("permission.list.next")}</Link> : null}
      </nav>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
