// Enforcing a route's declared policy (app/domain/access/policy.ts) in its loader or action.
import { allows, type Policy, type Rule } from "~/domain/access/policy";
import { forbiddenResponse, requireUser, type CurrentUser } from "./user.server";

export interface PolicyHandle {
  policy: Policy;
}

async function enforce(request: Request, rule: Rule | undefined): Promise<CurrentUser | null> {
  if (!rule) throw forbiddenResponse(); // deny by default
  if ("public" in rule) return null;
  const user = await requireUser(request);
  if (!allows(rule, user.access)) throw forbiddenResponse();
  return user;
}

/** For a loader: the signed-in user when the route's GET rule lets them in; a redirect or 403 otherwise. */
export async function authorizeGet(request: Request, handle: PolicyHandle): Promise<CurrentUser> {
  const user = await enforce(request, handle.policy.get);
  if (!user) throw new Error("authorizeGet on a public route: use authorizePublic");
  return user;
}

/** For an action: the route's POST rule (deny when it declares none). */
export async function authorizePost(request: Request, handle: PolicyHandle): Promise<CurrentUser> {
  const user = await enforce(request, handle.policy.post);
  if (!user) throw new Error("authorizePost on a public route");
  return user;
}
