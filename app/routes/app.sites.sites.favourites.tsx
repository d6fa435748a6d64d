import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { commandAction } from "~/http/command-action.server";
import { siteListPage, starIntents } from "~/areas/sites/site-lists.server";
import { SiteListPage } from "~/ui/sites/site-list-page";

// anyone who may list sites (a client's favourites are their whole list); the star needs update favorites
export const handle: { i18n?: string; title: string; policy: Policy } = {
  title: "site_lists.favourites.title",
  i18n: "common",
  policy: { get: anyOf(["read", "sites"], ["read", "onlySitesFav"]), post: anyOf(["update", "favorites"]) },
};

/** The person's favourite sites, 15 a page (spec §9), with the sites list's columns, sort and search. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return siteListPage(request, user, { favourites: true });
}

/** A row's star: unfavourite-site (or favourite-site again), then back to the same page. */
export const action = (args: ActionFunctionArgs) => commandAction(args, handle).intents(starIntents("/app/sites/sites/favourites"));

export default function FavouriteSites() {
  return <SiteListPage d={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
