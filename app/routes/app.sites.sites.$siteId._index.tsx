// /app/sites/sites/{id} alone: the site's dashboard (spec part 1 §1: detail routes are
// sites/sites/{id}/…). A site the user may not see answers the same 404 as the dashboard would.
import { localRedirect } from "~/http/local-redirect.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import type { Policy } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { scopedRecord } from "~/http/scope.server";
import { getSql } from "~/runtime.server";
import { sitePath } from "~/ui/sites/site-tabs";

// the dashboard's own policy (the sites list's right, or a client's favourites-only right)
export const handle: { policy: Policy } = { policy: { get: SITE_PAGE_RULES.dashboard } };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const site = await scopedRecord(await getSql(), user, "site", params.siteId);
  throw localRedirect(sitePath(site.id, "dashboard"), "/app/sites/sites");
}
