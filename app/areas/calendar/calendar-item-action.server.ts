// The action of a calendar item's detail page (personal, employee, site): deleting the item from
// the calendar (spec part 1 §2 "Calendar detail": stamping logs and events deletable with update
// profile) through the existing commands — an event's CancelCalendarEvent (who may change it, as on
// its edit page), a stamp's DeleteStamp (the stamping rule: update profile and update stampingsLog,
// never one's own, with a reason). The item must be on the calendar in scope; anything else is a 404.
// Stored → back to the calendar (its view, date and filter) with the area's success notice.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import type { Policy } from "~/domain/access/policy";
import { parseItemId } from "~/domain/calendar/view";
import { deleteStampSchema } from "~/domain/stamping/schema";
import { calendarEventById, calendarItemOf, type CalendarScope } from "~/events/queries/calendar.server";
import { stampById } from "~/events/queries/stamps.server";
import { cancelCalendarEvent } from "~/areas/calendar/cancel-calendar-event.server";
import { deleteStamp } from "~/areas/stamping/delete-stamp.server";
import { mayDeleteEvent } from "~/domain/calendar/view";
import { calendarSearchOf, mayDeleteStampOf } from "./calendar.server";
import { commandAction } from "~/http/command-action.server";
import { notFound } from "~/http/scope.server";

/** Whose calendar the detail page is on, and the calendar's path (checked by the route: a 404 outside the user's scope). */
export type CalendarOf = (ctx: { sql: Sql; user: CurrentUser; params: ActionFunctionArgs["params"] }) => Promise<{ scope: CalendarScope; base: string }>;

const cancelEventSchema = z.object({
  intent: z.literal("cancel-calendar-event"),
  eventId: z.string().max(20).optional(),
  commandId: z.string().max(64).optional(),
  expectedVersion: z.string().max(12).optional(),
});

/** The detail page's action: `cancel-calendar-event` and `delete-stamp` on the item of the URL. */
export function calendarItemAction(args: ActionFunctionArgs, route: { policy: Policy }, calendarOf: CalendarOf) {
  return commandAction(args, {
    ...route,
    scope: async ({ sql, user, params, request }) => {
      const { scope, base } = await calendarOf({ sql, user, params });
      const ref = parseItemId(params.itemId);
      if (!ref) throw notFound();
      const item = await calendarItemOf(sql, scope, ref.kind, ref.recordId);
      if (!item) throw notFound();
      return { item, back: `${base}${calendarSearchOf(request.url)}` };
    },
  }).intents({
    "cancel-calendar-event": {
      schema: cancelEventSchema,
      conflictKey: "calendar.event.conflict",
      run: async ({ sql, user, scope, meta, expectedVersion }) => {
        const e = scope.item.kind === "events" ? await calendarEventById(sql, scope.item.recordId) : null;
        if (!e || !mayDeleteEvent(user, e)) throw notFound();
        await cancelCalendarEvent(sql, e.id, expectedVersion, meta);
        return { to: scope.back, flash: "calendar.event.deleted" };
      },
    },
    "delete-stamp": {
      schema: deleteStampSchema,
      conflictKey: "stamping.conflict",
      run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
        const stamp = scope.item.kind === "stampingLogs" ? await stampById(sql, scope.item.recordId) : null;
        if (!stamp || !mayDeleteStampOf(user, stamp)) throw notFound();
        await deleteStamp(sql, user, { stampId: stamp.id, personId: stamp.personId, expectedVersion, reason: value.reason }, meta);
        return { to: scope.back, flash: "stamping.hr.deleted" };
      },
    },
  });
}
