// Who may change whose access (ADR-0006): nobody changes their own role, flags or status, nobody
// grants a right they do not hold, nobody takes from another person a right they could not grant,
// nobody changes the role or flags of someone who holds a right they lack (ADR-0101), and nobody
// takes over (sets the password of) someone who holds a right they lack. So no role can
// promote itself around the other rules, and HR cannot strip an administrator. The last active
// administrator keeps ADMIN whoever asks.
import { ruleBroken, DomainError } from "../shared/errors";
import { accessOf, CAPABILITIES, ROLES, type Capability, type Principal, type Right, type Role } from "./permissions";

export interface Grantor {
  personId: number;
  rights: readonly Right[];
  /** the grantor's own role: which roles they are offered (rolesOffered) */
  role?: Role | null;
}

/**
 * Resources that narrow what a person sees instead of widening it: a client reads only their
 * favourite sites and only the subcontractors' files. Giving or taking one makes nobody stronger,
 * so it asks no matching right of the grantor (an administrator may make someone a CLIENT).
 */
const NARROWING: readonly string[] = ["onlySitesFav", "onlySubcontractorsFiles"];

/** A right within a wider one: the client's share of the sensitive figures is part of the whole. */
const WITHIN: Partial<Record<Right, Right>> = {
  "read:sensibleDataClient": "read:sensibleData",
  "update:sensibleDataClient": "update:sensibleData",
};

/** Whether holding `held` is enough to give, take or override `right` (ADR-0006, ADR-0033). */
export function covers(held: ReadonlySet<Right>, right: Right): boolean {
  if (held.has(right)) return true;
  if (NARROWING.includes(right.slice(right.indexOf(":") + 1))) return true;
  const wider = WITHIN[right];
  return wider !== undefined && held.has(wider);
}

/** The roles HR may give (the spec's "roles selectable for HR association"). */
const HR_ASSOCIATION_ROLES: readonly Role[] = ["HR", "EMPLOYEE", "ASSOCIATE"];

/**
 * The roles a grantor may give someone: an administrator any role whose rights they hold (all);
 * anyone else the HR-association roles whose rights they hold (ADR-0033).
 */
export function rolesOffered(by: Grantor): Role[] {
  const held = new Set<Right>(by.rights);
  const candidates = by.role === "ADMIN" ? ROLES : HR_ASSOCIATION_ROLES;
  return candidates.filter((role) => [...rightsWhenActive({ personId: -1, role, capabilities: [], companyCode: "cantiere", active: true })].every((r) => covers(held, r)));
}

/** The capability flags a grantor may give a new person: those whose rights the grantor covers (the decider checks them again with the role). */
export function capabilitiesOffered(by: Grantor): Capability[] {
  const held = new Set<Right>(by.rights);
  const none = rightsWhenActive({ personId: -1, role: null, capabilities: [], companyCode: "cantiere", active: true });
  return CAPABILITIES.filter((c) => [...rightsWhenActive({ personId: -1, role: null, capabilities: [c], companyCode: "cantiere", active: true })].every((r) => none.has(r) || covers(held, r)));
}

/** Throws unless `by` may give `role` to someone: an offered role, or the one they have already. */
export function checkRoleOffered(by: Grantor, role: Role | null, current: Role | null): void {
  if (role === null || role === current) return;
  if (!rolesOffered(by).includes(role)) throw new DomainError("forbidden", "person.role_not_offered", { field: "role" });
}

/** The rights a person holds while active: what a role or flag change gives or takes. */
const rightsWhenActive = (p: Principal) => accessOf({ ...p, active: true }).rights;

/** Throws unless `by` may change `before`'s role and flags into `after`'s. */
export function checkAccessChange(by: Grantor, before: Principal, after: Principal): void {
  if (by.personId === before.personId) throw new DomainError("forbidden", "permission.own_change");
  const held = new Set<Right>(by.rights);
  const had = accessOf(before).rights;
  const gets = rightsWhenActive(after);
  for (const r of gets) {
    if (!had.has(r) && !covers(held, r)) throw new DomainError("forbidden", "permission.cannot_grant", { params: { right: r } });
  }
  // an inactive person's rights still come back when they are reactivated: compare them as active
  for (const r of rightsWhenActive(before)) {
    if (!gets.has(r) && !covers(held, r)) throw new DomainError("forbidden", "permission.cannot_remove", { params: { right: r } });
  }
  // the flags that grant no right (NO_STAMPINGLOG, NO_LEAVE, LIST_IN_HR_MODULE) pass the two checks
  // above; on a stronger person they are still not the grantor's to set (issue 42, ADR-0101)
  if (before.role !== after.role || !sameFlags(before.capabilities, after.capabilities)) checkMayChangeAccessOf(by, before);
}

const sameFlags = (a: readonly Capability[], b: readonly Capability[]) => a.length === b.length && a.every((c) => b.includes(c)) && b.every((c) => a.includes(c));

/** The first right `target` holds (as if active) that `by` does not cover, or null: whose access `by` may touch at all. */
export function strongerRightOf(by: Pick<Grantor, "rights">, target: Principal): Right | null {
  const held = new Set<Right>(by.rights);
  for (const r of rightsWhenActive(target)) if (!covers(held, r)) return r;
  return null;
}

/**
 * Throws unless `by` holds every right `target` holds: nobody changes the role or flags of someone
 * stronger, not even a flag that grants nothing (HR setting NO_LEAVE on the only administrator,
 * who then could not undo it). See ADR-0101.
 */
function checkMayChangeAccessOf(by: Grantor, target: Principal): void {
  const right = strongerRightOf(by, target);
  if (right) throw new DomainError("forbidden", "permission.cannot_change_stronger", { params: { right } });
}

/**
 * Throws unless `by` may switch `target` on or off (deactivate, reactivate, erase): that gives or
 * takes every right the person holds, so `by` must hold all of them. A null grantor is the system
 * (a command-line tool run by the operator).
 */
export function checkStatusChange(by: Grantor | null, target: Principal, activating: boolean): void {
  if (!by) return;
  if (by.personId === target.personId) throw new DomainError("forbidden", "permission.own_change");
  const held = new Set<Right>(by.rights);
  for (const r of rightsWhenActive(target)) {
    if (!covers(held, r)) throw new DomainError("forbidden", activating ? "permission.cannot_grant" : "permission.cannot_remove", { params: { right: r } });
  }
}

/**
 * Throws when the change would leave no active administrator: the last active ADMIN cannot lose
 * the role, be deactivated or be erased, whoever asks. `otherActiveAdmins` counts the active
 * administrators other than the person changed.
 */
export function checkLastAdministrator(before: Principal, after: { role: Principal["role"]; active: boolean }, otherActiveAdmins: number): void {
  const wasAdmin = before.active && before.role === "ADMIN";
  const staysAdmin = after.active && after.role === "ADMIN";
  if (wasAdmin && !staysAdmin && otherActiveAdmins < 1) throw ruleBroken("permission.last_admin");
}

/** Throws unless `by` may set a new password for `target`. */
export function checkPasswordReset(by: Grantor, target: Principal): void {
  if (by.personId === target.personId) throw ruleBroken("permission.own_password_here");
  const held = new Set<Right>(by.rights);
  for (const r of accessOf({ ...target, active: true }).rights) {
    if (!covers(held, r)) throw new DomainError("forbidden", "permission.cannot_reset_stronger", { params: { right: r } });
  }
}
