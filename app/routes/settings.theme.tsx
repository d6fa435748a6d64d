import { PUBLIC, type Policy } from "~/domain/access/policy";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readForm } from "~/auth/form.server";
import { themeCookie } from "~/ui/theme.server";
import { localRedirect } from "~/http/local-redirect.server";

export const handle: { policy: Policy } = { policy: { get: PUBLIC, post: PUBLIC } };

export const loader = () => redirect("/");

/** Light or dark, kept in a cookie so the server renders it. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const theme = form.get("theme");
  // the page the switch was used on, through the one redirect rule (ADR-0099)
  const to = form.get("redirectTo");
  if (theme !== "light" && theme !== "dark") return localRedirect(to, "/", 303);
  return localRedirect(to, "/", { status: 303, headers: { "Set-Cookie": await themeCookie.serialize(theme) } });
}

// why a component that never renders: the action redirects, or throws a refusal (CSRF, a body too
// large) as data; only a route with a component turns that into the translated error page, where a
// resource route would answer bare JSON.
export default function NoPage() {
  return null;
}
