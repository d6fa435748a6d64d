// A planned phase of a site (stream siteschedule-<id>, ADR-0052): a title, a first and a last day,
// optionally the person responsible. Planned once, removable; a change is a removal and a new one.
import type { Decider } from "../shared/decider";
import { notFound, ruleBroken } from "../shared/errors";
import type { ScheduleDetails, ScheduleEvent } from "./events";

export type ScheduleCommand = { type: "PlanSchedule"; scheduleId: number; details: ScheduleDetails } | { type: "RemoveSchedule" };

export interface ScheduleState {
  scheduleId: number;
  details: ScheduleDetails | null;
  removed: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const scheduleDecider: Decider<ScheduleState, ScheduleCommand, ScheduleEvent> = {
  streamType: "siteschedule",
  initialState: () => ({ scheduleId: 0, details: null, removed: false }),
  evolve(state, event) {
    switch (event.type) {
      case "SchedulePlanned": {
        const { scheduleId, at: _a, by: _b, ...details } = event.data;
        return { scheduleId, details, removed: false };
      }
      case "ScheduleRemoved":
        return { ...state, removed: true };
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case "PlanSchedule": {
        if (state.details) throw ruleBroken("errors.already_exists");
        const d = command.details;
        if (!d.title.trim()) throw ruleBroken("errors.required", { field: "title" });
        if (!DAY.test(d.startDate)) throw ruleBroken("errors.required", { field: "startDate" });
        if (!DAY.test(d.endDate)) throw ruleBroken("errors.required", { field: "endDate" });
        if (d.endDate < d.startDate) throw ruleBroken("errors.start_after_end", { field: "endDate" });
        return [{ type: "SchedulePlanned", data: { ...d, title: d.title.trim(), notes: d.notes.trim(), scheduleId: command.scheduleId, at: ctx.now, by: ctx.actorId } }];
      }
      case "RemoveSchedule":
        if (!state.details) throw notFound();
        if (state.removed) return [];
        return [{ type: "ScheduleRemoved", data: { scheduleId: state.scheduleId, siteId: state.details.siteId, at: ctx.now, by: ctx.actorId } }];
    }
  },
};
