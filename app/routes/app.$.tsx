import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";
import { notFound } from "~/http/scope.server";
import { ErrorPage } from "~/ui/error-page";

export const handle: { policy: Policy } = { policy: { get: SIGNED_IN } };

/** A path under /app that no page claims: the 404 page inside the shell (app.tsx's ErrorBoundary), in the user's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  throw notFound();
}

// never rendered (the loader always throws); a route with a component is a page, so the throw reaches the ErrorBoundary
export default function AppNotFound() {
  return <ErrorPage error={{ status: 404 }} isRouteError inShell />;
}
