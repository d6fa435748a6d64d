// Finishes single sign-on: the provider sends the browser back here with a code; the person is
// signed in like a local sign-in does (app/auth/after-sign-in.server.ts), or sent back to the login
// page with the reason. 404 when single sign-on is off (no OIDC_ISSUER).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectAfterSignIn } from "~/auth/after-sign-in.server";
import { flashCookie } from "~/auth/flash.server";
import { finishSsoSignIn, oidcConfig } from "~/auth/oidc.server";
import { notFound } from "~/http/scope.server";
import { localRedirect } from "~/http/local-redirect.server";

// the shape of app/domain/access/policy.ts's PUBLIC: the provider sends anyone here
export const handle = { i18n: "common", policy: { get: { public: true as const } } };

export async function loader({ request }: LoaderFunctionArgs) {
  if (!oidcConfig()) throw notFound();
  const { result, redirectTo, clearCookies } = await finishSsoSignIn(request);
  const headers = new Headers();
  for (const c of clearCookies) headers.append("Set-Cookie", c);
  if ("personId" in result) {
    // why not "remember me": the provider's own session decides how long a sign-in lasts there
    throw await redirectAfterSignIn(request, result.personId, { remember: false, redirectTo, headers });
  }
  headers.append("Set-Cookie", await flashCookie(request, { kind: "error", key: result.error }));
  const back = redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/login";
  throw localRedirect(back, "/auth/login", { status: 303, headers });
}

// why a component that never renders: it makes this a page route, so the 404 above shows the
// translated not-found page (root ErrorBoundary) instead of a bare text answer
export default function SsoCallback() {
  return null;
}
