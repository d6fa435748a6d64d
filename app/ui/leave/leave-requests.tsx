// The head of HR's leave requests: the title, the new-request link, the bulk form (its tick boxes
// sit in the table's rows and join it through their `form` attribute; it opens the confirmation
// page with a GET, so nothing is decided before the confirmation), and the filters (a GET form:
// the filters live in the URL).
import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LEAVE_DECISIONS } from "~/domain/leave/commands";
import type { LeaveStatus } from "~/domain/leave/types";
import type { ReactNode } from "react";
import { BulkDecisionForm } from "../bulk-decision";
import { PhoneFold } from "../phone-fold";
import * as p from "../page.css";
import * as s from "../shell.css";
import { BULK_FORM_ID } from "./leave-request-columns";
import * as l from "./leave.css";

export function LeaveRequestsHeader({
  heading,
  mayManage,
  bulk,
  batchId,
  filtered = false,
  children,
}: {
  heading: string;
  mayManage: boolean;
  bulk: boolean;
  batchId: string;
  /** a filter is set: the phone's panel opens with it */
  filtered?: boolean;
  /** the filters: folded with the actions on a phone */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={l.title}>{heading}</h1>
      <PhoneFold open={filtered}>
        <span className={l.actions}>
          {bulk ? (
            <BulkDecisionForm
              noun="leave"
              formId={BULK_FORM_ID}
              action="/app/hr/leave-requests/bulk"
              batchId={batchId}
              intents={LEAVE_DECISIONS.intents}
              className={l.inlineForm}
            />
          ) : null}
          {mayManage ? (
            <Link to="/app/hr/leave-requests/new" className={s.button}>
              {t("leave.hr.list.new")}
            </Link>
          ) : null}
        </span>
        {children}
      </PhoneFold>
    </>
  );
}

export interface LeaveRequestFilterView {
  status: string;
  company: string;
  person: string;
  from: string;
  to: string;
}

export function LeaveRequestFilters({
  filter,
  statuses,
  companies,
  people,
}: {
  filter: LeaveRequestFilterView;
  statuses: LeaveStatus[];
  companies: { code: string; name: string }[];
  people: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <Form
      method="get"
      action={location.pathname}
      className={l.inlineForm}
      role="search"
      aria-label={t("leave.hr.list.filters")}
    >
      {(["sort", "dir", "size"] as const).map((k) =>
        searchParams.has(k) ? (
          <input
            key={k}
            type="hidden"
            name={k}
            value={searchParams.get(k) ?? ""}
          />
        ) : null
      )}
      <div className={s.field}>
        <label className={s.label} htmlFor="lr-status">
          {t("leave.list.columns.status")}
        </label>
        <select
          id="lr-status"
          name="status"
          className={p.select}
          defaultValue={filter.status}
          key={`s${filter.status}`}
        >
          <option value="">{t("leave.hr.list.all_statuses")}</option>
          {statuses.map((st) => (
            <option key={st} value={st}>
              {t(`leave.status.${st}`)}
            </option>
          ))}
        </select>
      </div>
      {companies.length ? (
        <div className={s.field}>
          <label className={s.label} htmlFor="lr-company">
            {t("profile.company")}
          </label>
          <select
            id="lr-company"
            name="company"
            className={p.select}
            defaultValue={filter.company}
            key={`c${filter.company}`}
          >
            <option value="">{t("hr.users.list.all_companies")}</option>
            {companies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={s.field}>
        <label className={s.label} htmlFor="lr-person">
          {t("leave.hr.list.columns.person")}
        </label>
        <select
          id="lr-person"
          name="person"
          className={p.select}
          defaultValue={filter.person}
          key={`p${filter.person}`}
        >
          <option value="">{t("leave.hr.list.all_people")}</option>
          {people.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </div>
      <div className={s.field}>
        <label className={s.label} htmlFor="lr-from">
          {t("leave.hr.list.from")}
        </label>
        <input
          id="lr-from"
          name="from"
          type="date"
          className={s.input}
          defaultValue={filter.from}
          key={`f${filter.from}`}
        />
      </div>
      <div className={s.field}>
        <label className={s.label} htmlFor="lr-to">
          {t("leave.hr.list.to")}
        </label>
        <input
          id="lr-to"
          name="to"
          type="date"
          className={s.input}
          defaultValue={filter.to}
          key={`t${filter.to}`}
        />
      </div>
      <div className={s.field}>
        <button type="submit" className={s.buttonSecondary}>
          {t("leave.hr.list.apply")}
        </button>
      </div>
      <div className={s.field}>
        <Link to={location.pathname}>{t("leave.hr.list.reset")}</Link>
      </div>
    </Form>
  );
}
