// A person's inbox (stream inbox-<personId>, ADR-0084): which notifications they have read. Marking
// says what it wants (this one read, all up to here read), so a repeated post records nothing.
import type { Decider } from "../shared/decider";
import type { InboxEvent } from "./events";

export type InboxCommand =
  /** `alsoIds`: the identical notices shown on the same line, read with it */
  | { type: "MarkNotificationRead"; personId: number; notificationId: number; alsoIds?: number[] }
  | { type: "MarkAllNotificationsRead"; personId: number; upTo: number };

export interface InboxState {
  readUpTo: number;
  readIds: number[];
}

/** Whether a notification counts as read in this state. */
export function isRead(state: InboxState, notificationId: number): boolean {
  return notificationId <= state.readUpTo || state.readIds.includes(notificationId);
}

export const inboxDecider: Decider<InboxState, InboxCommand, InboxEvent> = {
  streamType: "inbox",
  initialState: () => ({ readUpTo: 0, readIds: [] }),
  evolve(state, event) {
    switch (event.type) {
      case "NotificationRead":
        return isRead(state, event.data.notificationId) ? state : { ...state, readIds: [...state.readIds, event.data.notificationId] };
      case "NotificationsAllRead": {
        const upTo = Math.max(state.readUpTo, event.data.upTo);
        return { readUpTo: upTo, readIds: state.readIds.filter((id) => id > upTo) };
      }
    }
  },
  /** Reading is recorded once: a notification already read (one by one or by "all") records nothing. */
  decide(command, state, ctx) {
    switch (command.type) {
      case "MarkNotificationRead":
        return [...new Set([command.notificationId, ...(command.alsoIds ?? [])])]
          .filter((id) => !isRead(state, id))
          .map((notificationId) => ({ type: "NotificationRead" as const, data: { personId: command.personId, notificationId, at: ctx.now } }));
      case "MarkAllNotificationsRead":
        return command.upTo <= state.readUpTo ? [] : [{ type: "NotificationsAllRead", data: { personId: command.personId, upTo: command.upTo, at: ctx.now } }];
    }
  },
};
