// /app/profile alone: the personal dashboard (the profile card's link, spec part 1 §2).
import { redirect } from "@remix-run/node";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";

export const handle: { policy: Policy } = { policy: { get: SIGNED_IN } };

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  throw redirect("/app/profile/dashboard");
}
