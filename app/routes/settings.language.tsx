import { PUBLIC, type Policy } from "~/domain/access/policy";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readForm } from "~/auth/form.server";
import { isLanguage } from "~/i18n/config";
import { localeCookie } from "~/i18n/i18next.server";
import { localRedirect } from "~/http/local-redirect.server";

export const handle: { policy: Policy } = { policy: { get: PUBLIC, post: PUBLIC } };

export const loader = () => redirect("/");

/** The language switch: a cookie, so every later page is rendered in that language. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const lng = form.get("lng");
  // the page the switch was used on, through the one redirect rule (ADR-0099)
  const to = form.get("redirectTo");
  if (!isLanguage(lng)) return localRedirect(to, "/", 303);
  return localRedirect(to, "/", { status: 303, headers: { "Set-Cookie": await localeCookie.serialize(lng) } });
}

// why a component that never renders: the action redirects, or throws a refusal (CSRF, a body too
// large) as data; only a route with a component turns that into the translated error page, where a
// resource route would answer bare JSON.
export default function NoPage() {
  return null;
}
