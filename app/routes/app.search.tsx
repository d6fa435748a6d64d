// /app/search: the menu's search across records (issue 38, ADR-0129). The menu's box sends `menu`
// here (a plain GET form): the menu still narrows its entries to the words, and this page finds the
// sites, people, tools, journal posts and site files the user may open, grouped by kind.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";
import { queryParams } from "~/domain/shared/query-params";
import { MAX_SEARCH_TEXT, searchAcrossRecords } from "~/areas/search/record-search.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { SearchResults } from "~/ui/search/search-results";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "record_search.title", policy: { get: SIGNED_IN } };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const query = queryParams(new URL(request.url)).text("menu", MAX_SEARCH_TEXT).trim();
  const t = await getT(request);
  const groups = query === "" ? [] : await searchAcrossRecords(await getSql(), user, query, (badge) => t("record_search.badge", { badge }));
  return { heading: query === "" ? t("record_search.title") : t("record_search.heading", { query }), query, groups };
}

export default function RecordSearch() {
  const d = useLoaderData<typeof loader>();
  return <SearchResults query={d.query} groups={d.groups} heading={d.heading} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
