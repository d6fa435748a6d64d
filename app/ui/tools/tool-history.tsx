// A tool's history (spec part 2 §2): who held it when, from a request or not, returned or still
// held, and how the handover was confirmed (ADR-0079). Newest first.
import { useTranslation } from "~/i18n/react";
import * as p from "../page.css";
import * as s from "../shell.css";
import { StackTable } from "~/ui/table/stack-table";

export interface HistoryRow {
  no: number;
  person: string;
  quantity: number;
  start: string;
  end: string;
  fromRequest: boolean;
  assignedAt: string;
  returnedAt: string;
  receipt: string | null;
}

export function ToolHistory({ rows }: { rows: HistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t("tools.history.title")}</h2>
      {rows.length === 0 ? (
        <p>{t("tools.history.empty")}</p>
      ) : (
        <div className={p.tableWrap}>
          <StackTable className={p.table}>
            <thead>
              <tr>
                <th scope="col">{t("tools.fields.person")}</th>
                <th scope="col">{t("tools.assign.quantity")}</th>
                <th scope="col">{t("tools.fields.start")}</th>
                <th scope="col">{t("tools.fields.end")}</th>
                <th scope="col">{t("tools.history.assigned_at")}</th>
                <th scope="col">{t("tools.history.returned_at")}</th>
                <th scope="col">{t("tools.receipt.title")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((h) => (
                <tr key={h.no}>
                  <td>
                    {h.person}
                    {h.fromRequest ? <span className={s.muted}> ({t("tools.history.from_request")})</span> : null}
                  </td>
                  <td>{h.quantity}</td>
                  <td>{h.start}</td>
                  <td>{h.end}</td>
                  <td>{h.assignedAt}</td>
                  <td>{h.returnedAt || t("tools.history.still_held")}</td>
                  <td>{h.receipt ?? t("tools.receipt.none")}</td>
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      )}
    </section>
  );
}
