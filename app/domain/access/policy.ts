// Every route declares who may load it (GET) and post to it (POST); the loaders and actions
// enforce exactly that declaration, and a test walks the route manifest to make sure none is
// missing (ADR-0006). Deny by default: a route without a policy is refused.
import { can, type Access, type Action, type Resource } from "./permissions";

export type Rule =
  | { public: true }
  | { signedIn: true }
  | { anyOf: [Action, Resource][] };

export interface Policy {
  get: Rule;
  post?: Rule;
}

export const PUBLIC: Rule = { public: true };
export const SIGNED_IN: Rule = { signedIn: true };
export const anyOf = (...rights: [Action, Resource][]): Rule => ({ anyOf: rights });

/** Does this rule let this user (null: not signed in) through? */
export function allows(rule: Rule, access: Access | null): boolean {
  if ("public" in rule) return true;
  if (!access) return false;
  if ("signedIn" in rule) return true;
  return rule.anyOf.some(([a, r]) => can(access, a, r));
}
