import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commandAction } from "~/http/command-action.server";
import { siteListPage, starIntents } from "~/areas/sites/site-lists.server";
import { SiteListPage } from "~/ui/sites/site-list-page";

// the sites list's right, or the favourites-only right of a client (see siteVisibility); the star needs update favorites
export const handle: { i18n?: string; title: string; policy: Policy } = { title: "sites.list.title",
  i18n: "common",
  policy: { get: anyOf(["read", "sites"], ["read", "onlySitesFav"]), post: anyOf(["update", "favorites"]) },
};

/**
 * The sites the user may see, a page at a time, searched, filtered by company and sorted on the
 * server from the URL, with the offer or (`?columns=status`) the status; amounts only for
 * sensibleData or sensibleDataClient; a client's list holds their favourites only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return siteListPage(request, user, { favourites: false });
}

/** A row's star: favourite-site / unfavourite-site, then back to the same page of the list. */
export const action = (args: ActionFunctionArgs) => commandAction(args, handle).intents(starIntents("/app/sites/sites"));

export default function SitesList() {
  return <SiteListPage d={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
