// Every area of the JSON API (ADR-0077): a new area adds its file and one line here.
import type { Endpoint } from "../endpoint.server";
import { leaveEndpoints } from "./leaves.server";

export function apiEndpoints(): Endpoint[] {
  return [...leaveEndpoints];
}
