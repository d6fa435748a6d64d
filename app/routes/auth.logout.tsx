import { PUBLIC, type Policy } from "~/domain/access/policy";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readForm } from "~/auth/form.server";
import { destroySession } from "~/auth/session.server";
import { getCurrentUser } from "~/auth/user.server";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { localRedirect } from "~/http/local-redirect.server";

export const handle: { policy: Policy } = { policy: { get: PUBLIC, post: PUBLIC } };

export const loader = () => redirect("/app");

/** Logout is a POST: the session ends on the server, and the login page shows the user's company. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getCurrentUser(request);
  await readForm(request);
  const cookie = await destroySession(request);
  const company = user ? `?companyName=${encodeURIComponent(COMPANY_NAMES[user.companyCode])}` : "";
  return localRedirect(`/auth/login${company}`, "/auth/login", { status: 303, headers: { "Set-Cookie": cookie } });
}

// why a component that never renders: the action redirects, or throws a refusal (CSRF, a body too
// large) as data; only a route with a component turns that into the translated error page, where a
// resource route would answer bare JSON.
export default function NoPage() {
  return null;
}
