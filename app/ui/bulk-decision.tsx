// The bulk decision's page (leave and expense requests; server-rendered, no JavaScript needed):
// the confirmation lists each ticked request with what the decision will do, or why it will not be
// applied; the result lists each with whether this batch decided it, or why not. Then one form
// applies them all. The loader sends everything worded.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as b from "./bulk-decision.css";
import { CsrfInput } from "./csrf";
import * as p from "./page.css";
import * as s from "./shell.css";
import { StackTable } from "~/ui/table/stack-table";

export interface BulkLineView {
  id: number;
  /** the request's own columns, worded (person, type, dates; or person, date, amount, reason) */
  cells: string[];
  /** will be (confirm) or was (result) applied */
  ok: boolean;
  /** what the decision does ("Saldo 2026: …") or the reason it is not applied */
  notes: string[];
  version: number | null;
}

/** Everything the page shows, worded by the loader. */
export interface BulkPageView {
  mode: "invalid" | "confirm" | "done";
  heading: string;
  error: string | null;
  intro: string;
  /** the column headers: the id, the request's columns, the outcome */
  headers: string[];
  lines: BulkLineView[];
  intent: string;
  batchId: string;
  /** the confirm button ("Approva 3 richieste") */
  label: string;
  list: { href: string; title: string; cancel: string };
  /** the form field naming the requests (`leaveIds`) and the row attribute (`data-leave-id`) */
  idField: string;
  rowAttribute: string;
}

function BulkLines({ view }: { view: BulkPageView }) {
  return (
    <div className={p.tableWrap} role="region" aria-label={view.heading} tabIndex={0}>
      <StackTable className={p.table}>
        <caption className="visually-hidden">{view.heading}</caption>
        <thead>
          <tr>
            {view.headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.id} {...{ [view.rowAttribute]: line.id }} data-ok={line.ok ? "yes" : "no"}>
              <td>{line.id}</td>
              {/* typed text (a name, a reason, a reason naming another request): it wraps, never widens the table (ADR-0046) */}
              {line.cells.map((c, i) => (
                <td key={i} className={p.textCell}>
                  {c}
                </td>
              ))}
              <td className={p.textCell}>
                {line.notes.map((n, i) => (
                  <div key={i} className={line.ok ? undefined : s.fieldError}>
                    {n}
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </StackTable>
    </div>
  );
}

function BulkConfirmForm({ view }: { view: BulkPageView }) {
  const applicable = view.lines.filter((x) => x.ok);
  return (
    <Form method="post" className={b.actions}>
      <CsrfInput />
      <input type="hidden" name="intent" value={view.intent} />
      <input type="hidden" name="batchId" value={view.batchId} />
      <input type="hidden" name="confirmed" value="on" />
      {applicable.map((x) => (
        <span key={x.id}>
          <input type="hidden" name={view.idField} value={x.id} />
          <input type="hidden" name={`version-${x.id}`} value={x.version ?? ""} />
        </span>
      ))}
      <Link to={view.list.href} className={s.buttonSecondary}>
        {view.list.cancel}
      </Link>
      {applicable.length ? (
        <button type="submit" className={s.button}>
          {view.label}
        </button>
      ) : null}
    </Form>
  );
}

/** The whole page: the way back, the heading, a refusal of the form itself, and the lines. */
export function BulkDecisionPage({ view, failed }: { view: BulkPageView; failed: string | null }) {
  return (
    <section className={`${s.card} ${b.page}`}>
      <p>
        <Link to={view.list.href}>← {view.list.title}</Link>
      </p>
      <h1 className={s.heading}>{view.heading}</h1>
      {failed ? (
        <p className={s.formError} role="alert">
          {failed}
        </p>
      ) : null}
      {view.mode === "invalid" ? (
        <p className={s.formError} role="alert">
          {view.error}
        </p>
      ) : (
        <>
          <p>{view.intro}</p>
          <BulkLines view={view} />
          {view.mode === "confirm" ? <BulkConfirmForm view={view} /> : null}
        </>
      )}
    </section>
  );
}

/**
 * The list's bulk form: a GET to the confirmation page, so nothing is decided before it. Its tick
 * boxes sit in the table's rows and join it through their `form` attribute (`formId`).
 */
export function BulkDecisionForm({ noun, formId, action, batchId, intents, className }: { noun: "leave" | "expense"; formId: string; action: string; batchId: string; intents: readonly [string, string]; className?: string }) {
  const { t } = useTranslation();
  return (
    <Form id={formId} method="get" action={action} className={className} aria-label={t(`${noun}.hr.bulk.form`)}>
      <input type="hidden" name="batchId" value={batchId} />
      <span className={b.muted}>{t(`${noun}.hr.bulk.ticked`)}</span>
      <button type="submit" name="intent" value={intents[0]} className={s.buttonSecondary}>
        {t(`${noun}.hr.bulk.approve`)}
      </button>
      <button type="submit" name="intent" value={intents[1]} className={s.buttonSecondary}>
        {t(`${noun}.hr.bulk.reject`)}
      </button>
    </Form>
  );
}
