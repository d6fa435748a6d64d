// The tool list as CSV: every tool the list's filters find, with its availability and holder.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { allTools } from "~/events/queries/tools.server";
import { getT } from "~/i18n/i18next.server";
import { toolFilterOf } from "~/areas/tools/tools.server";
import { getSql } from "~/runtime.server";
import { csvResponse } from "~/http/csv.server";
import { categoryLabel } from "~/ui/tools/labels";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "tool-manager"]) } };

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const rows = await allTools(await getSql(), toolFilterOf(new URL(request.url)));
  const t = await getT(request);
  return csvResponse(
    t("tools.title"),
    [t("tools.fields.name"), t("tools.fields.category"), t("tools.fields.quantity"), t("tools.quantities.available"), t("tools.quantities.unavailable"), t("tools.fields.unit"), t("tools.fields.unit_cost"), t("tools.fields.warranty"), t("tools.fields.person"), t("tools.fields.start"), t("tools.fields.end"), t("tools.fields.state")],
    rows.map((r) => [
      r.name,
      categoryLabel(t, { name: r.categoryName, code: r.categoryCode }),
      String(r.quantity),
      String(r.availableQty),
      String(r.unavailableQty),
      t(`tools.units.${r.unit}`),
      r.unitCostCents === null ? "" : formatMoney(r.unitCostCents, r.currency ?? ""),
      r.warrantyDate ? formatDate(r.warrantyDate) : "",
      r.personName,
      r.startDate ? formatDate(r.startDate) : "",
      r.endDate ? formatDate(r.endDate) : "",
      t(`tools.state.${r.overdue ? "overdue" : r.isAvailable ? "available" : "assigned"}`),
    ]),
  );
}
