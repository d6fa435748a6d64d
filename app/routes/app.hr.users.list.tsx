import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authorizeGet } from "~/auth/policy.server";
import { ROLES } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import { listPeople } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { clampPage, MAX_SEARCH_LENGTH, parseListParams } from "~/ui/list-params";
import * as p from "~/ui/page.css";
import { hrUserColumns, type HrUserRowView } from "~/ui/people/hr-user-columns";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";
import { personName } from "~/domain/person/name";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "hr.users.list.title", policy: { get: anyOf(["read", "hr"]) } };

const SORTS = ["name", "id", "company", "role"] as const;

/** People listed in HR (ADR-0006: LIST_IN_HR_MODULE or a staff role), within the user's companies; search, company and role from the URL. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const scope = hrCompaniesOf(user);
  const params = parseListParams(request.url, {
    sorts: [...SORTS],
    defaultSort: "name",
    defaultDir: "asc",
    filters: { company: [...scope], role: [...ROLES] },
  });
  const sql = await getSql();
  const query = {
    companies: params.filters.company ? [params.filters.company] : scope,
    search: params.search,
    role: params.filters.role ?? null,
    sort: params.sort,
    dir: params.dir,
    onlyListedInHr: true,
  };
  const first = await listPeople(sql, { ...query, page: params.page, size: params.size });
  const page = clampPage(params.page, first.total, params.size);
  const result = page === params.page ? first : await listPeople(sql, { ...query, page, size: params.size });
  const t = await getT(request);
  return {
    heading: t("hr.users.list.title"),
    params: { ...params, page },
    companies: scope.length > 1 ? scope.map((c) => ({ code: c, name: COMPANY_NAMES[c] })) : [],
    total: result.total,
    rows: result.rows.map(
      (r): HrUserRowView => ({
        id: r.id,
        name: personName(r),
        username: r.username ?? "",
        company: COMPANY_NAMES[r.companyCode],
        role: r.role ?? "—",
        active: r.active,
      }),
    ),
  };
}

export default function HrUsersList() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const columns = useMemo(() => hrUserColumns(t), [t]);
  return (
    <section>
      <h1 className={s.heading}>{d.heading}</h1>
      <Form method="get" action={location.pathname} className={p.toolbar} role="search" aria-label={t("hr.users.list.filters")}>
        {(["sort", "dir", "size"] as const).map((k) => (searchParams.has(k) ? <input key={k} type="hidden" name={k} value={searchParams.get(k) ?? ""} /> : null))}
        <label htmlFor="hr-users-search" className="visually-hidden">
          {t("hr.users.list.search")}
        </label>
        <input id="hr-users-search" name="search" type="search" defaultValue={d.params.search} key={d.params.search} className={s.input} placeholder={t("hr.users.list.search")} maxLength={MAX_SEARCH_LENGTH} />
        {d.companies.length ? (
          <>
            <label htmlFor="hr-users-company" className="visually-hidden">
              {t("profile.company")}
            </label>
            <select id="hr-users-company" name="company" defaultValue={d.params.filters.company ?? ""} key={`c${d.params.filters.company ?? ""}`} className={p.select}>
              <option value="">{t("hr.users.list.all_companies")}</option>
              {d.companies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label htmlFor="hr-users-role" className="visually-hidden">
          {t("profile.role")}
        </label>
        <select id="hr-users-role" name="role" defaultValue={d.params.filters.role ?? ""} key={`r${d.params.filters.role ?? ""}`} className={p.select}>
          <option value="">{t("hr.users.list.all_roles")}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <button type="submit" className={s.buttonSecondary}>
          {t("hr.users.list.search_button")}
        </button>
      </Form>
      <DataTable
        caption={d.heading}
        data={d.rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        rowHref={(r) => `/app/hr/users/${r.id}/profile`}
        total={d.total}
        page={d.params.page}
        size={d.params.size}
        sort={d.params.sort}
        dir={d.params.dir}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
