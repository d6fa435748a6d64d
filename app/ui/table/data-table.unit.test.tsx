import { createColumnHelper } from "@tanstack/react-table";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, leafColumns } from "./data-table";

interface Row {
  id: number;
  name: string;
  city: string;
  amount: number;
}
const col = createColumnHelper<Row>();
const columns = [
  col.accessor("name", { id: "title", header: "Name", enableSorting: true }),
  col.accessor("city", { header: "City" }),
  col.accessor((r) => r.amount * 2, { id: "double", header: "Double", enableSorting: true, meta: { align: "end" } }),
  col.display({ id: "action", header: "", meta: { label: "Action" }, cell: (c) => <b data-col={c.column.id}>go {c.row.original.id}</b> }),
  col.accessor("amount", { id: "amount", header: "Amount", cell: (c) => `CHF ${c.getValue()}` }),
];
const rows: Row[] = [
  { id: 1, name: "Alpha <b>", city: "Lugano", amount: 10 },
  { id: 2, name: "Beta", city: "Bellinzona", amount: 20 },
];

async function render(url: string, props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const i18n = createInstance();
  await i18n.init({ lng: "it", resources: { it: { common: {} } }, defaultNS: "common" });
  const routes = [
    {
      path: "*",
      element: (
        <DataTable<Row>
          caption="Rows"
          data={rows}
          columns={columns}
          getRowId={(r) => String(r.id)}
          rowHref={(r) => (r.id === 2 ? null : `/rows/${r.id}`)}
          total={31}
          page={2}
          size={15}
          sort="title"
          dir="asc"
          {...props}
        />
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

describe("the data table", () => {
  it("takes a column's id from `id`, else its accessor key; sortable only with enableSorting and a value", () => {
    const leaves = leafColumns(columns);
    expect(leaves.map((c) => c.id)).toEqual(["title", "city", "double", "action", "amount"]);
    expect(leaves.map((c) => c.canSort)).toEqual([true, false, true, false, false]);
  });

  it("renders every row's cells from the definitions: values as text (escaped), accessor functions, cell functions with the row and column", async () => {
    const html = await render("/rows?page=2");
    const body = html.slice(html.indexOf("<tbody>"));
    expect(body).toContain("Alpha &lt;b&gt;");
    expect(body).toContain(">Lugano<");
    expect(body).toContain(">20<");
    expect(body).toContain(">40<");
    expect(body).toContain('<b data-col="action">go 2</b>');
    expect(body).toContain("CHF 10");
    expect(body.match(/<tr /g)?.length).toBe(2);
  });

  it("links the first column's cell to the row's record, and nothing for a row without one", async () => {
    const html = await render("/rows");
    expect(html).toContain('href="/rows/1"');
    expect(html).not.toContain('href="/rows/2"');
  });

  it("makes the sortable headers links that keep the query (back to page 1), the active one reversing the order; the others plain, a blank header named for screen readers", async () => {
    const html = await render("/rows?page=2&q=x");
    const head = html.slice(html.indexOf("<thead>"), html.indexOf("</thead>"));
    expect(head).toContain('aria-sort="ascending"');
    expect(head).toMatch(/href="\/rows\?q=x&amp;sort=title&amp;dir=desc"/);
    expect(head).toMatch(/href="\/rows\?q=x&amp;sort=double&amp;dir=asc"/);
    expect(head).not.toMatch(/sort=city/);
    expect(head).toContain('<span class="visually-hidden">Action</span>');
  });

  it("counts the pages from the total and the page size (31 rows by 15: 3 pages)", async () => {
    const html = await render("/rows?page=2");
    expect(html).toContain("table.page_of");
    expect(html).toMatch(/href="\/rows\?page=3"[^>]*rel="next"|rel="next"[^>]*href="\/rows\?page=3"/);
  });

  it("shows the grid view's cards with the decorative and link columns in the head, the others as labelled fields", async () => {
    const html = await render("/rows?view=grid", { view: "grid" });
    expect(html).toContain("<dt");
    expect(html).toMatch(/<dt[^>]*>City<\/dt><dd[^>]*>Lugano<\/dd>/);
  });
});
