// GET /ics/<token>.ics — a person's private calendar link (ADR-0062). Like a signed download link,
// the token is the permission: no session, so the policy is PUBLIC and the token is checked here.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { now } from "~/clock.server";
import { PUBLIC, type Policy } from "~/domain/access/policy";
import { calendarFeedResponse } from "~/areas/calendar/calendar-feed.server";
import { notFound } from "~/http/scope.server";
import { getSql } from "~/runtime.server";

export const handle: { policy: Policy } = { policy: { get: PUBLIC } };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const feed = await calendarFeedResponse(await getSql(), request, params.file, now());
  // unknown, malformed and revoked links get the same 404: it tells nothing about which exist
  if (!feed) throw notFound();
  return feed;
}
