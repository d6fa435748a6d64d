import { PUBLIC, type Policy } from "~/domain/access/policy";
import type { ActionFunctionArgs } from "@remix-run/node";
import { nowIso, setTestClock, testMode } from "~/clock.server";
import { notFound } from "~/http/scope.server";

export const handle: { policy: Policy } = { policy: { get: PUBLIC, post: PUBLIC } };

// Test mode only (CANTIERE_TEST_MODE=1): the browser tests set and move the clock. Elsewhere a 404.
export function loader() {
  if (!testMode()) throw notFound();
  return Response.json({ now: nowIso() });
}

export async function action({ request }: ActionFunctionArgs) {
  if (!testMode()) throw notFound();
  const body = (await request.json().catch(() => null)) as { at?: unknown; advanceMs?: unknown; reset?: unknown } | null;
  const ok =
    body !== null && typeof body === "object" &&
    (body.at === undefined || (typeof body.at === "string" && !Number.isNaN(Date.parse(body.at)))) &&
    (body.advanceMs === undefined || (typeof body.advanceMs === "number" && Number.isFinite(body.advanceMs))) &&
    (body.reset === undefined || typeof body.reset === "boolean");
  if (!ok) return Response.json({ error: "expected { at?: ISO time, advanceMs?: number, reset?: boolean }" }, { status: 400 });
  setTestClock(body as { at?: string; advanceMs?: number; reset?: boolean });
  return Response.json({ now: nowIso() });
}
