import type { Decider } from "../shared/decider";
import { notFound, ruleBroken } from "../shared/errors";
import { assertWithinLimit, TEXT_LIMITS } from "../shared/text-limits";
import type { SupportEvent } from "./events";

export type SupportCommand =
  | { type: "SubmitSupportRequest"; requestId: number; personId: number; title: string; message: string; page: string | null }
  | { type: "DeleteSupportRequest"; acknowledged: boolean };
export interface SupportState {
  requestId: number;
  submitted: boolean;
  deleted: boolean;
}

/** A support request is submitted once, with a title and a message, each within its limit (TEXT_LIMITS.support). */
export const supportDecider: Decider<SupportState, SupportCommand, SupportEvent> = {
  streamType: "support",
  initialState: () => ({ requestId: 0, submitted: false, deleted: false }),
  evolve(state, event) {
    switch (event.type) {
      case "SupportRequestSubmitted":
        return { requestId: event.data.requestId, submitted: true, deleted: false };
      case "SupportRequestDeleted":
        return { ...state, deleted: true };
    }
  },
  decide(command, state, ctx) {
    if (command.type === "DeleteSupportRequest") {
      if (!state.submitted || state.deleted) throw notFound();
      // irreversible: the form's acknowledgement is checked here too, not only in the browser
      if (!command.acknowledged) throw ruleBroken("non_reversible_required", { field: "acknowledged" });
      return [{ type: "SupportRequestDeleted", data: { requestId: state.requestId, at: ctx.now, by: ctx.actorId } }];
    }
    if (state.submitted) throw ruleBroken("errors.already_exists");
    const title = command.title.trim();
    const message = command.message.trim();
    if (!title) throw ruleBroken("errors.required", { field: "title" });
    if (!message) throw ruleBroken("errors.required", { field: "message" });
    assertWithinLimit(title, TEXT_LIMITS.support.title, "title");
    assertWithinLimit(message, TEXT_LIMITS.support.message, "message");
    return [
      {
        type: "SupportRequestSubmitted",
        data: { requestId: command.requestId, personId: command.personId, page: command.page, personal: { title, message }, at: ctx.now },
      },
    ];
  },
};
