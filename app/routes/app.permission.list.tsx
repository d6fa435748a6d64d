import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";
import { Form, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { peopleCompanies, ROLES } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { listPeople } from "~/events/queries/people.server";
import { zurichToday } from "~/clock.server";
import { getSql } from "~/runtime.server";
import { clampPage, exportParams, MAX_SEARCH_LENGTH, parseListParams } from "~/domain/shared/list-params";
import { permissionColumns, type PermissionRowView } from "~/ui/people/permission-columns";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";
import { personName } from "~/domain/person/name";
import { PhoneFold } from "~/ui/phone-fold";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "permission.list.title", policy: { get: anyOf(["update", "admin"]) } };

export const PERMISSION_LIST = { sorts: ["name", "id", "company", "role"] as const, defaultSort: "name" as const, defaultDir: "asc" as const, defaultSize: 20 as const, filters: { role: [...ROLES] } };

/** People with their role and capability flags (company-scoped without allEmployee). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const params = parseListParams(request.url, { ...PERMISSION_LIST, sorts: [...PERMISSION_LIST.sorts] as ["name", "id", "company", "role"] });
  const sql = await getSql();
  const query = { companies: peopleCompanies(user.principal, user.access), search: params.search, role: params.filters.role ?? null, sort: params.sort, dir: params.dir, today: zurichToday().toString() };
  const first = await listPeople(sql, { ...query, page: params.page, size: params.size });
  const page = clampPage(params.page, first.total, params.size);
  const result = page === params.page ? first : await listPeople(sql, { ...query, page, size: params.size });
  const t = await getT(request);
  return {
    pageTitle: t("permission.list.title"),
    params: { ...params, page },
    total: result.total,
    rows: result.rows.map(
      (r): PermissionRowView => ({
        id: r.id,
        name: personName(r),
        username: r.username ?? "",
        company: COMPANY_NAMES[r.companyCode],
        role: r.role ?? "—",
        capabilities: r.capabilities,
        active: r.active,
      }),
    ),
  };
}

export default function PermissionList() {
  const { rows, total, params } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const query = queryParams(searchParams);
  const columns = useMemo(() => permissionColumns(t), [t]);
  return (
    <section>
      <h1 className={s.heading}>{t("permission.list.title")}</h1>
      <PhoneFold>
        <Form method="get" action={location.pathname} className={p.toolbar} role="search" aria-label={t("permission.list.search")}>
          {(["sort", "dir", "size"] as const).map((k) => (query.has(k) ? <input key={k} type="hidden" name={k} value={query.get(k) ?? ""} /> : null))}
          <label htmlFor="perm-search" className="visually-hidden">
            {t("permission.list.search")}
          </label>
          <input id="perm-search" name="search" type="search" defaultValue={params.search} key={params.search} className={s.input} placeholder={t("permission.list.search")} maxLength={MAX_SEARCH_LENGTH} />
          <label htmlFor="perm-role" className="visually-hidden">
            {t("profile.role")}
          </label>
          <select id="perm-role" name="role" defaultValue={params.filters.role ?? ""} key={params.filters.role ?? ""} className={p.select}>
            <option value="">{t("permission.list.all_roles")}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`access_names.roles.${r}`)}
              </option>
            ))}
          </select>
          <button type="submit" className={s.buttonSecondary}>
            {t("permission.list.search_button")}
          </button>
        </Form>
      </PhoneFold>
      <DataTable
        caption={t("permission.list.title")}
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        rowHref={(r) => `/app/permission/${r.id}/edit`}
        total={total}
        page={params.page}
        size={params.size}
        sort={params.sort}
        dir={params.dir}
        csvHref={`/app/permission/csv${exportParams(searchParams)}`}
        staticRows
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
