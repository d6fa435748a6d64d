// A leave request's history (ADR-0011) with each state's duration counted as every other view
// counts it: the festivities of the person's company in every year any version of the request
// touched (an edit may have moved it). The stream is read once for those years, then replayed.
// Each state is counted with the festivities in force when its event was recorded, the figure the
// person was shown then; where today's festivities count another, the state says so (issue 37, ADR-0133).
import type { Queryable } from "~/db.server";
import { leaveHistoryWith } from "~/domain/leave/history";
import { leaveEventSchema } from "~/domain/leave/events";
import { loadRecordHistory, type HistoryRequest } from "./history.server";
import { readStream, streamIdOf } from "../store.server";
import { festivityDaysFor } from "./leaves.server";
import { festivityLog } from "./as-of.server";
import { leaveHistoryAsRecorded } from "~/domain/leave/as-of";

export async function loadLeaveHistory(db: Queryable, leaveId: number, request: HistoryRequest = {}) {
  if (!Number.isSafeInteger(leaveId) || leaveId <= 0) return null;
  const events = await readStream(db, streamIdOf("leave", leaveId));
  const periods: { startDate: string; endDate: string }[] = [];
  let personId: number | null = null;
  for (const e of events) {
    const parsed = leaveEventSchema.safeParse({ type: e.type, data: e.data });
    if (!parsed.success) continue;
    personId ??= parsed.data.data.personId;
    if (parsed.data.type === "LeaveRequested" || parsed.data.type === "LeaveRequestEdited") periods.push(parsed.data.data.details);
  }
  const [person] =
    personId === null ? [] : await db<{ company_code: string }[]>`SELECT company_code FROM person_list WHERE id = ${personId}`;
  if (!person) return loadRecordHistory(db, leaveHistoryWith(new Set<string>()), leaveId, request);
  const [today, log] = await Promise.all([festivityDaysFor(db, person.company_code, periods), festivityLog(db)]);
  return loadRecordHistory(db, leaveHistoryAsRecorded(log, person.company_code, today), leaveId, request);
}
