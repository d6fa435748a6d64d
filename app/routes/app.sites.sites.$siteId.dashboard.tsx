import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { siteVisibility } from "~/domain/site/visibility";
import { scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { InitialsAvatar } from "~/ui/avatar";
import * as s from "~/ui/sites/sites.css";

// the sites list's right, or the favourites-only right of a client (see siteVisibility)
export const handle: { i18n?: string; title: string; policy: Policy } = { title: "sites.list.title",
  i18n: "common",
  policy: { get: anyOf(["read", "sites"], ["read", "onlySitesFav"]) },
};

/**
 * A site's summary, read-only. A site of a company the user may not see answers exactly like an
 * unknown id (404), so ids cannot be probed. Totals need sensibleData or sensibleDataClient,
 * costs sensibleData.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const site = await scopedRecord(await getSql(), user, "site", params.siteId);
  const v = siteVisibility(user.principal, user.access);
  const money = (cents: number) => formatMoney(cents, site.currency);
  return {
    title: site.title,
    details: {
      quickcom_id: site.quickcomId,
      subject: site.subject,
      status: site.status,
      category: site.category,
      address: site.address,
      city: [site.zip, site.city].filter(Boolean).join(" "),
      company: site.companyName,
      created: formatDate(site.createdAt),
    },
    totals: v.totals
      ? {
          offer: money(site.offer),
          total: money(site.total),
          required_advances: money(site.requiredAdvances),
          cashed_advances: money(site.cashedAdvances),
          balance: money(site.balance),
        }
      : null,
    costs: v.costs
      ? {
          labor_cost: money(site.laborCost),
          supplier_cost: money(site.supplierCost),
          others_cost: money(site.othersCost),
          goods_cost: money(site.goodsCost),
        }
      : null,
  };
}

function Fields({ values, amounts = false }: { values: Record<string, string>; amounts?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={s.fields}>
      {Object.entries(values).map(([k, v]) => (
        <div key={k} style={{ display: "contents" }}>
          <dt className={s.fieldLabel}>{t(`sites.fields.${k}`)}</dt>
          <dd className={amounts ? s.amount : s.fieldValue}>{v || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function SiteDashboard() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={s.page}>
      <p>
        <Link to="/app/sites/sites">← {t("sites.dashboard.back")}</Link>
      </p>
      <div className={s.header}>
        <h1 className={s.title} style={{ display: "flex", alignItems: "center", gap: "0.5rem" }}>
          <InitialsAvatar text={d.title} />
          {d.title}
        </h1>
      </div>
      <div className={s.sections}>
        <section className={s.section} aria-labelledby="site-details">
          <h2 id="site-details" className={s.sectionTitle}>
            {t("sites.dashboard.details")}
          </h2>
          <Fields values={{ ...d.details, status: t(`sites.status.${d.details.status}`) }} />
        </section>
        {d.totals ? (
          <section className={s.section} aria-labelledby="site-money">
            <h2 id="site-money" className={s.sectionTitle}>
              {t("sites.dashboard.money")}
            </h2>
            <Fields values={d.totals} amounts />
          </section>
        ) : null}
        {d.costs ? (
          <section className={s.section} aria-labelledby="site-costs">
            <h2 id="site-costs" className={s.sectionTitle}>
              {t("sites.dashboard.costs")}
            </h2>
            <Fields values={d.costs} amounts />
          </section>
        ) : null}
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
