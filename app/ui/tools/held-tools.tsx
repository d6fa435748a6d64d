// The tools a person holds, overdue ones first and highlighted: on their own tools page and on
// their profile as HR and the tool manager read it.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as p from "../page.css";
import { toolPath } from "./labels";
import * as ts from "./tools.css";

export interface HeldToolRow {
  id: number;
  name: string;
  quantity: number;
  start: string;
  end: string;
  overdue: boolean;
}

export function HeldTools({ rows, linked = false }: { rows: HeldToolRow[]; linked?: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="held-tools-title">
      <h2 id="held-tools-title">{t("tools.held.title")}</h2>
      {rows.length === 0 ? (
        <p>{t("tools.held.none")}</p>
      ) : (
        <div className={p.tableWrap}>
          <table className={p.table}>
            <thead>
              <tr>
                <th scope="col">{t("tools.fields.name")}</th>
                <th scope="col">{t("tools.assign.quantity")}</th>
                <th scope="col">{t("tools.fields.start")}</th>
                <th scope="col">{t("tools.fields.end")}</th>
                <th scope="col">{t("tools.fields.state")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className={r.overdue ? ts.overdueRow : undefined} data-overdue={r.overdue ? "true" : undefined}>
                  <td>{linked ? <Link to={toolPath(r.id)}>{r.name}</Link> : r.name}</td>
                  <td>{r.quantity}</td>
                  <td>{r.start}</td>
                  <td>{r.end}</td>
                  <td>
                    <span className={ts.badge[r.overdue ? "overdue" : "assigned"]}>{t(`tools.state.${r.overdue ? "overdue" : "assigned"}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
