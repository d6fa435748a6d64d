import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { getT } from "~/i18n/i18next.server";
import { PeopleList } from "~/ui/people/people-list";
import { peopleListOf } from "~/areas/people/people-list.server";
import { ADMIN_PERSON_PATHS } from "~/ui/people/person-paths";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "menu.admin_users", policy: { get: anyOf(["read", "admin"]) } };

/** Every person of the user's companies (no company limit with allEmployee; clients and auditors too); the edit column with update hr. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const list = await peopleListOf(request, user, { onlyListedInHr: false });
  const t = await getT(request);
  return { heading: t("menu.admin_users"), ...list };
}

export default function AdminUsersList() {
  const d = useLoaderData<typeof loader>();
  return <PeopleList d={d} base={ADMIN_PERSON_PATHS.list} profilePath={ADMIN_PERSON_PATHS.profile} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
