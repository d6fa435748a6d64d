// The tools a person holds, overdue ones first and highlighted: on their own tools page and on
// their profile as HR and the tool manager read it. On their own page each row carries the
// handover receipt and, for the holder, the forms to confirm it and to record the return (ADR-0079).
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CsrfInput } from "../csrf";
import * as p from "../page.css";
import * as s from "../shell.css";
import { toolPath } from "./labels";
import * as ts from "./tools.css";
import { StackTable } from "~/ui/table/stack-table";

export interface HeldToolRow {
  id: number;
  name: string;
  quantity: number;
  start: string;
  end: string;
  overdue: boolean;
  /** the handover receipt in words, null while not confirmed (the own page only) */
  receipt?: string | null;
  /** the holder's forms (the own page only): one command id each, at the tool's version */
  forms?: { version: number; receipt: string | null; return: string };
}

function RowForm({ intent, toolId, commandId, version, label, name }: { intent: string; toolId: number; commandId: string; version: number; label: string; name: string }) {
  return (
    <Form method="post" className={ts.inlineForm}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="toolId" value={toolId} />
      <input type="hidden" name="commandId" value={commandId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <button type="submit" className={s.buttonSecondary} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </Form>
  );
}

export function HeldTools({ rows, linked = false, error = null }: { rows: HeldToolRow[]; linked?: boolean; error?: string | null }) {
  const { t } = useTranslation();
  const own = rows.some((r) => r.forms);
  return (
    <section aria-labelledby="held-tools-title">
      <h2 id="held-tools-title">{t("tools.held.title")}</h2>
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>{t("tools.held.none")}</p>
      ) : (
        <div className={p.tableWrap}>
          <StackTable className={p.table}>
            <thead>
              <tr>
                <th scope="col">{t("tools.fields.name")}</th>
                <th scope="col">{t("tools.assign.quantity")}</th>
                <th scope="col">{t("tools.fields.start")}</th>
                <th scope="col">{t("tools.fields.end")}</th>
                <th scope="col">{t("tools.fields.state")}</th>
                {own ? <th scope="col">{t("tools.receipt.title")}</th> : null}
                {own ? <th scope="col">{t("tools.actions")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} id={`tool-${r.id}`} className={r.overdue ? ts.overdueRow : undefined} data-overdue={r.overdue ? "true" : undefined}>
                  <td>{linked ? <Link to={toolPath(r.id)}>{r.name}</Link> : r.name}</td>
                  <td>{r.quantity}</td>
                  <td>{r.start}</td>
                  <td>{r.end}</td>
                  <td>
                    <span className={ts.badge[r.overdue ? "overdue" : "assigned"]}>{t(`tools.state.${r.overdue ? "overdue" : "assigned"}`)}</span>
                  </td>
                  {own ? <td data-receipt={r.receipt ? "confirmed" : "pending"}>{r.receipt ?? t("tools.receipt.pending")}</td> : null}
                  {own ? (
                    <td>
                      {r.forms?.receipt ? <RowForm intent="confirm-tool-receipt" toolId={r.id} commandId={r.forms.receipt} version={r.forms.version} label={t("tools.receipt.confirm")} name={r.name} /> : null}{" "}
                      {r.forms ? <RowForm intent="return-tool" toolId={r.id} commandId={r.forms.return} version={r.forms.version} label={t("tools.return.own_submit")} name={r.name} /> : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      )}
    </section>
  );
}
