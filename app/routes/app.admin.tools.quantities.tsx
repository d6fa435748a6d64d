// The quantities view (spec part 2 §2): per tool its total, available and unavailable quantity,
// and its low-stock threshold (ADR-0079): a tool at or below it is flagged, and those come first.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { allTools } from "~/events/queries/tools.server";
import { today } from "~/areas/tools/tools.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import * as p from "~/ui/page.css";
import * as ts from "~/ui/tools/tools.css";
import { categoryLabel, toolPath } from "~/ui/tools/labels";
import { StackTable } from "~/ui/table/stack-table";
import { ToolsPageHead } from "~/ui/tools/tools-page-head";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "tools.quantities.title", policy: { get: anyOf(["read", "tool-manager"]) } };

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const tools = await allTools(await getSql(), { today: today() });
  // the tools low on stock first (each group by name, as the list reads them)
  const rows = [...tools.filter((r) => r.lowStock), ...tools.filter((r) => !r.lowStock)];
  const t = await getT(request);
  return {
    heading: t("tools.quantities.title"),
    rows: rows.map((r) => ({ id: r.id, name: r.name, category: categoryLabel(t, { name: r.categoryName, code: r.categoryCode }), unit: t(`tools.units.${r.unit}`), total: r.quantity, available: r.availableQty, unavailable: r.unavailableQty, threshold: r.lowStockThreshold, low: r.lowStock })),
  };
}

export default function ToolQuantities() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quantities-title">
      <ToolsPageHead id="quantities-title" heading={d.heading} />
      {d.rows.length === 0 ? (
        <p>{t("the_search_did_not_return_any_results")}</p>
      ) : (
        <div className={p.tableWrap}>
          <StackTable className={p.table}>
            <thead>
              <tr>
                <th scope="col">{t("tools.fields.name")}</th>
                <th scope="col">{t("tools.fields.category")}</th>
                <th scope="col">{t("tools.fields.unit")}</th>
                <th scope="col">{t("tools.quantities.total")}</th>
                <th scope="col">{t("tools.quantities.available")}</th>
                <th scope="col">{t("tools.quantities.unavailable")}</th>
                <th scope="col">{t("tools.low_stock.threshold")}</th>
              </tr>
            </thead>
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.id} className={r.low ? ts.overdueRow : undefined} data-low-stock={r.low ? "true" : undefined}>
                  <td>
                    <Link to={toolPath(r.id)}>{r.name}</Link>
                  </td>
                  <td>{r.category}</td>
                  <td>{r.unit}</td>
                  <td>{r.total}</td>
                  <td>{r.available}</td>
                  <td>{r.unavailable}</td>
                  <td>
                    {r.threshold ?? "—"}
                    {r.low ? <> <span className={ts.badge.low}>{t("tools.low_stock.flag")}</span></> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </StackTable>
        </div>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
