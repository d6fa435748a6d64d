// The table kit: @tanstack/react-table's column definitions (createColumnHelper in each area's
// columns file), the URL for the state. Sorting and paging happen on the server (the loader reads
// the URL with parseListParams), so every control is a link or a GET form and the table works
// without JavaScript; with it, Remix navigates without a reload, the rows dim while the next page
// loads and the rows-per-page choice submits on change.
//
// The rows are rendered straight from the column definitions (`leafColumns`, `cellProps`) rather
// than through tanstack's table instance and row model: with sorting and paging on the server the
// instance only wrapped each cell in memoized getters, and building it cost ≈ 1.4 ms of server time
// (plus its garbage) on a 50-row page (bench/RESULTS-load.md). The cell functions receive the same
// context they used (`getValue`, `renderValue`, `row.original`, `column.id`).
import { flexRender, type ColumnDef, type RowData } from "@tanstack/react-table";
import { Form, Link, useLocation, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { isHydrating, useBrowserLayoutEffect } from "../hydration";
import { useTranslation } from "~/i18n/react";
import { usePlainLinks } from "../plain-links";
import { serverMarkup } from "../markup";
import { PAGE_SIZES, withParams, type ListView, type SortDir } from "~/domain/shared/list-params";
import * as s from "./data-table.css";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameters must match tanstack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** the column's name when its header shows none (an avatar): for screen readers and the grid view */
    label?: string;
    /** numbers and amounts: "end" */
    align?: "start" | "end";
    /** this column's cell links to the row's record (default: the first column) */
    rowLink?: boolean;
    /** decoration (an avatar): shown in the card's head in the grid view, not as a field */
    decorative?: boolean;
    /** long text that may wrap (at least 12rem wide) instead of widening the table */
    wrap?: boolean;
  }
}

export interface DataTableProps<T> {
  /** the table's accessible name */
  caption: string;
  data: T[];
  /** Column ids are the sort ids of the URL; a column is sortable with `enableSorting: true`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: each column has its own value type (tanstack's own examples type it so)
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** the record a row opens (null: a row the user may open nothing of) */
  rowHref: (row: T) => string | null;
  /** all matching rows, not just this page */
  total: number;
  /** 1-based, as the loader used it (after clamping to the last page) */
  page: number;
  size: number;
  sort: string;
  dir: SortDir;
  pageSizes?: readonly number[];
  /** a CSV download of the whole filtered and sorted list */
  csvHref?: string;
  /** offers the list/grid toggle when set */
  view?: ListView;
  /** the message when nothing matches (a translation key) */
  emptyKey?: string;
  /**
   * The rows hold no handlers of their own (their links and buttons act through the table's and
   * the page's delegated handlers): when the browser hydrates the server's page, the rows are left
   * as the server's HTML instead of being hydrated one element at a time; React renders them as
   * soon as the data changes (ADR-0095).
   */
  staticRows?: boolean;
  /** a submit of a form in the rows, which bubbles to the table: one handler for every row's forms (a row's own would need hydrating) */
  onSubmit?: (event: FormEvent<HTMLDivElement>) => void;
}


/** True once React has hydrated: what only JavaScript can do is offered after that. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The rows' links are plain `<a>`s with the href the row gives (an absolute path): a `<Link>` per
 * row resolved its href against the route tree and set up its click and prefetch hooks 50 times a
 * page (ADR-0091). The table's one click handler navigates through Remix as the `<Link>` did, and
 * its one hover/focus handler prefetches the row's page as `prefetch="intent"` did (usePlainLinks).
 */
const useRowLinks = () => usePlainLinks("a[data-row-link]", { prefetch: true });
/** The toolbar's, the headers' and the pager's links: plain `<a>`s too, navigated by the table's click handler (no prefetch, as their `<Link>`s had none). */
const useTableLinks = () => usePlainLinks("a[data-table-link]");

/** A column as the table renders it: its id, its definition, how it reads a row's value. */
interface LeafColumn<T> {
  id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: as DataTableProps.columns
  columnDef: ColumnDef<T, any>;
  value: ((row: T, index: number) => unknown) | null;
  canSort: boolean;
}

/** The columns in order, with tanstack's rules: the id is `id`, else the accessor key; sortable
 * only with `enableSorting: true` (the table's default is off) and a value to sort by. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: as DataTableProps.columns
export function leafColumns<T>(columns: ColumnDef<T, any>[]): LeafColumn<T>[] {
  return columns.map((def, i) => {
    const d = def as { id?: string; accessorKey?: string; accessorFn?: (row: T, index: number) => unknown; enableSorting?: boolean };
    const key = d.accessorKey;
    const value = d.accessorFn ?? (key !== undefined ? (row: T) => (row as Record<string, unknown>)[key] : null);
    return { id: d.id ?? key ?? String(i), columnDef: def, value, canSort: d.enableSorting === true && value !== null };
  });
}

/** What a cell function gets: the context tanstack would have given it, for what the cells use. */
function cellProps<T>(column: LeafColumn<T>, row: T, index: number, rowId: string) {
  const getValue = () => (column.value ? column.value(row, index) : undefined);
  return {
    getValue,
    renderValue: () => getValue() ?? null,
    row: { id: rowId, index, original: row },
    column: { id: column.id, columnDef: column.columnDef },
  };
}

