// The bulk decision's confirmation and result (server-rendered, no JavaScript needed): each
// request with what the decision does to that person's holiday balance, or why it will not be (or
// was not) applied; then one form that applies them all. The loader sends everything worded.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "../csrf";
import * as p from "../page.css";
import * as s from "../shell.css";
import * as l from "./leave.css";

export interface BulkLineView {
  id: number;
  person: string;
  type: string;
  from: string;
  to: string;
  /** will be (confirm) or was (result) applied */
  ok: boolean;
  /** the balance lines ("Saldo 2026: …") or the reason it is not applied */
  notes: string[];
  version: number | null;
}

export function BulkLines({ lines, caption }: { lines: BulkLineView[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className={p.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={p.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("leave.hr.list.columns.id")}</th>
            <th scope="col">{t("leave.hr.list.columns.person")}</th>
            <th scope="col">{t("leave.list.columns.type")}</th>
            <th scope="col">{t("leave.list.columns.from")}</th>
            <th scope="col">{t("leave.list.columns.to")}</th>
            <th scope="col">{t("leave.hr.bulk.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-leave-id={line.id} data-ok={line.ok ? "yes" : "no"}>
              <td>{line.id}</td>
              {/* typed text (a name; a reason naming another request): it wraps, never widens the table (ADR-0046) */}
              <td className={p.textCell}>{line.person}</td>
              <td>{line.type}</td>
              <td>{line.from}</td>
              <td>{line.to}</td>
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
      </table>
    </div>
  );
}

export function BulkConfirmForm({ intent, batchId, lines, label }: { intent: string; batchId: string; lines: BulkLineView[]; label: string }) {
  const { t } = useTranslation();
  const applicable = lines.filter((x) => x.ok);
  return (
    <Form method="post" className={l.actions}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="batchId" value={batchId} />
      <input type="hidden" name="confirmed" value="on" />
      {applicable.map((x) => (
        <span key={x.id}>
          <input type="hidden" name="leaveIds" value={x.id} />
          <input type="hidden" name={`version-${x.id}`} value={x.version ?? ""} />
        </span>
      ))}
      <Link to="/app/hr/leave-requests" className={s.buttonSecondary}>
        {t("leave.list.cancel")}
      </Link>
      {applicable.length ? (
        <button type="submit" className={s.button}>
          {label}
        </button>
      ) : null}
    </Form>
  );
}
