// The audit's event log (ADR-0011): the filters as a plain GET form, the events newest first with
// a link from each to its record's history at that event, and "newer"/"older" links (keyset
// pages). Works without JavaScript; the loader sends every value formatted.
import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { withParams } from "~/domain/shared/list-params";
import { HandErrorSummary } from "../forms/error-summary";
import * as p from "../page.css";
import * as s from "../shell.css";
import * as h from "./history.css";
import { eventLabel } from "./history-value";
import { historyPathOf, RECORD_TYPES } from "./record-types";
import { PhoneFold } from "../phone-fold";
import { StackTable } from "~/ui/table/stack-table";

export interface AuditRowView {
  position: number;
  /** DD.MM.YYYY HH:mm */
  when: string;
  streamType: string;
  recordId: number;
  version: number;
  type: string;
  /** the actor's name, or the system / an unknown person, already worded */
  who: string;
}

export interface AuditFilterView {
  type: string;
  event: string;
  actor: string;
  /** as typed, also when refused */
  from: string;
  to: string;
  /** why a period field was refused, already translated */
  errors: { from?: string; to?: string };
}

/** A period date field with its refusal beside it (aria-invalid, aria-describedby). */
function PeriodField({ name, label, value, error }: { name: "from" | "to"; label: string; value: string; error?: string }) {
  const id = `audit-${name}`;
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        className={s.input}
        defaultValue={value}
        key={`${name}${value}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className={s.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function AuditFilters({ filter, actors }: { filter: AuditFilterView; actors: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <PhoneFold>
      <Form method="get" action={location.pathname} className={h.filters} role="search" aria-label={t("audit.filters")} id="audit-filters">
        <HandErrorSummary formId="audit-filters" errors={filter.errors} idOf={(name) => `audit-${name}`} translated />
        <div className={s.field}>
          <label className={s.label} htmlFor="audit-type">
            {t("audit.filter.type")}
          </label>
          <select id="audit-type" name="type" className={p.select} defaultValue={filter.type} key={`t${filter.type}`}>
            <option value="">{t("audit.filter.all")}</option>
            {RECORD_TYPES.map((r) => (
              <option key={r.streamType} value={r.streamType}>
                {t(r.label)}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="audit-event">
            {t("audit.filter.event")}
          </label>
          <select id="audit-event" name="event" className={p.select} defaultValue={filter.event} key={`e${filter.event}`}>
            <option value="">{t("audit.filter.all")}</option>
            {RECORD_TYPES.map((r) => (
              <optgroup key={r.streamType} label={t(r.label)}>
                {r.eventTypes.map((e) => (
                  <option key={e} value={e}>
                    {eventLabel(t, e)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor="audit-actor">
            {t("audit.filter.actor")}
          </label>
          <select id="audit-actor" name="actor" className={p.select} defaultValue={filter.actor} key={`a${filter.actor}`}>
            <option value="">{t("audit.filter.anyone")}</option>
            <option value="0">{t("history.system")}</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <PeriodField name="from" label={t("audit.filter.from")} value={filter.from} error={filter.errors.from} />
        <PeriodField name="to" label={t("audit.filter.to")} value={filter.to} error={filter.errors.to} />
        <div className={s.field}>
          <button type="submit" className={s.buttonSecondary}>
            {t("audit.filter.apply")}
          </button>
        </div>
        <div className={s.field}>
          <Link to={location.pathname}>{t("audit.filter.reset")}</Link>
        </div>
      </Form>
    </PhoneFold>
  );
}

export function AuditTable({ rows, older, newer }: { rows: AuditRowView[]; older: number | null; newer: number | null }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const recordLabel = (type: string) => {
    const r = RECORD_TYPES.find((x) => x.streamType === type);
    return r ? t(r.label) : type;
  };
  return (
    <section aria-labelledby="audit-events-title" className={h.page}>
      <h2 id="audit-events-title" className="visually-hidden">
        {t("audit.events")}
      </h2>
      <div className={p.tableWrap} role="region" aria-labelledby="audit-events-title" tabIndex={0}>
        <StackTable className={p.table}>
          <caption className="visually-hidden">{t("audit.events")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("audit.columns.position")}</th>
              <th scope="col">{t("history.columns.when")}</th>
              <th scope="col">{t("history.columns.who")}</th>
              <th scope="col">{t("audit.columns.record")}</th>
              <th scope="col">{t("history.columns.event")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5}>{t("the_search_did_not_return_any_results")}</td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.position} data-position={r.position}>
                <td>{r.position}</td>
                <td>{r.when}</td>
                <td>{r.who}</td>
                <td>
                  <Link to={`${historyPathOf(r.streamType, r.recordId)}?at=${r.version}`}>
                    {t("audit.record_ref", { record: recordLabel(r.streamType), id: r.recordId, version: r.version })}
                  </Link>
                </td>
                <td>{eventLabel(t, r.type)}</td>
              </tr>
            ))}
          </tbody>
        </StackTable>
      </div>
      <nav aria-label={t("table.pagination")} className={h.pager}>
        {newer !== null ? (
          <Link to={withParams(searchParams, { before: null, after: newer })} rel="prev">
            ← {t("audit.newer")}
          </Link>
        ) : (
          <span />
        )}
        {newer !== null ? <Link to={withParams(searchParams, { before: null, after: null })}>{t("audit.newest")}</Link> : null}
        {older !== null ? (
          <Link to={withParams(searchParams, { after: null, before: older })} rel="next">
            {t("audit.older")} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </section>
  );
}

/** The filtered log as a download: plain links (a GET each), so they work without JavaScript. */
export function AuditExportLinks({ query }: { query: string }) {
  const { t } = useTranslation();
  const href = (format: "csv" | "jsonl") => `/app/audit/export?${query ? `${query}&` : ""}format=${format}`;
  return (
    <p className={h.muted}>
      {t("audit.export.intro")}{" "}
      <a href={href("csv")} download>
        {t("audit.export.csv")}
      </a>
      {" · "}
      <a href={href("jsonl")} download>
        {t("audit.export.jsonl")}
      </a>
    </p>
  );
}
