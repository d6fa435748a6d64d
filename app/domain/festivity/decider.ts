import type { Decider } from "../shared/decider";
import { notFound, ruleBroken } from "../shared/errors";
import type { FestivityDetails, FestivityEvent } from "./events";

export type FestivityCommand =
  | { type: "AddFestivity"; festivityId: number; details: FestivityDetails }
  | { type: "ChangeFestivity"; details: FestivityDetails }
  | { type: "RemoveFestivity" };

export interface FestivityState {
  festivityId: number;
  details: FestivityDetails | null;
  removed: boolean;
}

function check(d: FestivityDetails) {
  if (!d.title.trim()) throw ruleBroken("errors.required", { field: "title" });
  if (d.startDate > d.endDate) throw ruleBroken("errors.start_after_end", { field: "endDate" });
  // a half day is one afternoon (ADR-0062)
  if (d.halfDay && d.startDate !== d.endDate) throw ruleBroken("festivities.half_day_one_day", { field: "endDate" });
}

/** Festivities are company holidays: they are not working days for leave balances. */
export const festivityDecider: Decider<FestivityState, FestivityCommand, FestivityEvent> = {
  streamType: "festivity",
  initialState: () => ({ festivityId: 0, details: null, removed: false }),
  evolve(state, event) {
    switch (event.type) {
      case "FestivityAdded":
      case "FestivityChanged": {
        const { festivityId, at: _a, by: _b, ...details } = event.data;
        return { festivityId, details, removed: false };
      }
      case "FestivityRemoved":
        return { ...state, removed: true };
    }
  },
  decide(command, state, ctx) {
    const stamp = { at: ctx.now, by: ctx.actorId };
    switch (command.type) {
      case "AddFestivity":
        if (state.details) throw ruleBroken("errors.already_exists");
        check(command.details);
        return [{ type: "FestivityAdded", data: { ...command.details, festivityId: command.festivityId, ...stamp } }];
      case "ChangeFestivity":
        if (!state.details || state.removed) throw notFound();
        check(command.details);
        return [{ type: "FestivityChanged", data: { ...command.details, festivityId: state.festivityId, ...stamp } }];
      case "RemoveFestivity":
        if (!state.details) throw notFound();
        return state.removed ? [] : [{ type: "FestivityRemoved", data: { festivityId: state.festivityId, ...stamp } }];
    }
  },
};
