// The team absence overview (issue 38): who is away when, people in rows and days in columns.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { zurichToday } from "~/clock.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { getT } from "~/i18n/i18next.server";
import { absenceOverviewOf } from "~/areas/overview/absence-overview.server";
import { getSql } from "~/runtime.server";
import { AbsenceOverview } from "~/ui/overview/absence-grid";

// who reads HR's leave requests reads who is away (the same rights, the same companies)
export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "overview.absences.title",
  policy: { get: anyOf(["read", "hr"], ["read", "leave"]) },
};

/** The people of the user's companies (or of one site's team) and their absences around the chosen date. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const [sql, t] = await Promise.all([getSql(), getT(request)]);
  const view = await absenceOverviewOf(sql, user, t, request.url, zurichToday());
  return { heading: t("overview.absences.title"), view };
}

export default function HrAbsences() {
  const d = useLoaderData<typeof loader>();
  return <AbsenceOverview d={d.view} heading={d.heading} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
