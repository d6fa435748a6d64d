// The leave form's edit page, the person's own and HR's page of that person: what it shows of one
// request (each adds its heading; HR's, who decided it) and the edit intent both pages run.
import type { TFunction } from "i18next";
import { editLeave } from "~/areas/leave/edit-leave.server";
import { leaveInputOf } from "~/domain/leave/period.server";
import { leaveFormDefaults, leaveFormSchema } from "~/domain/leave/schema.server";
import { leaveTypeKey } from "~/domain/leave/types";
import type { LeaveRow } from "~/events/queries/leaves.server";
import type { IntentContext } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { leaveListAfterSave } from "~/http/list-requests.server";
import { periodEnds } from "~/ui/leave/view.server";
import type { z } from "zod";

/** The request in the form's terms; one no longer pending shows why it cannot be edited. */
export function leaveEditPage(t: TFunction, leave: LeaveRow) {
  return {
    id: leave.id,
    status: leave.status,
    type: t(leaveTypeKey(leave.leaveType)),
    ...periodEnds(leave.details),
    editable: leave.status === "PENDING",
    defaults: leaveFormDefaults(leaveInputOf(leave.details, leave.description)),
    version: leave.version,
    commandId: newCommandId(),
  };
}

/** Changes the pending request, then back to the list (of the request's year); a stale version is a conflict, a decided one `edit_allow_only_on_pending`. */
export function editLeaveIntent(listOf: (leave: { id: number; personId: number }) => string) {
  return {
    schema: leaveFormSchema,
    conflictKey: "leave.form.conflict",
    run: async ({ sql, user, scope: leave, value, meta, expectedVersion }: IntentContext<z.output<typeof leaveFormSchema>, { id: number; personId: number }>) => {
      await editLeave(sql, user, { leaveId: leave.id, personId: leave.personId, leave: value.leave, expectedVersion }, meta);
      return { to: leaveListAfterSave(listOf(leave), value.leave), flash: "leave_saved_successfully" };
    },
  };
}
