import type { Decider } from "../shared/decider";
import { ruleBroken } from "../shared/errors";
import type { CalendarFeedEvent } from "./events";

export type CalendarFeedCommand =
  | { type: "CreateCalendarFeedLink"; personId: number; tokenHash: string }
  | { type: "RevokeCalendarFeedLink"; personId: number };

export interface CalendarFeedState {
  /** the hash of the link that works now; null: none */
  activeHash: string | null;
}

/**
 * A person has at most one working calendar link. Creating one while another works revokes the
 * old one first (regenerating); revoking when none works records nothing.
 */
export const calendarFeedDecider: Decider<CalendarFeedState, CalendarFeedCommand, CalendarFeedEvent> = {
  streamType: "calendarfeed",
  initialState: () => ({ activeHash: null }),
  evolve(state, event) {
    switch (event.type) {
      case "CalendarFeedLinkCreated":
        return { activeHash: event.data.tokenHash };
      case "CalendarFeedLinkRevoked":
        return { activeHash: null };
    }
  },
  decide(command, state, ctx) {
    const ref = { personId: command.personId, at: ctx.now, by: ctx.actorId };
    switch (command.type) {
      case "CreateCalendarFeedLink": {
        if (!/^[0-9a-f]{64}$/.test(command.tokenHash)) throw ruleBroken("ics.invalid_link");
        if (command.tokenHash === state.activeHash) throw ruleBroken("errors.already_exists");
        const revoke: CalendarFeedEvent[] = state.activeHash ? [{ type: "CalendarFeedLinkRevoked", data: { ...ref, tokenHash: state.activeHash } }] : [];
        return [...revoke, { type: "CalendarFeedLinkCreated", data: { ...ref, tokenHash: command.tokenHash } }];
      }
      case "RevokeCalendarFeedLink":
        return state.activeHash ? [{ type: "CalendarFeedLinkRevoked", data: { ...ref, tokenHash: state.activeHash } }] : [];
    }
  },
};
