import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { geocodeFormSchema, siteFormSchema } from "~/domain/site/schema.server";
import { siteVisibility, type SiteVisibility } from "~/domain/site/visibility";
import type { SiteRecord } from "~/events/queries/sites.server";
import { commandAction } from "~/http/command-action.server";
import { geocodeTyped } from "~/areas/sites/geocoder.server";
import { scopedRecord } from "~/http/scope.server";
import { newCommandId } from "~/http/command-ids.server";
import { changeSite } from "~/areas/sites/change-site.server";
import { formatCoordinate } from "~/domain/site/map";
import { getSql } from "~/runtime.server";
import { SiteForm, type GeocodeNote } from "~/ui/sites/site-form";
import { siteFormView } from "~/ui/sites/site-form-view.server";
import * as s from "~/ui/sites/sites.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "sites.list.title",
  policy: { get: anyOf(["update", "sites"]), post: anyOf(["update", "sites"]) },
};

const dashboardOf = (id: number) => `/app/sites/sites/${id}/dashboard`;

/** The site's form with its recorded values; a site the user may not see is a 404, the figures they may not see are not sent. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const site = await scopedRecord(await getSql(), user, "site", params.siteId);
  return {
    id: site.id,
    title: site.title,
    view: siteFormView(site, siteVisibility(user.principal, user.access)),
    version: site.version,
    commandId: newCommandId(),
  };
}

/** Saves the form (change-site: only what changed, as up to three events), or fills the coordinates from the address (geocode-site: nothing stored). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (ADR-0048)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    // the site, and what of it this user may see and change
    scope: async ({ sql, user, params }) => ({ site: await scopedRecord(sql, user, "site", params.siteId), visibility: siteVisibility(user.principal, user.access) }),
  }).intents({
    "change-site": {
      schema: ({ site, visibility: v }: { site: SiteRecord; visibility: SiteVisibility }) => siteFormSchema({ companies: v.companies, currentCategory: site.category, may: { totals: v.totals, costs: v.costs } }),
      conflictKey: "sites.edit.conflict",
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        await changeSite(sql, user, scope.site.id, value.changes, expectedVersion, meta);
        return { to: dashboardOf(scope.site.id), flash: "site_saved_successfully" };
      },
    },
    "geocode-site": {
      schema: geocodeFormSchema,
      run: async ({ scope, value }) => {
        const found = await geocodeTyped(value, scope.site);
        return {
          show: {
            values: { latitude: formatCoordinate(found.latitude), longitude: formatCoordinate(found.longitude) },
            data: { geocoded: found.source satisfies GeocodeNote },
          },
        };
      },
    },
  });

export default function EditSite() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const geocoded = actionData?.intent === "geocode-site" ? ((actionData.geocoded as GeocodeNote | undefined) ?? null) : null;
  const lastResult = actionData?.intent ? actionData.result : undefined;
  return (
    <div className={s.page}>
      <p>
        <Link to={dashboardOf(d.id)}>← {t("sites.edit.back")}</Link>
      </p>
      <h1 className={s.title}>{t("sites.edit.heading", { title: d.title })}</h1>
      <SiteForm
        // a lookup's answer replaces two values: the form is drawn again from it (with JavaScript too)
        key={geocoded ? JSON.stringify(lastResult?.initialValue ?? null) : "form"}
        view={d.view}
        commandId={d.commandId}
        expectedVersion={d.version}
        lastResult={lastResult}
        geocoded={geocoded}
        cancelTo={dashboardOf(d.id)}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
