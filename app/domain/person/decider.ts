import type { Decider } from "../shared/decider";
import { ruleBroken, notFound } from "../shared/errors";
import { checkAccessChange, checkLastAdministrator, checkPasswordReset, checkStatusChange, type Grantor } from "../access/grants";
import type { Capability, Principal, Role } from "../access/permissions";
import type { CompanyCode } from "../company/companies";
import type { EmployeeRecord, PersonalData, PersonEvent } from "./events";

export type PersonCommand =
  | {
      type: "RegisterPerson";
      personId: number;
      companyCode: CompanyCode;
      role: Role | null;
      capabilities: Capability[];
      employee: EmployeeRecord;
      personal: PersonalData;
    }
  | { type: "AssignRole"; role: Role | null }
  | { type: "SetCapabilities"; capabilities: Capability[] }
  | {
      type: "ChangeAccess";
      role: Role | null;
      capabilities: Capability[];
      grantor: Grantor;
      /** the active administrators other than this person, read when the command was made */
      otherActiveAdmins: number;
    }
  | { type: "SetPassword"; grantor: Grantor | null }
  /** a null grantor is the system (the operator's command-line tools) */
  | { type: "DeactivatePerson"; grantor: Grantor | null; otherActiveAdmins: number }
  | { type: "ActivatePerson"; grantor: Grantor | null }
  | { type: "ErasePerson"; grantor: Grantor | null; otherActiveAdmins: number };

export interface PersonState {
  personId: number;
  exists: boolean;
  erased: boolean;
  active: boolean;
  role: Role | null;
  capabilities: Capability[];
  companyCode: CompanyCode | null;
}

export const initialPersonState = (): PersonState => ({
  personId: 0,
  exists: false,
  erased: false,
  active: false,
  role: null,
  capabilities: [],
  companyCode: null,
});

function requireLive(state: PersonState) {
  if (!state.exists || state.erased) throw notFound();
}

function principalOf(state: PersonState): Principal {
  return {
    personId: state.personId,
    role: state.role,
    capabilities: state.capabilities,
    companyCode: state.companyCode ?? "cantiere",
    active: state.active,
  };
}

/** People are registered once, change role and capabilities through their own events, and can be erased. */
export const personDecider: Decider<PersonState, PersonCommand, PersonEvent> = {
  streamType: "person",
  initialState: initialPersonState,
  evolve(state, event) {
    switch (event.type) {
      case "PersonRegistered":
        return {
          ...state,
          personId: event.data.personId,
          exists: true,
          active: true,
          role: event.data.role,
          capabilities: event.data.capabilities,
          companyCode: event.data.companyCode,
        };
      case "PersonRoleAssigned":
        return { ...state, role: event.data.role };
      case "PersonCapabilitiesSet":
        return { ...state, capabilities: event.data.capabilities };
      case "PersonDeactivated":
        return { ...state, active: false };
      case "PersonActivated":
        return { ...state, active: true };
      case "PersonPasswordSet":
        return state;
      case "PersonErased":
        return { ...state, erased: true, active: false };
    }
  },
  decide(command, state, ctx) {
    const stamp = { at: ctx.now, by: ctx.actorId };
    switch (command.type) {
      case "RegisterPerson": {
        if (state.exists) throw ruleBroken("user_already_exists");
        const { type: _t, ...rest } = command;
        return [{ type: "PersonRegistered", data: { ...rest, capabilities: [...new Set(rest.capabilities)].sort(), ...stamp } }];
      }
      case "AssignRole":
        requireLive(state);
        if (state.role === command.role) return [];
        return [{ type: "PersonRoleAssigned", data: { personId: state.personId, role: command.role, previousRole: state.role, ...stamp } }];
      case "SetCapabilities": {
        requireLive(state);
        const next = [...new Set(command.capabilities)].sort();
        if (next.join() === [...state.capabilities].sort().join()) return [];
        return [{ type: "PersonCapabilitiesSet", data: { personId: state.personId, capabilities: next, previous: state.capabilities, ...stamp } }];
      }
      case "ChangeAccess": {
        requireLive(state);
        const capabilities = [...new Set(command.capabilities)].sort();
        const before = principalOf(state);
        checkAccessChange(command.grantor, before, { ...before, role: command.role, capabilities });
        checkLastAdministrator(before, { role: command.role, active: before.active }, command.otherActiveAdmins);
        const out: PersonEvent[] = [];
        if (state.role !== command.role) {
          out.push({ type: "PersonRoleAssigned", data: { personId: state.personId, role: command.role, previousRole: state.role, ...stamp } });
        }
        if (capabilities.join() !== [...state.capabilities].sort().join()) {
          out.push({ type: "PersonCapabilitiesSet", data: { personId: state.personId, capabilities, previous: state.capabilities, ...stamp } });
        }
        return out;
      }
      case "SetPassword":
        requireLive(state);
        if (command.grantor) checkPasswordReset(command.grantor, principalOf(state));
        return [{ type: "PersonPasswordSet", data: { personId: state.personId, byAdministrator: command.grantor !== null, ...stamp } }];
      case "DeactivatePerson":
        requireLive(state);
        if (!state.active) return [];
        checkStatusChange(command.grantor, principalOf(state), false);
        checkLastAdministrator(principalOf(state), { role: state.role, active: false }, command.otherActiveAdmins);
        return [{ type: "PersonDeactivated", data: { personId: state.personId, ...stamp } }];
      case "ActivatePerson":
        requireLive(state);
        if (state.active) return [];
        checkStatusChange(command.grantor, principalOf(state), true);
        return [{ type: "PersonActivated", data: { personId: state.personId, ...stamp } }];
      case "ErasePerson":
        if (!state.exists) throw notFound();
        if (state.erased) return [];
        checkStatusChange(command.grantor, principalOf(state), false);
        checkLastAdministrator(principalOf(state), { role: state.role, active: false }, command.otherActiveAdmins);
        return [{ type: "PersonErased", data: { personId: state.personId, ...stamp } }];
    }
  },
};
