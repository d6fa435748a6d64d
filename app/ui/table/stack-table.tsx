// The kit's plain table, for every table that is not a DataTable list (a record's history, a log, a
// balance's lines, a key–value table): written as a <table> is, it gives each body cell its column's
// name (data-label, from the header cell in the same place) so that on a phone each row is a card
// with "name value" lines instead of columns squeezed letter by letter (stack-table.css.ts).
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type TableHTMLAttributes } from "react";
import * as s from "./stack-table.css";

type Props = TableHTMLAttributes<HTMLTableElement> & { "data-testid"?: string; "data-table"?: string };
type WithChildren = { children?: ReactNode; className?: string; colSpan?: number; "data-label"?: string; "data-empty"?: string };

/** A header cell's words as a person reads them: a visually hidden name ("Actions") gives the line no label. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement(node)) {
    const props = node.props as WithChildren;
    if (typeof props.className === "string" && props.className.split(/\s+/).includes("visually-hidden")) return "";
    return textOf(props.children);
  }
  return "";
}

const elements = (node: ReactNode): ReactElement<WithChildren>[] => Children.toArray(node).filter((c): c is ReactElement<WithChildren> => isValidElement(c));

/** The column names of the table's head: its last header row, a cell spanning n columns named n times. */
function labelsOf(children: ReactNode): string[] {
  const head = elements(children).find((c) => c.type === "thead");
  const rows = head ? elements(head.props.children).filter((r) => r.type === "tr") : [];
  const last = rows[rows.length - 1];
  if (!last) return [];
  return elements(last.props.children).flatMap((cell) => Array<string>(Math.max(1, Number(cell.props.colSpan) || 1)).fill(textOf(cell.props.children).trim()));
}

function labelRow(row: ReactElement<WithChildren>, labels: string[]): ReactElement {
  if (row.type !== "tr") return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement<WithChildren>(cell) || (cell.type !== "td" && cell.type !== "th")) return cell;
    const label = cell.props["data-label"] ?? labels[column] ?? "";
    column += Math.max(1, Number(cell.props.colSpan) || 1);
    // a cell spanning the row (a note under it, an empty list's message) names no column
    const named = Number(cell.props.colSpan) > 1 ? "" : label;
    // the value in one box, so that a cell of several parts ("Edit · Delete") is one line beside its name
    // an empty cell (no canton, not a half day) is no line at all on a phone
    if (Children.toArray(cell.props.children).length === 0) return cloneElement(cell, { "data-label": named, "data-empty": "" });
    return cloneElement(cell, { "data-label": named }, named ? <span className={s.value}>{cell.props.children}</span> : cell.props.children);
  });
  return cloneElement(row, {}, cells);
}

export function StackTable({ children, className, ...rest }: Props) {
  const labels = labelsOf(children);
  const body = Children.map(children, (part) => {
    if (!isValidElement<WithChildren>(part) || (part.type !== "tbody" && part.type !== "tfoot")) return part;
    return cloneElement(part, {}, Children.map(part.props.children, (row) => (isValidElement<WithChildren>(row) ? labelRow(row, labels) : row)));
  });
  return (
    <table className={className ? `${s.stack} ${className}` : s.stack} {...rest}>
      {body}
    </table>
  );
}
