// A short list that is not a DataTable list (no sorting, no pages: HR's working-hours and approval
// rules) drawn from its columns: the kit's StackTable (a card a row on a phone), a hidden caption,
// one header a column, an optional last column of the row's actions under a hidden name, and the
// list's own message when it is empty.
import type { ReactNode } from "react";
import { StackTable } from "./stack-table";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A column showing one field of the row as it is (a text the view formatted): the field, then the header. */
export type FieldColumn<T> = readonly [field: keyof T & string, header: string];

export interface ColumnsTableProps<T extends { id: number | string }> {
  /** the table's accessible name */
  caption: string;
  rows: readonly T[];
  columns: readonly FieldColumn<T>[];
  /** the last column: what a person may do with the row, its header read only by screen readers (null: none) */
  actions: Column<T> | null;
  /** shown instead of the table when there are no rows */
  empty: string;
  /** each row's `data-<name>` attribute holds its id, for tests and links */
  rowData: string;
  classes: { table: string; th: string; td: string };
}

export function ColumnsTable<T extends { id: number | string }>({ caption, rows, columns, actions, empty, rowData, classes }: ColumnsTableProps<T>) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <StackTable className={classes.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map(([field, header]) => (
            <th key={field} className={classes.th} scope="col">
              {header}
            </th>
          ))}
          {actions ? (
            <th className={classes.th} scope="col">
              <span className="visually-hidden">{actions.header}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} {...{ [`data-${rowData}`]: r.id }}>
            {columns.map(([field]) => (
              <td key={field} className={classes.td}>
                {r[field] as ReactNode}
              </td>
            ))}
            {actions ? <td className={classes.td}>{actions.cell(r)}</td> : null}
          </tr>
        ))}
      </tbody>
    </StackTable>
  );
}
