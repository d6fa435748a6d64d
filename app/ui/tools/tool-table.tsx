// The tool manager's lists of tools, one row a tool (the list itself and the quantities): the tool's
// name as a link to its page and its category first, then the list's own columns; a row the list
// flags (an overdue tool, one low on stock) stands out and carries the list's data attribute.
import { useTranslation } from "~/i18n/react";
import * as p from "../page.css";
import { ColumnsTable, type Column, type FieldColumn } from "../table/columns-table";
import { toolColumns } from "./columns";
import * as ts from "./tools.css";

export function ToolTable<T extends { id: number; name: string; category: string }>({ rows, columns, flag }: { rows: readonly T[]; columns: readonly (FieldColumn<T> | Column<T>)[]; flag: (row: T) => `data-${string}` | null }) {
  const { t } = useTranslation();
  const c = toolColumns(t);
  return (
    <ColumnsTable
      rows={rows}
      columns={[c.name, c.category, ...columns]}
      empty={t("the_search_did_not_return_any_results")}
      rowProps={(r) => {
        const f = flag(r);
        return f ? { className: ts.overdueRow, [f]: "true" } : {};
      }}
      classes={{ table: p.table }}
      wrap={p.tableWrap}
    />
  );
}
