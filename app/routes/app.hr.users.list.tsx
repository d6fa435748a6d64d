import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { getT } from "~/i18n/i18next.server";
import { PeopleList } from "~/ui/people/people-list";
import { peopleListOf } from "~/areas/people/people-list.server";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "hr.users.list.title", policy: { get: anyOf(["read", "hr"]) } };

/** People listed in HR (ADR-0006: LIST_IN_HR_MODULE or a staff role), within the user's companies; search, company, role and status from the URL; newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const list = await peopleListOf(request, user, { onlyListedInHr: true });
  const t = await getT(request);
  return { heading: t("hr.users.list.title"), ...list };
}

export default function HrUsersList() {
  const d = useLoaderData<typeof loader>();
  return <PeopleList d={d} base="/app/hr/users" profilePath={(id) => `/app/hr/users/${id}/profile`} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
