// The tools a person holds, overdue ones first and highlighted: on their own tools page and on
// their profile as HR and the tool manager read it. On their own page each row carries the
// handover receipt and, for the holder, the forms to confirm it and to record the return (ADR-0079).
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CsrfInput } from "../csrf";
import * as p from "../page.css";
import * as s from "../shell.css";
import * as ts from "./tools.css";
import { ColumnsTable } from "~/ui/table/columns-table";
import { toolColumns } from "./columns";

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
  const c = toolColumns(t);
  return (
    <section aria-labelledby="held-tools-title">
      <h2 id="held-tools-title">{t("tools.held.title")}</h2>
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
      <ColumnsTable
        rows={rows}
        columns={[
          linked ? c.name : ["name", t("tools.fields.name")],
          c.quantity,
          ["start", t("tools.fields.start")],
          c.end,
          { header: t("tools.fields.state"), cell: (r) => <span className={ts.badge[r.overdue ? "overdue" : "assigned"]}>{t(`tools.state.${r.overdue ? "overdue" : "assigned"}`)}</span> },
          own && { header: t("tools.receipt.title"), cell: (r) => r.receipt ?? t("tools.receipt.pending"), cellProps: (r) => ({ "data-receipt": r.receipt ? "confirmed" : "pending" }) },
          own && {
            header: t("tools.actions"),
            cell: (r) => (
              <>
                {r.forms?.receipt ? <RowForm intent="confirm-tool-receipt" toolId={r.id} commandId={r.forms.receipt} version={r.forms.version} label={t("tools.receipt.confirm")} name={r.name} /> : null}{" "}
                {r.forms ? <RowForm intent="return-tool" toolId={r.id} commandId={r.forms.return} version={r.forms.version} label={t("tools.return.own_submit")} name={r.name} /> : null}
              </>
            ),
          },
        ]}
        empty={t("tools.held.none")}
        rowProps={(r) => ({ id: `tool-${r.id}`, className: r.overdue ? ts.overdueRow : undefined, "data-overdue": r.overdue ? "true" : undefined })}
        classes={{ table: p.table }}
        wrap={p.tableWrap}
      />
    </section>
  );
}
