// The history of one record, for any aggregate (ADR-0011): every event with when, who and what
// changed, and the record as it was after a chosen event ("state at"). Everything is a link or a
// GET form, so it works without JavaScript; the loader sends the replayed history as plain data.
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/domain/shared/format";
import type { RecordHistory } from "~/events/queries/history.server";
import * as p from "../page.css";
import * as s from "../shell.css";
import * as h from "./history.css";
import { eventLabel, fieldLabel, personLabel, valueText } from "./history-value";
import { StackTable } from "~/ui/table/stack-table";

export interface RecordHistoryViewProps {
  history: RecordHistory;
  /** the page's heading ("Richiesta di assenza n. 12") */
  title: string;
  back?: { to: string; label: string };
  /** links beside the heading (the PDF, the record's page) */
  actions?: ReactNode;
  /** shown with the state (a leave's balance of its person as it was then) */
  extra?: ReactNode;
}

/** What a record history route's loader answers for its page (app/http/history-pages.server.ts historyPage). */
export interface HistoryPageData {
  heading: string;
  back: { to: string; label: string };
  history: RecordHistory;
}

/** A record history route's page from its loader's common answer; the route adds its links and what goes with the state. */
export function HistoryPage({ page, actions, extra }: { page: HistoryPageData; actions?: ReactNode; extra?: ReactNode }) {
  return <RecordHistoryView history={page.history} title={page.heading} back={page.back} actions={actions} extra={extra} />;
}

function RecordHistoryView({ history, title, back, actions, extra }: RecordHistoryViewProps) {
  return (
    <div className={h.page}>
      {back ? (
        <p>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      ) : null}
      <div className={h.header}>
        <h1 className={h.title}>{title}</h1>
        {actions ? <div className={h.actions}>{actions}</div> : null}
      </div>
      <StateAt history={history}>{extra}</StateAt>
      <HistoryEvents history={history} />
    </div>
  );
}

