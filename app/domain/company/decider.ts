import type { Decider } from "../shared/decider";
import { ruleBroken } from "../shared/errors";
import type { CompanyEvent, CompanyProfile } from "./events";

export type CompanyCommand = { type: "RegisterCompany"; companyId: number; profile: CompanyProfile };
export interface CompanyState {
  exists: boolean;
  code: string | null;
}

/** A company is registered once; its code never changes. */
export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  streamType: "company",
  initialState: () => ({ exists: false, code: null }),
  evolve(state, event) {
    switch (event.type) {
      case "CompanyRegistered":
        return { exists: true, code: event.data.code };
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case "RegisterCompany":
        if (state.exists) throw ruleBroken("errors.already_exists");
        return [{ type: "CompanyRegistered", data: { ...command.profile, companyId: command.companyId, at: ctx.now, by: ctx.actorId } }];
    }
  },
};
