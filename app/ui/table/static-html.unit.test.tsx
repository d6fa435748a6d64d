import type { ColumnDef } from "@tanstack/react-table";
import { Component, createContext, createElement, forwardRef, memo, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createInstance, type TFunction } from "i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { I18nextProvider } from "~/i18n/react";
import { siteColumns, type SiteRowView } from "../sites/site-columns";
import type { StarTarget } from "../sites/site-star";
import { SpriteIcon } from "../icon";
import { leaveRequestColumns, type LeaveRequestRowView } from "../leave/leave-request-columns";
import { pdfLabels } from "../leave/pdf-links";
import { overviewColumns, type OverviewRowView } from "../stamping/overview-columns";
import { hrUserColumns, type HrUserRowView } from "../people/hr-user-columns";
import { permissionColumns, type PermissionRowView } from "../people/permission-columns";
import { DataTable, staticRowsCount } from "./data-table";
import { provideMarkupWriter } from "../markup";
import { escapeHtml, markupOrNull, staticHtml, Unsupported } from "./static-html";

// as entry.server does
provideMarkupWriter(markupOrNull);

function Cell({ label, n }: { label: string; n: number }) {
  return (
    <>
      <span className="c">{label}</span>
      {n}
    </>
  );
}

const same: [string, ReactNode][] = [
  ["text with every escaped character", <p key="x">{`a "b" & 'c' <d> é ★`}</p>],
  ["numbers, zero, empty values", <p key="x">{0}{1.5}{null}{undefined}{false}{true}{""}</p>],
  ["adjacent texts", <span key="x">{"a"}{"b"}{3}</span>],
  ["nested arrays and fragments", <ul key="x">{[[<li key="1">1</li>], <>{[<li key="2">2</li>]}</>]}</ul>],
  ["class, for, ids, titles", <label key="x" className={`a b`} htmlFor="f" id="l" title={`x "y"`}>z</label>],
  ["aria and data, booleans written out", <button key="x" type="submit" aria-pressed={false} aria-hidden={true} data-row="" data-n={3} data-on={true}>b</button>],
  ["boolean attributes", <input key="x" type="checkbox" disabled checked={false} hidden={true} required={false} readOnly />],
  ["an input's value and checked (written last)", <div key="x"><input type="checkbox" value={12} checked name="a" readOnly form="f" /><input value="v &amp;" type="text" name="b" readOnly /></div>],
  ["a button's form and value", <button key="x" type="submit" form="f" name="star" value="+49">☆</button>],
  ["void elements", <div key="x"><img src="/a.jpg?x=1&y=2" alt="" width={32} height={32} loading="lazy" /><br /><input type="hidden" name="n" value="v" /></div>],
  ["event handlers are not written", <a key="x" href="/x" onClick={() => {}} onMouseOver={() => {}}>go</a>],
  ["null and undefined attributes", <a key="x" href="/y" title={undefined} rel={null as unknown as string}>y</a>],
  ["a download link", <div key="x"><a href="/csv" download>csv</a><a href="/f" download="f.csv">f</a><a href="/n" download={false}>n</a></div>],
  ["inner HTML", <span key="x" dangerouslySetInnerHTML={{ __html: "<b>raw</b> &amp;" }} />],
  ["an icon of the sprite (svg, use, focusable)", <SpriteIcon key="x" name="star" className="k" />],
  ["svg attributes", <svg key="x" viewBox="0 0 24 24" strokeWidth={2} strokeLinecap="round" fill="none" focusable={false}><path d="M1 1" /></svg>],
  ["table cells", <table key="x"><tbody><tr><td colSpan={3} scope="row">c</td></tr></tbody></table>],
  ["function components", <div key="x"><Cell label="<x>" n={0} /><Cell label="y" n={7} /></div>],
  ["a time", <time key="x" dateTime="2026-12-01">1.12.2026</time>],
  ["attributes React renames or keeps as spelt", <td key="x" {...({ tabIndex: 0, rowSpan: 2, colSpan: 3, spellCheck: true, draggable: false, contentEditable: false, crossOrigin: "anonymous", autoComplete: "off", maxLength: 3, inputMode: "numeric", encType: "a/b", acceptCharset: "utf-8", httpEquiv: "h", open: true, noValidate: true } as Record<string, unknown>)} />],
  ["svg's renamed attributes", <svg key="x"><path fillRule="evenodd" clipRule="evenodd" strokeLinejoin="round" /><use xlinkHref="#i" /></svg>],
];

