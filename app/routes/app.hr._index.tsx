// HR's dashboard (issue 38): requests waiting by kind, who is away, tools and documents that need a
// look, and the people whose month strays from their target.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { nowIso, zurichToday } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { getT } from "~/i18n/i18next.server";
import { hrDashboardOf } from "~/areas/overview/hr-dashboard.server";
import { getSql } from "~/runtime.server";
import { HrDashboard } from "~/ui/overview/hr-dashboard";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "overview.hr.title",
  policy: { get: anyOf(["read", "hr"]) },
};

/** The dashboard's counts for the user's companies, as of now. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const [sql, t] = await Promise.all([getSql(), getT(request)]);
  const now = nowIso();
  const view = await hrDashboardOf(sql, user, t, zurichToday(now), now);
  return { heading: t("overview.hr.title"), view };
}

export default function HrDashboardPage() {
  const d = useLoaderData<typeof loader>();
  return <HrDashboard d={d.view} heading={d.heading} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
