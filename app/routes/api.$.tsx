// The JSON API (ADR-0077): every call under /api/ is answered by app/api/handle-api.server.ts, which
// authenticates the Bearer token and checks each call's own rights; the policy below is therefore
// public (no session, no cookie, no CSRF on /api), and the deny-by-default happens in the handler
// (401 without a valid token, 403 without the call's right). The document and its reference page
// (/api/openapi.json, /api/reference) are public.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PUBLIC, type Policy } from "~/domain/access/policy";
import { API_REFERENCE_POLICY, apiDocument, apiReferencePage } from "~/api/openapi.server";
import { handleApi } from "~/api/handle-api.server";
import { getSql } from "~/runtime.server";

export const handle: { policy: Policy } = { policy: { get: PUBLIC, post: PUBLIC } };

const below = (params: LoaderFunctionArgs["params"]) => `/${params["*"] ?? ""}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const path = below(params);
  if (path === "/openapi.json") return Response.json(apiDocument(new URL(request.url).origin), { headers: { "Cache-Control": "no-cache" } });
  if (path === "/reference" || path === "/reference/") {
    return new Response(apiReferencePage(), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "Content-Security-Policy": API_REFERENCE_POLICY },
    });
  }
  return handleApi(request, await getSql(), path);
}

/** POST, PUT and DELETE (Remix routes every method but GET and HEAD to the action). */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(request, await getSql(), below(params));
}
