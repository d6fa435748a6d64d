// What a person may do for themselves: request leave, clock in and out, claim expenses. Pure, and
// the one place these are decided: the leave, stamping and expense deciders refuse by it, the menu
// offers by it, and the pages show by it either the form or why there is none (ADR-0044).
import type { Capability, Role } from "./roles";

export const SELF_SERVICES = ["requestLeave", "stamp", "claimExpenses"] as const;
export type SelfService = (typeof SELF_SERVICES)[number];

/**
 * Why a person may not: their account is switched off, they have no role, their role is a client's
 * or an auditor's (neither works for the group), or a capability flag takes the service away.
 */
export type Denial = "inactive" | "no_role" | "client" | "auditor" | "NO_LEAVE" | "NO_STAMPINGLOG";

export type Verdict = { may: true } | { may: false; why: Denial };

export type SelfServices = Record<SelfService, Verdict>;

/** The flag that takes each service away (spec part 2 §3); claiming expenses has none. */
const FLAG: Record<SelfService, (Capability & Denial) | null> = { requestLeave: "NO_LEAVE", stamp: "NO_STAMPINGLOG", claimExpenses: null };

const MAY: Verdict = { may: true };
const deny = (why: Denial): Verdict => ({ may: false, why });

function roleDenial(role: Role | null): Denial | null {
  if (role === null) return "no_role";
  if (role === "CLIENT") return "client";
  if (role === "AUDITOR") return "auditor";
  return null;
}

/**
 * Staff (every role but CLIENT and AUDITOR) request leave, clock in and out and claim expenses for
 * themselves, unless NO_LEAVE or NO_STAMPINGLOG takes the one away; nobody without a role or
 * switched off does. The role is asked first, so a client with NO_LEAVE is told it is the role.
 */
export function selfServicesOf(p: { role: Role | null; capabilities: readonly Capability[]; active?: boolean }): SelfServices {
  const verdict = (service: SelfService): Verdict => {
    if (p.active === false) return deny("inactive");
    const byRole = roleDenial(p.role);
    if (byRole) return deny(byRole);
    const flag = FLAG[service];
    if (flag && p.capabilities.includes(flag)) return deny(flag);
    return MAY;
  };
  return { requestLeave: verdict("requestLeave"), stamp: verdict("stamp"), claimExpenses: verdict("claimExpenses") };
}

/** The translation key that tells the person why they may not (`unavailable.<service>.<why>`). */
export function denialKey(service: SelfService, why: Denial): string {
  return `unavailable.${service}.${why}`;
}

/** Whether a role claims expenses for itself (no flag takes claiming away): the expense decider's rule. */
export function mayClaimOwnExpenses(role: Role | null): boolean {
  return selfServicesOf({ role, capabilities: [] }).claimExpenses.may;
}

/** What a person may change on their own profile besides their password (which everyone may). */
export type OwnProfileChange = "avatar" | "notificationSettings";

/**
 * Whether a role may change its own photo or notification toggles. The auditor writes nothing but
 * their own password and support requests (ADR-0006), so neither; a client's photo is the group's
 * to set, like the rest of their record, while their notifications stay theirs (issue 42).
 */
export function mayChangeOwn(role: Role | null, change: OwnProfileChange): boolean {
  if (role === "AUDITOR") return false;
  if (role === "CLIENT") return change !== "avatar";
  return true;
}
