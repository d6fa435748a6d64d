// The people list's page (HR's and the administrator's): search, company, role and status filters
// in one GET form (works without JavaScript), the "new user" button and the edit column for
// whoever may edit people.
import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { ROLES } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { MAX_SEARCH_LENGTH, type ListParams } from "~/domain/shared/list-params";
import * as p from "../page.css";
import * as s from "../shell.css";
import { DataTable } from "../table/data-table";
import { hrUserColumns, type HrUserRowView } from "./hr-user-columns";
import * as f from "./person-form.css";
import { PhoneFold } from "../phone-fold";
import { useCsvHref } from "../csv-link";

export interface PeopleListView {
  heading: string;
  params: ListParams<string, "company" | "role" | "status">;
  companies: { code: CompanyCode; name: string }[];
  canEdit: boolean;
  total: number;
  rows: HrUserRowView[];
}

/** `base`: /app/hr/users or /app/admin/users; rows open `{base}/{id}/profile` (HR's person page). */
export function PeopleList({ d, base, profilePath }: { d: PeopleListView; base: string; profilePath: (id: number) => string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const canEdit = d.canEdit;
  const csvHref = useCsvHref(`${base}/csv`);
  const columns = useMemo(() => hrUserColumns(t, { editPath: canEdit ? (id) => `${base}/${id}/edit` : null }), [t, canEdit, base]);
  return (
    <section>
      <div className={f.toolbarEnd}>
        <h1 className={s.heading}>{d.heading}</h1>
        {canEdit ? (
          <Link to={`${base}/new`} className={s.button}>
            {t("people.list.new_user")}
          </Link>
        ) : null}
      </div>
      <PhoneFold>
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
                {t(`access_names.roles.${r}`)}
              </option>
            ))}
          </select>
          <label htmlFor="hr-users-status" className="visually-hidden">
            {t("hr.users.list.columns.status")}
          </label>
          <select id="hr-users-status" name="status" defaultValue={d.params.filters.status ?? ""} key={`s${d.params.filters.status ?? ""}`} className={p.select}>
            <option value="">{t("people.list.all_statuses")}</option>
            <option value="active">{t("people.list.only_active")}</option>
            <option value="inactive">{t("people.list.only_inactive")}</option>
          </select>
          <button type="submit" className={s.buttonSecondary}>
            {t("hr.users.list.search_button")}
          </button>
        </Form>
      </PhoneFold>
      <DataTable
        caption={d.heading}
        data={d.rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        rowHref={(r) => profilePath(r.id)}
        total={d.total}
        page={d.params.page}
        size={d.params.size}
        sort={d.params.sort}
        dir={d.params.dir}
        csvHref={csvHref}
        // the rows hold no handlers of their own: the table's click handler navigates their links
        staticRows
      />
    </section>
  );
}
