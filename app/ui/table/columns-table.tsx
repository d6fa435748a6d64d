// A short list that is not a DataTable list (no sorting, no pages: HR's working-hours and approval
// rules, the tool manager's categories, ...) drawn from its columns: the kit's StackTable (a card a
// row on a phone), an optional hidden caption, one header a column, an optional last column of the
// row's actions under a hidden name, and the list's own message when it is empty.
import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from "react";
import { StackTable } from "./stack-table";

/** A column drawn by its own cell function; `key` names it among the row's cells (its place when absent). */
export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  key?: string;
  /** the class of this column's cells (the table's `td` class when absent) */
  className?: string;
  /** more attributes of this column's cell in a row (a data attribute) */
  cellProps?: (row: T) => TdHTMLAttributes<HTMLTableCellElement> & Record<`data-${string}`, string | number | undefined>;
}

/** A column showing one field of the row as it is (a text the view formatted): the field, then the header. */
export type FieldColumn<T> = readonly [field: keyof T & string, header: string];

export interface ColumnsTableProps<T extends { id: number | string }> {
  /** the table's accessible name, read by screen readers only (none: the page's heading names it) */
  caption?: string;
  rows: readonly T[];
  columns: readonly (FieldColumn<T> | Column<T> | null | false)[];
  /** the last column: what a person may do with the row, its header read only by screen readers (null: none) */
  actions?: Column<T> | null;
  /** shown instead of the table when there are no rows (absent: the table is drawn with its headers only) */
  empty?: ReactNode;
  /** the table's data-testid */
  testId?: string;
  /** a row's React key when its id is not unique in the list (rows of several kinds) */
  rowKey?: (row: T) => string | number;
  /** each row's `data-<name>` attribute holds its id, for tests and links */
  rowData?: string;
  /** more attributes of a row (a class, a data attribute) */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;
  classes?: { table?: string; th?: string; td?: string };
  /** the class of a box around the table (a scroller) */
  wrap?: string;
}

// a column's key: its field, its own key, else its place (a header may be an element, whose text is no key)
const asColumn = <T,>(c: FieldColumn<T> | Column<T>, place: number): Column<T> & { key: string } =>
  Array.isArray(c) ? { key: c[0], header: c[1], cell: (r: T) => r[c[0] as keyof T] as ReactNode } : { ...(c as Column<T>), key: (c as Column<T>).key ?? `column-${place}` };

export function ColumnsTable<T extends { id: number | string }>({ caption, rows, columns, actions, empty, testId, rowKey, rowData, rowProps, classes = {}, wrap }: ColumnsTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  const cols = columns.filter((c): c is FieldColumn<T> | Column<T> => Boolean(c)).map(asColumn);
  const table = (
    <StackTable className={classes.table} data-testid={testId}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {cols.map((c) => (
            <th key={c.key} className={classes.th} scope="col">
              {c.header}
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
          <tr key={rowKey ? rowKey(r) : r.id} {...(rowData ? { [`data-${rowData}`]: r.id } : {})} {...rowProps?.(r)}>
            {cols.map((c) => (
              <td key={c.key} className={c.className ?? classes.td} {...c.cellProps?.(r)}>
                {c.cell(r)}
              </td>
            ))}
            {actions ? <td className={actions.className ?? classes.td}>{actions.cell(r)}</td> : null}
          </tr>
        ))}
      </tbody>
    </StackTable>
  );
  return wrap ? <div className={wrap}>{table}</div> : table;
}