/** The record after the first `at` events, with a chooser of the event to stop at. */
function StateAt({ history, children }: { history: RecordHistory; children?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const step = history.at > 0 ? history.steps[history.at - 1] : null;
  const latest = history.at === history.version;
  const asOf = history.asOf ? formatDateTime(history.asOf) : null;
  // what the event the state stops at changed, from the version before (issue 37)
  const changed = new Map((step?.changes ?? []).map((c) => [c.key, c]));
  return (
    <section className={h.panel} aria-labelledby="state-at-title" data-state-at={history.at} data-as-of={history.asOf ?? undefined}>
      <h2 id="state-at-title" className={h.subtitle}>
        {asOf
          ? t("history_at.state_at_time", { when: asOf })
          : latest
            ? t("history.state_now")
            : t("history.state_at", { version: history.at, total: history.version })}
      </h2>
      {asOf ? <p className={h.muted}>{t("history_at.version_of", { version: history.at, total: history.version })}</p> : null}
      <p className={h.muted}>
        {step
          ? t("history.state_after", { event: eventLabel(t, step.type), when: formatDateTime(step.recordedAt), who: personLabel(t, history.people, step.actorId) })
          : t("history.state_before_first")}
      </p>
      {history.at === 0 && asOf ? null : (
      <dl className={h.fields}>
        {history.state.map((f) => {
          const change = history.at > 1 ? changed.get(f.key) : undefined;
          return (
            <div key={f.key} style={{ display: "contents" }} data-field={f.key} data-changed={change ? "" : undefined}>
              <dt className={change ? `${h.fieldLabel} ${h.changedField}` : h.fieldLabel}>{fieldLabel(t, f)}</dt>
              <dd className={change ? `${h.fieldValue} ${h.changedField}` : h.fieldValue}>
                {valueText(t, history.people, f.value)}
                {change ? (
                  <span className={h.changedMark}>
                    {change.before === null ? t("history_at.changed_new") : t("history_at.changed_from", { before: valueText(t, history.people, change.before) })}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      )}
      {children}
      {/* plain GET forms: the chosen version, or date and time, lives in the URL */}
      <Form method="get" action={location.pathname} className={h.inlineForm}>
        <div className={s.field}>
          <label className={s.label} htmlFor="state-at-when">
            {t("history_at.choose_when")}
          </label>
          <input id="state-at-when" name="when" type="datetime-local" className={s.input} defaultValue={asOf ? inputValueOf(asOf) : undefined} key={history.asOf ?? "now"} />
        </div>
        <div className={s.field}>
          <button type="submit" className={s.buttonSecondary}>
            {t("history_at.show_when")}
          </button>
        </div>
      </Form>
      <Form method="get" action={location.pathname} className={h.inlineForm}>
        <div className={s.field}>
          <label className={s.label} htmlFor="state-at-version">
            {t("history.choose_event")}
          </label>
          <select id="state-at-version" name="at" className={p.select} defaultValue={String(history.at)} key={history.at}>
            {history.steps.map((st) => (
              <option key={st.version} value={st.version}>
                {t("history.option", { version: st.version, event: eventLabel(t, st.type), when: formatDateTime(st.recordedAt) })}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <button type="submit" className={s.buttonSecondary}>
            {t("history.show_state")}
          </button>
        </div>
        {latest ? null : (
          <div className={s.field}>
            <Link to={location.pathname}>{t("history.show_now")}</Link>
          </div>
        )}
      </Form>
    </section>
  );
}

/** "28.11.2026 14:02" (formatDateTime, Zurich) as a datetime-local field's value, "2026-11-28T14:02". */
function inputValueOf(shown: string): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(shown);
  return m ? `${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}` : "";
}

/** Every event of the record, oldest first: version, when, who, what happened and what it changed. */
function HistoryEvents({ history }: { history: RecordHistory }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="history-events-title" className={h.page}>
      <h2 id="history-events-title" className={h.subtitle}>
        {t("history.events_title", { count: history.version })}
      </h2>
      {/* focusable: a keyboard can scroll a wide table (axe scrollable-region-focusable) */}
      <div className={p.tableWrap} role="region" aria-labelledby="history-events-title" tabIndex={0}>
        <StackTable className={p.table}>
          <caption className="visually-hidden">{t("history.events_title", { count: history.version })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("history.columns.version")}</th>
              <th scope="col">{t("history.columns.when")}</th>
              <th scope="col">{t("history.columns.who")}</th>
              <th scope="col">{t("history.columns.event")}</th>
              <th scope="col">{t("history.columns.changes")}</th>
              <th scope="col">{t("history.columns.state")}</th>
            </tr>
          </thead>
          <tbody>
            {history.steps.map((st) => {
              const shown = st.version === history.at;
              return (
                <tr key={st.version} className={shown ? h.current : undefined} data-version={st.version} aria-current={shown ? "step" : undefined}>
                  <td>{st.version}</td>
                  <td>{formatDateTime(st.recordedAt)}</td>
                  <td>{personLabel(t, history.people, st.actorId)}</td>
                  <td>
                    {eventLabel(t, st.type)}
                    <br />
                    <span className={h.muted}>{t("history.position", { position: st.position })}</span>
                    {history.receipts?.[st.version] ? (
                      <>
                        <br />
                        <span className={h.muted} title={t("history.receipt_hint")} data-receipt={history.receipts[st.version]}>
                          {t("history.receipt", { receipt: history.receipts[st.version] })}
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {!st.readable ? (
                      <span className={h.muted}>{t("history.unreadable")}</span>
                    ) : st.changes.length === 0 ? (
                      <span className={h.muted}>{t("history.no_change")}</span>
                    ) : (
                      <ul className={h.changes}>
                        {st.changes.map((c) => (
                          <li key={c.key}>
                            {fieldLabel(t, c)}:{" "}
                            {c.before === null ? null : (
                              <>
                                <span className={h.before}>{valueText(t, history.people, c.before)}</span> →{" "}
                              </>
                            )}
                            {valueText(t, history.people, c.after)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>
                    {shown ? (
                      <span className={h.muted}>{t("history.shown")}</span>
                    ) : (
                      <Link to={`?at=${st.version}`} aria-label={t("history.show_after_label", { version: st.version })}>
                        {t("history.show_after")}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StackTable>
      </div>
    </section>
  );
}
