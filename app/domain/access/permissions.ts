// Who may do what (ADR-0006). Pure: the server checks these on every loader and action; the menu
// is built from them. Rights are `<action>:<resource>`; holding update implies read.
import { COMPANY_CODES, type CompanyCode } from "../company/companies";
import { CAPABILITIES, ROLES, type Capability, type Role } from "./roles";
import { selfServicesOf, type SelfServices } from "./self-service";

// the roles and capabilities are defined in ./roles (below self-service, which needs them); here they
// are part of the access vocabulary every caller imports
export { CAPABILITIES, ROLES, type Capability, type Role };

export const RESOURCES = [
  "sites", "hr", "admin", "files", "favorites", "profile", "stampingsLog", "quickSalId", "sensibleData",
  "allEmployee", "allSites", "allChecklists", "leave", "tool-manager",
  "onlySitesFav", "onlySubcontractorsFiles", "sensibleDataClient", "audit",
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Action = "read" | "update";
export type Right = `${Action}:${Resource}` | `read:company:${CompanyCode}`;

const both = (r: Resource): Right[] => [`read:${r}`, `update:${r}`];
const allCompanies = COMPANY_CODES.map((c) => `read:company:${c}` as Right);

/** The default rights of each role; capabilities add to or take from these. */
export const ROLE_RIGHTS: Record<Role, readonly Right[]> = {
  ADMIN: [
    ...RESOURCES.filter((r) => !["onlySitesFav", "onlySubcontractorsFiles", "sensibleDataClient"].includes(r)).flatMap(both),
    ...allCompanies,
  ],
  HR: [
    ...both("hr"), ...both("admin"), ...both("files"), ...both("leave"), ...both("stampingsLog"), ...both("profile"),
    // read:sensibleData since ADR-0033: HR registers EMPLOYEEs and ASSOCIATEs, and nobody grants a right they lack
    "read:sites", "read:sensibleData", "read:favorites", "update:favorites", "read:tool-manager",
  ],
  EMPLOYEE: ["read:sites", "read:sensibleData", "read:favorites", "update:favorites", ...both("profile")],
  ASSOCIATE: ["read:sites", "read:sensibleData", "read:favorites", "update:favorites", ...both("profile"), "read:files"],
  WORKER: ["read:sites", "read:profile"],
  INTERIM: ["read:sites", "read:profile"],
  CLIENT: ["read:onlySitesFav", "read:onlySubcontractorsFiles", "read:sensibleDataClient", "read:profile"],
  AUDITOR: ["read:audit", "read:hr", "read:leave", "read:sites", "read:allEmployee", "read:allSites", "read:profile", ...allCompanies],
};

/** The one right each granting capability adds. */
export const CAPABILITY_RIGHTS: Partial<Record<Capability, Right>> = {
  SHOW_HR_MODULE: "read:hr",
  LIST_ALL_EMPLOYEE: "read:allEmployee",
  EDIT_INVENTORY: "update:tool-manager",
  LIST_FILE: "read:files",
  STAMPINGS_LOG_MANAGEMENT: "update:stampingsLog",
  ALL_CHECKLISTS: "read:allChecklists",
  // leave reader, HR updater, tool-manager reader: each grantable on its own (ADR-0117)
  LIST_LEAVES: "read:leave",
  EDIT_HR_MODULE: "update:hr",
  LIST_INVENTORY: "read:tool-manager",
  SHOW_CANTIERE: "read:company:cantiere",
  SHOW_METALSKY: "read:company:metalsky",
  SHOW_SITAF: "read:company:sitaf",
  SHOW_METALPIEGA: "read:company:metalpiega",
  SHOW_EDEMAR: "read:company:edemar",
  SHOW_TMWOOD: "read:company:tmwood",
  SHOW_ELECTROGESTIM: "read:company:electrogestim",
};

export interface Principal {
  personId: number;
  role: Role | null;
  capabilities: readonly Capability[];
  companyCode: CompanyCode;
  active: boolean;
}

export interface Access {
  rights: ReadonlySet<Right>;
  /** may clock in and out (selfServicesOf: staff without NO_STAMPINGLOG) */
  canStamp: boolean;
  /** may request leave for themselves (selfServicesOf: staff without NO_LEAVE) */
  canRequestLeave: boolean;
  /** may claim expenses for themselves (selfServicesOf: staff) */
  canClaimExpenses: boolean;
  /** each of the three, with the reason when not (what a page tells the person) */
  selfService: SelfServices;
  /** listed in HR's people lists */
  listedInHr: boolean;
}

export function isRole(v: unknown): v is Role {
  return typeof v === "string" && (ROLES as readonly string[]).includes(v);
}
export function isCapability(v: unknown): v is Capability {
  return typeof v === "string" && (CAPABILITIES as readonly string[]).includes(v);
}

/** Whether a person's role and flags let them request leave for themselves (CLIENT, AUDITOR and no role never do). */
export function mayRequestOwnLeave(role: Role | null, capabilities: readonly Capability[]): boolean {
  return selfServicesOf({ role, capabilities }).requestLeave.may;
}

/** A person's effective rights: the role's defaults plus what capabilities grant; none when inactive. */
export function accessOf(p: Principal): Access {
  const rights = new Set<Right>();
  if (p.active && p.role) for (const r of ROLE_RIGHTS[p.role]) rights.add(r);
  if (p.active) for (const c of p.capabilities) {
    const r = CAPABILITY_RIGHTS[c];
    if (r) rights.add(r);
  }
  const selfService = selfServicesOf(p);
  return {
    rights,
    canStamp: selfService.stamp.may,
    canRequestLeave: selfService.requestLeave.may,
    canClaimExpenses: selfService.claimExpenses.may,
    selfService,
    listedInHr: p.capabilities.includes("LIST_IN_HR_MODULE") || (p.role !== null && p.role !== "CLIENT" && p.role !== "AUDITOR"),
  };
}

/** Holding update implies read. */
export function can(access: Pick<Access, "rights">, action: Action, resource: Resource): boolean {
  if (access.rights.has(`update:${resource}` as Right)) return true;
  return action === "read" && access.rights.has(`read:${resource}` as Right);
}

/** Companies whose sites the person may list: all with allSites, else their own plus per-company rights. */
export function siteCompanies(p: Principal, access: Access): CompanyCode[] {
  if (can(access, "read", "allSites")) return [...COMPANY_CODES];
  return COMPANY_CODES.filter((c) => c === p.companyCode || access.rights.has(`read:company:${c}`));
}

/** Companies whose people the person may list: all with allEmployee, else their own. */
export function peopleCompanies(p: Principal, access: Access): CompanyCode[] {
  if (can(access, "read", "allEmployee")) return [...COMPANY_CODES];
  return [p.companyCode];
}
