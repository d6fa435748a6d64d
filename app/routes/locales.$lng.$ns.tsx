import { PUBLIC, type Policy } from "~/domain/access/policy";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";
import { notFound } from "~/http/scope.server";

export const handle: { policy: Policy } = { policy: { get: PUBLIC } };

/** The translations for the browser (only JavaScript needs them; pages are translated on the server). */
export function loader({ params }: LoaderFunctionArgs) {
  const { lng, ns } = params;
  const ns0 = (ns ?? "").replace(/\.json$/, "");
  if (!isLanguage(lng) || ns0 !== "common") throw notFound();
  return new Response(JSON.stringify(resources[lng].common), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