/** A cell's content: its `cell` (a string or a function of the context), else its value as text. */
function renderCell<T>(column: LeafColumn<T>, row: T, index: number, rowId: string): ReactNode {
  const cell = column.columnDef.cell;
  const props = cellProps(column, row, index, rowId);
  if (cell === undefined) {
    const v = props.renderValue();
    return v === null ? null : String(v);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: flexRender's props are tanstack's full context; the cells read only what cellProps gives
  return flexRender(cell, props as any);
}

/** How often the server wrote a table's rows as markup, and left them to React (read by the tests). */
export const staticRowsCount = { written: 0, leftToReact: 0 };

/** The rows' markup, or null when a cell holds what only React can render (serverMarkup). */
function rowsMarkup(rows: ReactNode): string | null {
  const html = serverMarkup(rows);
  if (html === null) staticRowsCount.leftToReact++;
  else staticRowsCount.written++;
  return html;
}

function cellClass<T>(base: string, column: LeafColumn<T>): string {
  const meta = column.columnDef.meta;
  return [base, meta?.align === "end" ? s.end : null, meta?.wrap ? s.wrap : null].filter(Boolean).join(" ");
}

function labelOf<T>(column: LeafColumn<T>): string {
  const h = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof h === "string" ? h : column.id);
}

/** A header's content: a string, or a function of the column (none of the app's columns uses one today). */
function renderHeader<T>(column: LeafColumn<T>): ReactNode {
  const h = column.columnDef.header;
  if (h === undefined) return column.id;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: as renderCell
  return flexRender(h, { column: { id: column.id, columnDef: column.columnDef } } as any);
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, data, columns, getRowId, rowHref, total, page, size, sort, dir, csvHref, view } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const rowLinks = useRowLinks();
  const tableLinks = useTableLinks();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    rowLinks.handlers.onClick(e);
    tableLinks.handlers.onClick(e);
  };
  const here = location.pathname;

  const leaves = leafColumns(columns);
  // the data the page was hydrated with, while its rows are still the server's (staticRows)
  const [serverData, setServerData] = useState(() => (props.staticRows && view !== "grid" && data.length > 0 && isHydrating() ? data : null));
  const serverRows = serverData !== null && serverData === data;
  const body = useRef<HTMLTableSectionElement>(null);
  // a safety net: should React ever render this table afresh while the rows were to be kept (a
  // hydration that fell back to a client render), there are no server rows to keep: render them
  useBrowserLayoutEffect(() => {
    if (serverRows && body.current && body.current.rows.length === 0) setServerData(null);
  }, [serverRows]);
  const rows = serverRows ? [] : data.map((original, index) => ({ id: getRowId(original), index, original, href: rowHref(original) }));
  const pageCount = Math.ceil(total / Math.max(1, size));
  const linkColumn = (leaves.find((c) => c.columnDef.meta?.rowLink) ?? leaves[0])?.id;
  const emptyText = t(props.emptyKey ?? "the_search_did_not_return_any_results");

  const cellContent = (href: string | null, columnId: string, content: ReactNode) =>
    columnId === linkColumn && href !== null ? (
      href.startsWith("/") ? (
        <a href={href} className={s.rowLink} data-row-link="">
          {content}
        </a>
      ) : (
        <Link to={href} className={s.rowLink} prefetch="intent">
          {content}
        </Link>
      )
    ) : (
      content
    );

  const bodyRows = rows.map((row) => (
    <tr key={row.id} className={s.row} data-row="">
      {leaves.map((c) => (
        <td key={c.id} className={cellClass(s.td, c)} data-label={labelOf(c)}>
          {cellContent(row.href, c.id, renderCell(c, row.original, row.index, row.id))}
        </td>
      ))}
    </tr>
  ));
  // on the server, rows the browser will not hydrate (staticRows) are written as markup without
  // React's renderer (ADR-0145); a cell it cannot write leaves the rows to React
  const bodyHtml = typeof document === "undefined" && props.staticRows && view !== "grid" && data.length > 0 ? rowsMarkup(bodyRows) : null;

  return (
    // the handlers only take over the rows' links (Enter on a link is a click; focus prefetches as hovering does)
    <div className={s.root} {...rowLinks.handlers} onClick={onClick} onSubmit={props.onSubmit}>
      {rowLinks.prefetch}
      <div className={s.toolbar}>
        <p className={s.count}>{t("table.results", { count: total })}</p>
        <div className={s.toolbarLinks}>
          {view ? (
            <a href={here + withParams(searchParams, { view: view === "grid" ? null : "grid", page: searchParams.get("page") })} data-table-link="" data-keep-scroll="">
              {view === "grid" ? t("table.view_list") : t("table.view_grid")}
            </a>
          ) : null}
          {csvHref ? (
            // a plain link, not a Remix navigation: the browser downloads the attachment
            <a href={csvHref} download>
              {t("table.download_csv")}
            </a>
          ) : null}
        </div>
      </div>

      <p className={s.loading} role="status" aria-live="polite">
        {busy ? t("table.loading") : ""}
      </p>

      {view === "grid" ? (
        <ul className={s.grid} aria-label={caption} aria-busy={busy}>
          {data.length === 0 ? <li className={s.empty}>{emptyText}</li> : null}
          {rows.map((row) => {
            const head = leaves.filter((c) => c.columnDef.meta?.decorative || c.id === linkColumn);
            const fields = leaves.filter((c) => !head.includes(c));
            return (
              <li key={row.id} className={s.card}>
                <h2 className={s.cardHead}>
                  {head.map((c) => (
                    <span key={c.id}>{cellContent(row.href, c.id, renderCell(c, row.original, row.index, row.id))}</span>
                  ))}
                </h2>
                <dl className={s.cardFields}>
                  {fields.map((c) => (
                    <div key={c.id} style={{ display: "contents" }}>
                      <dt className={s.cardLabel}>{labelOf(c)}</dt>
                      <dd className={s.cardValue}>{renderCell(c, row.original, row.index, row.id)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className={s.scroller} aria-busy={busy}>
          <table className={s.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {leaves.map((column) => {
                  const active = column.canSort && column.id === sort;
                  const content = renderHeader(column);
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      className={cellClass(s.th, column)}
                      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
                    >
                      {column.canSort ? (
                        <a
                          href={here + withParams(searchParams, { sort: column.id, dir: active && dir === "asc" ? "desc" : "asc" })}
                          className={s.sortLink}
                          data-table-link=""
                          data-keep-scroll=""
                        >
                          {content}
                          <span className={s.sortIcon} aria-hidden="true">
                            {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
                          </span>
                        </a>
                      ) : content === null || content === "" ? (
                        <span className="visually-hidden">{labelOf(column)}</span>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            {serverRows ? (
              // kept as the server rendered it: React neither hydrates nor replaces its rows until the data changes
              <tbody ref={body} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
            ) : (
              bodyHtml !== null ? (
                // the server's rows as markup (staticRows): the browser keeps them as the branch above says
                <tbody ref={body} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
              ) : (
                <tbody ref={body}>
                  {data.length === 0 ? (
                    <tr>
                      <td className={`${s.td} ${s.empty}`} colSpan={leaves.length}>
                        {emptyText}
                      </td>
                    </tr>
                  ) : null}
                  {bodyRows}
                </tbody>
              )
            )}
          </table>
        </div>
      )}

      <Pager page={page} pages={pageCount} size={size} pageSizes={props.pageSizes ?? PAGE_SIZES} />
    </div>
  );
}

function Pager({ page, pages, size, pageSizes }: { page: number; pages: number; size: number; pageSizes: readonly number[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const id = useId();
  // the select shows the user's choice at once, and the URL's value after each navigation
  const [choice, setChoice] = useState(String(size));
  useEffect(() => setChoice(String(size)), [size]);

  const last = Math.max(1, pages);
  const to = (n: number) => location.pathname + withParams(searchParams, { page: n <= 1 ? null : n });
  const step = (label: string, target: number, enabled: boolean, rel?: "prev" | "next") => (
    <li>
      {enabled ? (
        // a plain link the table's click handler navigates (data-table-link)
        <a href={to(target)} className={s.pageLink} rel={rel} data-table-link="">
          {label}
        </a>
      ) : (
        <span className={s.pageLinkDisabled} aria-disabled="true">
          {label}
        </span>
      )}
    </li>
  );

  return (
    <div className={s.pager}>
      <nav aria-label={t("table.pagination")} data-pager="">
        <ul className={s.pageLinks}>
          {step(t("table.first"), 1, page > 1)}
          {step(t("table.previous"), page - 1, page > 1, "prev")}
          <li className={s.pageStatus}>
            {t("table.page_of", { page, pages: last })}
          </li>
          {step(t("table.next"), page + 1, page < last, "next")}
          {step(t("table.last"), last, page < last)}
        </ul>
      </nav>
      <Form method="get" action={location.pathname} className={s.sizeForm}>
        {[...searchParams.entries()]
          .filter(([k]) => k !== "size" && k !== "page")
          .map(([k, v], i) => (
            <input key={`${k}:${i}`} type="hidden" name={k} value={v} />
          ))}
        <label htmlFor={id}>{t("table.rows_per_page")}</label>
        <select
          id={id}
          name="size"
          className={s.select}
          value={choice}
          onChange={(e) => {
            setChoice(e.currentTarget.value);
            if (e.currentTarget.form) submit(e.currentTarget.form);
          }}
        >
          {pageSizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {/* without JavaScript this button applies the choice; with it the change does, and the button stays for keyboards */}
        <button type="submit" className={hydrated ? "visually-hidden" : s.smallButton}>
          {t("table.apply")}
        </button>
      </Form>
    </div>
  );
}
