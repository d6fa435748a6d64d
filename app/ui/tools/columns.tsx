// The columns that several tool lists show alike (the tool manager's list, its quantities, the
// requests to decide, the tools a person holds and the requests they made): each header and cell
// written once, so a column reads the same on every list. A list's rows name their fields as these
// columns read them.
import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import * as p from "../page.css";
import type { Column } from "../table/columns-table";
import { toolPath } from "./labels";
import * as ts from "./tools.css";

export function toolColumns(t: TFunction) {
  /** the tool's name as a link to its page */
  const name: Column<{ id: number; name: string }> = { header: t("tools.fields.name"), cell: (r) => <Link to={toolPath(r.id)}>{r.name}</Link> };
  /** a request's status as a coloured label, and who decided it when, where the row says */
  const requestState: Column<{ status: "PENDING" | "APPROVED" | "REJECTED"; decided?: string }> = {
    header: t("tools.fields.state"),
    cell: (r) => (
      <>
        <span className={ts.badge[r.status]} data-status={r.status}>
          {t(`tools.requests.status.${r.status}`)}
        </span>
        {r.decided ? <div className={p.small}>{r.decided}</div> : null}
      </>
    ),
  };
  return {
    name,
    category: ["category", t("tools.fields.category")],
    available: ["available", t("tools.quantities.available")],
    person: ["person", t("tools.fields.person")],
    quantity: ["quantity", t("tools.assign.quantity")],
    end: ["end", t("tools.fields.end")],
    period: ["period", t("tools.requests.period")],
    requestedAt: ["requestedAt", t("tools.requests.requested_at")],
    requestState,
  } as const;
}
