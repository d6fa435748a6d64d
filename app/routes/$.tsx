import { PUBLIC, type Policy } from "~/domain/access/policy";
import { ErrorPage } from "~/ui/error-page";
import { notFound } from "~/http/scope.server";

export const handle: { policy: Policy } = { policy: { get: PUBLIC } };

/** Any path no route claims: the 404 page. */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return <ErrorPage error={{ status: 404, statusText: "Not Found" }} isRouteError />;
}

export function ErrorBoundary() {
  return <ErrorPage error={{ status: 404, statusText: "Not Found" }} isRouteError />;
}
