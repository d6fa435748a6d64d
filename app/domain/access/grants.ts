// Who may change whose access (ADR-0006): nobody changes their own role or flags, nobody grants a
// right they do not hold, and nobody takes over (sets the password of) someone who holds a right
// they lack. So no role can promote itself around the other rules.
import { ruleBroken, DomainError } from "../shared/errors";
import { accessOf, type Principal, type Right } from "./permissions";

export interface Grantor {
  personId: number;
  rights: readonly Right[];
}

/** Throws unless `by` may change `before` into `after`. */
export function checkAccessChange(by: Grantor, before: Principal, after: Principal): void {
  if (by.personId === before.personId) throw new DomainError("forbidden", "permission.own_change");
  const held = new Set(by.rights);
  const had = accessOf(before).rights;
  const gets = accessOf({ ...after, active: true }).rights;
  for (const r of gets) {
    if (!had.has(r) && !held.has(r)) throw new DomainError("forbidden", "permission.cannot_grant", { params: { right: r } });
  }
}

/** Throws unless `by` may set a new password for `target`. */
export function checkPasswordReset(by: Grantor, target: Principal): void {
  if (by.personId === target.personId) throw ruleBroken("permission.own_password_here");
  const held = new Set(by.rights);
  for (const r of accessOf({ ...target, active: true }).rights) {
    if (!held.has(r)) throw new DomainError("forbidden", "permission.cannot_reset_stronger", { params: { right: r } });
  }
}