describe("a list's rows written without React's renderer (staticHtml)", () => {
  for (const [name, node] of same) {
    it(`writes ${name} as renderToStaticMarkup does`, () => {
      expect(staticHtml(node)).toBe(renderToStaticMarkup(<>{node}</>));
    });
  }

  it("escapes as React does", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;");
    expect(escapeHtml("plain")).toBe("plain");
  });

  class Old extends Component {
    render() {
      return <b>old</b>;
    }
  }
  const Ctx = createContext(1);
  const Memo = memo(function M() {
    return <b>m</b>;
  });
  const Fwd = forwardRef<HTMLAnchorElement>(function F(_, ref) {
    return <a ref={ref}>f</a>;
  });
  const unsupported: [string, ReactNode][] = [
    ["a style object", <span key="x" style={{ color: "red" }}>s</span>],
    ["a select (its value marks an option)", <select key="x" value="a" onChange={() => {}}><option value="a">a</option></select>],
    ["a textarea", <textarea key="x" defaultValue="t" />],
    ["an input's default value", <input key="x" defaultValue="v" />],
    ["an attribute it does not know", <input key="x" autoCapitalize="none" />],
    ["a class component", <Old key="x" />],
    ["a context provider", <Ctx.Provider key="x" value={2}><b>c</b></Ctx.Provider>],
    ["a memo component", <Memo key="x" />],
    ["a forwardRef component (a Link)", <Fwd key="x" />],
    ["an object as an attribute", <a key="x" href={{ pathname: "/x" } as unknown as string}>x</a>],
    ["a custom element", createElement("my-element", { key: "x" })],
  ];
  for (const [name, node] of unsupported) {
    it(`leaves ${name} to React`, () => {
      expect(() => staticHtml(node)).toThrow(Unsupported);
    });
  }
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: as DataTableProps.columns
async function tableBothWays<T>(data: T[], columns: (t: TFunction) => ColumnDef<T, any>[], rowHref: (r: T) => string | null, lng = "it", expected: keyof typeof staticRowsCount = "written") {
  const render = async (staticRows: boolean) => {
    const i18n = createInstance();
    await i18n.init({ lng, resources: { [lng]: { common: {} } }, defaultNS: "common" });
    const routes = [
      {
        path: "*",
        element: (
          <DataTable<T>
            caption="Lista"
            data={data}
            columns={columns(i18n.t)}
            getRowId={(r) => String((r as { id?: number; personId?: number }).id ?? (r as { personId?: number }).personId)}
            rowHref={rowHref}
            total={data.length}
            page={1}
            size={50}
            sort="name"
            dir="asc"
            staticRows={staticRows}
          />
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/list"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>,
    );
  };
  const before = staticRowsCount[expected];
  const written = await render(true);
  // the rows were written as markup, not left to React (which would make the comparison empty), or the other way where asked
  expect(staticRowsCount[expected]).toBe(before + 1);
  return { written, react: await render(false) };
}


describe("the sites list's rows, written without React", () => {
  const rows: SiteRowView[] = [
    { id: 49, title: "Ponte Bioggio N 48", quickcomId: "Q90048", companyName: "Sitaf", city: "Bioggio", address: "Via Bianchi 15", offer: "EUR 1'114'470.00", status: null, created: "01.12.2026", favourite: false, pictureUrl: null },
    { id: 7, title: `Casa "Ö" & <Figli>`, quickcomId: "Q1", companyName: "Metal Piega & Color", city: "Chiasso", address: "Via 'Sole' 2", offer: null, status: "Aperto", created: "02.01.2026", favourite: true, pictureUrl: "/storage/pic.jpg?sig=a&b=c" },
    { id: 8, title: "", quickcomId: "", companyName: "", city: "", address: "", offer: "", status: "", created: "", favourite: true, pictureUrl: null },
  ];
  const star = (pageId: string | null): StarTarget => ({
    action: "/app/sites/sites",
    returnTo: "/app/sites/sites",
    pageId,
    csrf: "tok",
    formId: "site-stars",
    marked: "Tra i preferiti",
    add: (l) => `Aggiungi ai preferiti: ${l}`,
    remove: (l) => `Togli dai preferiti: ${l}`,
  });

  for (const [name, opts] of [
    ["with the offer and a star button", { offer: true, star: star("page-1") }],
    ["with the status and a star mark", { offer: false, status: true, star: star(null) }],
    ["without amounts or stars", { offer: false }],
  ] as const) {
    it(`are the markup React writes (${name})`, async () => {
      const { written, react } = await tableBothWays(rows, (t) => siteColumns(t, opts), (r) => `/app/sites/sites/${r.id}/dashboard`);
      expect(written).toBe(react);
      expect(written).toContain('data-row-link=""');
    });
  }

  it("fall back to React where a cell holds what it cannot write", async () => {
    const styled = [{ id: "styled", header: "S", cell: () => <span style={{ color: "red" }}>red</span> }];
    const { written, react } = await tableBothWays(rows, () => styled, () => null, "it", "leftToReact");
    expect(written).toBe(react);
    expect(written).toContain('<span style="color:red">red</span>');
  });
});

describe("HR's leave requests' rows, written without React", () => {
  const base: LeaveRequestRowView = {
    id: 12,
    personId: 3,
    person: "Rossi Luca",
    company: "Metal Piega & Color",
    type: "Vacanza",
    from: "13.04.2026",
    to: "17.04.2026",
    duration: "5 giorni",
    status: "PENDING",
    oneOfTwo: false,
    closed: null,
    requested: "01.04.2026 10:15",
    version: 2,
    decidable: true,
    own: false,
  };
  const rows: LeaveRequestRowView[] = [
    base,
    { ...base, id: 13, status: "PENDING", oneOfTwo: true, closed: "da Bianchi <Anna>", decidable: false, own: true, to: "13.04.2026", from: "13.04.2026" },
    { ...base, id: 14, status: "APPROVED", closed: "da Neri \"Ugo\" il 02.04.2026", decidable: false },
    { ...base, id: 15, status: "REJECTED", decidable: false },
  ];

  for (const [mayManage, lng] of [
    [true, "it"],
    [false, "de"],
  ] as const) {
    it(`are the markup React writes (${mayManage ? "with the decision forms" : "read only"}, ${lng})`, async () => {
      const columns = (t: TFunction) =>
        leaveRequestColumns(t, {
          mayManage,
          bulk: mayManage,
          forms: mayManage ? { action: "/app/hr/leave-requests?status=PENDING&x=<1>", csrf: "tok", pageId: "00000000-0000-4000-8000-000000000000", labels: { approve: "Approva", reject: "Rifiuta" } } : null,
          pdf: pdfLabels(t, lng),
        });
      const { written, react } = await tableBothWays(rows, columns, (r) => `/app/hr/leave-requests/${r.id}/history`, lng);
      expect(written).toBe(react);
      if (mayManage) expect(written).toContain('data-decision=""');
    });
  }
});

describe("the other static lists' rows, written without React", () => {
  it("HR's stamping overview", async () => {
    const rows: OverviewRowView[] = [
      { personId: 1, name: "Rossi, Luca", company: "Sitaf", total: "160:00", flaggedDays: 2, pendingProposals: 0, offSiteStamps: 1, balanceMonth: "+6:15 h", balanceRunning: null },
      { personId: 2, name: "<Neri> & 'Co'", company: "TM Wood", total: "0:00", flaggedDays: 0, pendingProposals: 3, offSiteStamps: 0, balanceMonth: null, balanceRunning: "-1:00 h" },
    ];
    const { written, react } = await tableBothWays(rows, (t) => overviewColumns(t), (r) => `/app/hr/users/${r.personId}/stamps?month=2026-11`);
    expect(written).toBe(react);
  });

  it("the people list, with and without the edit link and photos", async () => {
    const rows: HrUserRowView[] = [
      { id: 4, name: "Meier, Reto", username: "reto", company: "Cantiere", role: "HR", active: true, avatarUrl: "/storage/download?key=a&sig=b", documentExpiring: true },
      { id: 5, name: "Ö \"Zed\"", username: "z", company: "Edemar", role: "—", active: false, avatarUrl: null, documentExpiring: false },
    ];
    for (const editPath of [(id: number) => `/app/hr/users/${id}/edit`, null]) {
      const { written, react } = await tableBothWays(rows, (t) => hrUserColumns(t, { editPath }), (r) => `/app/hr/users/${r.id}/profile`, "fr");
      expect(written).toBe(react);
    }
  });

  it("the permission list", async () => {
    const rows: PermissionRowView[] = [
      { id: 1, name: "Admin, Ada", username: "admin", company: "Cantiere", role: "ADMIN", capabilities: ["a", "b"], active: true },
      { id: 2, name: "Old, Ole", username: "old", company: "Sitaf", role: "—", capabilities: [], active: false },
    ];
    const { written, react } = await tableBothWays(rows, (t) => permissionColumns(t), (r) => `/app/permission/${r.id}/edit`, "de");
    expect(written).toBe(react);
  });
});
