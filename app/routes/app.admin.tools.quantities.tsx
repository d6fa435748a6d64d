// The quantities view (spec part 2 §2): per tool its total, available and unavailable quantity,
// and its low-stock threshold (ADR-0079): a tool at or below it is flagged, and those come first.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { allTools } from "~/events/queries/tools.server";
import { today } from "~/areas/tools/tools.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import * as ts from "~/ui/tools/tools.css";
import { categoryLabel } from "~/ui/tools/labels";
import { ToolTable } from "~/ui/tools/tool-table";
import { toolColumns } from "~/ui/tools/columns";
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
  const c = toolColumns(t);
  return (
    <section aria-labelledby="quantities-title">
      <ToolsPageHead id="quantities-title" heading={d.heading} />
      <ToolTable
        rows={d.rows}
        columns={[
          ["unit", t("tools.fields.unit")],
          ["total", t("tools.quantities.total")],
          c.available,
          ["unavailable", t("tools.quantities.unavailable")],
          {
            header: t("tools.low_stock.threshold"),
            cell: (r) => (
              <>
                {r.threshold ?? "—"}
                {r.low ? <> <span className={ts.badge.low}>{t("tools.low_stock.flag")}</span></> : null}
              </>
            ),
          },
        ]}
        flag={(r) => (r.low ? "data-low-stock" : null)}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
