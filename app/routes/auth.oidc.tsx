// Starts single sign-on: a POST from the login page (CSRF-checked like every form) sends the
// browser to the OpenID provider. 404 when single sign-on is off (no OIDC_ISSUER).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { oidcConfig, SsoError, startSsoSignIn } from "~/auth/oidc.server";
import { notFound } from "~/http/scope.server";
import { localRedirect } from "~/http/local-redirect.server";
import { localPath } from "~/domain/shared/local-path";

// the shape of app/domain/access/policy.ts's PUBLIC: anyone may start signing in
export const handle = { i18n: "common", policy: { get: { public: true as const }, post: { public: true as const } } };


/** Never started by a GET (a link from another site must not start a sign-in): back to the login page. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!oidcConfig()) throw notFound();
  // this module is also the parent route of auth.oidc.callback.tsx (Remix nests by the dots), and
  // its loader runs for the callback too: only /auth/oidc itself goes back to the login page
  if (new URL(request.url).pathname.replace(/\/+$/, "") === "/auth/oidc") throw redirect("/auth/login", 303);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  if (!oidcConfig()) throw notFound();
  const form = await readForm(request);
  const redirectTo = localPath(form.get("redirectTo"), "");
  try {
    return await startSsoSignIn(request, redirectTo);
  } catch (err) {
    if (err instanceof SsoError) {
      const back = redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/login";
      throw localRedirect(back, "/auth/login", { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "error", key: err.code }) } });
    }
    // remix-auth-oauth2 answers with a thrown redirect Response: let it through
    throw err;
  }
}

// a page route (not a resource route), so the 404 above shows the translated not-found page; its
// only child, the callback, never renders either: it always redirects
export default function SsoLayout() {
  return <Outlet />;
}
