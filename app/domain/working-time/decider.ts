// A person's working-time account (stream `worktime-<personId>`, issue 36, ADR-0136): the
// carry-overs HR records into the balance years. The balance itself is computed on read
// (app/domain/stamping/balance.ts); only what no record holds is an event here.
import type { Decider } from "../shared/decider";
import { ruleBroken } from "../shared/errors";
import { parseDate } from "../shared/zurich-time";
import { MAX_CARRY_OVER_MINUTES } from "../stamping/balance";
import type { WorkingTimeEvent } from "./events";

export type WorkingTimeCommand = {
  type: "SetWorkingTimeCarryOver";
  personId: number;
  /** YYYY-MM-DD */
  date: string;
  minutes: number;
  reason: string;
  /** the person's day of employment (their record), null when not recorded */
  hiredAt: string | null;
};

export interface WorkingTimeState {
  personId: number;
  /** the carry-over recorded for each date */
  carryOvers: Record<string, number>;
}

/** A carry-over opens a balance year: 1 January, or the day of employment (ADR-0136). */
function carryOverDateAllowed(date: string, hiredAt: string | null): boolean {
  return !!parseDate(date) && (date.endsWith("-01-01") || date === hiredAt);
}

export const REASON_MAX = 500;

/** HR records what a person's balance carries into a year; the same figure again records nothing. */
export const workingTimeDecider: Decider<WorkingTimeState, WorkingTimeCommand, WorkingTimeEvent> = {
  streamType: "worktime",
  initialState: () => ({ personId: 0, carryOvers: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "WorkingTimeCarryOverSet":
        return { personId: event.data.personId, carryOvers: { ...state.carryOvers, [event.data.date]: event.data.minutes } };
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case "SetWorkingTimeCarryOver": {
        if (!carryOverDateAllowed(command.date, command.hiredAt)) throw ruleBroken("balance.carry_over.errors.date", { field: "date" });
        if (!Number.isInteger(command.minutes) || Math.abs(command.minutes) > MAX_CARRY_OVER_MINUTES) throw ruleBroken("balance.carry_over.errors.range", { field: "minutes" });
        const reason = command.reason.trim();
        if (!reason) throw ruleBroken("errors.required", { field: "reason" });
        if (reason.length > REASON_MAX) throw ruleBroken("balance.carry_over.errors.reason_long", { field: "reason" });
        const previous = state.carryOvers[command.date] ?? null;
        if (previous === command.minutes) return [];
        return [
          {
            type: "WorkingTimeCarryOverSet",
            data: { personId: command.personId, date: command.date, minutes: command.minutes, previous, at: ctx.now, by: ctx.actorId, personal: { reason } },
          },
        ];
      }
    }
  },
};
