// The kinds of record the audit log knows (ADR-0011): for each stream type, its name, its event
// types (the audit's event filter) and where its history page is. Another area adds its record
// with one entry here (and, for a "state at" with named fields, a plug in
// app/events/queries/history-plugs.server.ts). A record type without its own history page opens
// the audit's generic one, which folds the raw stream.
import { APPROVAL_RULE_EVENT_TYPES } from "~/domain/approval-rule/events";
import { CALENDAR_EVENT_TYPES } from "~/domain/calendar/events";
import { CHECKLIST_EVENT_TYPES } from "~/domain/checklist/events";
import { DAILY_HOURS_EVENT_TYPES } from "~/domain/daily-hours/events";
import { EXPENSE_EVENT_TYPES } from "~/domain/expense/events";
import { JOURNAL_EVENT_TYPES } from "~/domain/journal/events";
import { LEAVE_EVENT_TYPES } from "~/domain/leave/events";
import { SITE_EVENT_TYPES } from "~/domain/site/events";
import { STAMP_EVENT_TYPES } from "~/domain/stamping/events";
import { WORKING_HOURS_EVENT_TYPES } from "~/domain/working-hours/events";
import { TOOL_EVENT_TYPES } from "~/domain/tool/events";
import { WORKING_TIME_EVENT_TYPES } from "~/domain/working-time/events";

export interface RecordType {
  streamType: string;
  /** translation key of the record's name */
  label: string;
  eventTypes: readonly string[];
  /** the record's history page */
  historyPath: (id: number) => string;
}

/** The audit's generic history of any record: the raw stream folded field by field. */
export { auditRecordPath } from "./record-path";
import { auditRecordPath } from "./record-path";

export const RECORD_TYPES: readonly RecordType[] = [
  { streamType: "leave", label: "audit.record.leave", eventTypes: LEAVE_EVENT_TYPES, historyPath: (id) => `/app/hr/leave-requests/${id}/history` },
  { streamType: "expense", label: "audit.record.expense", eventTypes: EXPENSE_EVENT_TYPES, historyPath: (id) => `/app/hr/expense-requests/${id}/history` },
  {
    streamType: "person",
    label: "audit.record.person",
    eventTypes: ["PersonRegistered", "PersonRoleAssigned", "PersonCapabilitiesSet", "PersonDeactivated", "PersonActivated", "PersonPasswordSet", "PersonErased"],
    historyPath: (id) => auditRecordPath("person", id),
  },
  { streamType: "company", label: "audit.record.company", eventTypes: ["CompanyRegistered"], historyPath: (id) => auditRecordPath("company", id) },
  { streamType: "site", label: "audit.record.site", eventTypes: SITE_EVENT_TYPES, historyPath: (id) => auditRecordPath("site", id) },
  { streamType: "favouritesites", label: "audit.record.favouritesites", eventTypes: ["SiteFavourited", "SiteUnfavourited"], historyPath: (id) => auditRecordPath("favouritesites", id) },
  { streamType: "siteschedule", label: "audit.record.siteschedule", eventTypes: ["SchedulePlanned", "ScheduleRemoved"], historyPath: (id) => auditRecordPath("siteschedule", id) },
  { streamType: "festivity", label: "audit.record.festivity", eventTypes: ["FestivityAdded", "FestivityChanged", "FestivityRemoved"], historyPath: (id) => auditRecordPath("festivity", id) },
  { streamType: "calendarevent", label: "audit.record.calendarevent", eventTypes: CALENDAR_EVENT_TYPES, historyPath: (id) => auditRecordPath("calendarevent", id) },
  { streamType: "journal", label: "audit.record.journal", eventTypes: JOURNAL_EVENT_TYPES, historyPath: (id) => auditRecordPath("journal", id) },
  { streamType: "support", label: "audit.record.support", eventTypes: ["SupportRequestSubmitted", "SupportRequestDeleted"], historyPath: (id) => auditRecordPath("support", id) },
  { streamType: "stamp", label: "audit.record.stamp", eventTypes: STAMP_EVENT_TYPES, historyPath: (id) => `/app/hr/stamps/${id}/history` },
  { streamType: "workinghours", label: "audit.record.workinghours", eventTypes: WORKING_HOURS_EVENT_TYPES, historyPath: (id) => auditRecordPath("workinghours", id) },
  { streamType: "approval-rule", label: "audit.record.approval-rule", eventTypes: APPROVAL_RULE_EVENT_TYPES, historyPath: (id) => auditRecordPath("approval-rule", id) },
  { streamType: "worktime", label: "audit.record.worktime", eventTypes: WORKING_TIME_EVENT_TYPES, historyPath: (id) => auditRecordPath("worktime", id) },
  { streamType: "dailyhours", label: "audit.record.dailyhours", eventTypes: DAILY_HOURS_EVENT_TYPES, historyPath: (id) => auditRecordPath("dailyhours", id) },
  { streamType: "tool", label: "audit.record.tool", eventTypes: TOOL_EVENT_TYPES, historyPath: (id) => auditRecordPath("tool", id) },
  { streamType: "checklist", label: "audit.record.checklist", eventTypes: CHECKLIST_EVENT_TYPES, historyPath: (id) => auditRecordPath("checklist", id) },
  {
    streamType: "sitefiles",
    label: "audit.record.sitefiles",
    eventTypes: ["SiteFolderCreated", "SiteFileUploaded", "SiteFileRenamed", "SiteFileMoved", "SiteFileDeleted", "SiteFolderDeleted"],
    historyPath: (id) => auditRecordPath("sitefiles", id),
  },
];

export function recordTypeOf(streamType: string): RecordType | undefined {
  return RECORD_TYPES.find((r) => r.streamType === streamType);
}

/** Where an audit row links: the record type's history page, or the generic one for a type not listed. */
export function historyPathOf(streamType: string, id: number): string {
  return recordTypeOf(streamType)?.historyPath(id) ?? auditRecordPath(streamType, id);
}

/** Every event type the audit filter offers. */
export const AUDIT_EVENT_TYPES: readonly string[] = RECORD_TYPES.flatMap((r) => r.eventTypes);
