// Who runs a command or reads a screen, as the layers below the routes see it: the signed-in person's
// id and company, and what they may do. The routes' CurrentUser (app/auth/user.server.ts) is one;
// operations, queries and the seed take an Actor, so they never import auth (issue 21).
import type { CompanyCode } from "../company/companies";
import { accessOf, type Access, type Principal } from "./permissions";

/** The person a command or a read is done for: their id, company, principal and rights. */
export interface Actor {
  id: number;
  companyCode: CompanyCode;
  principal: Principal;
  access: Access;
}

/** A person's actor: their rights follow from their role, capabilities and company (ADR-0006). */
export function actorOf(person: Pick<Principal, "role" | "capabilities" | "companyCode" | "active"> & { id: number }): Actor {
  const principal: Principal = {
    personId: person.id,
    role: person.role,
    capabilities: person.capabilities,
    companyCode: person.companyCode,
    active: person.active,
  };
  return { id: person.id, companyCode: person.companyCode, principal, access: accessOf(principal) };
}
