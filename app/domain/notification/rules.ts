// Which notifications an event (or a moment in time) calls for (issue 18, ADR-0084). Pure: the
// processor (app/events/notifications/) resolves each audience to people with the projections,
// drops those who switched the topic off, and stores the rest once per person and occurrence.
import type { NotifyInterval } from "../checklist/events";
import { intervalOf, isDue } from "../checklist/template";
import type { NotificationTopic } from "./topics";

/** Who is to be told: one person, the approvers of an area (within their scope), a site's team, the people of a checklist or a tool request. */
export type Audience =
  | { person: number }
  | { approversOf: "leave" | "expense" | "tool" | "checklist"; subjectPersonId: number | null }
  | { siteTeam: number }
  | { checklistPeople: number }
  | { toolRequester: { toolId: number; requestId: number } };

/** A message's translation key is `notifications.kinds.<kind>`; its link opens the record. */
export const NOTIFICATION_KINDS = [
  "leave_approved",
  "leave_rejected",
  "leave_waiting",
  "expense_approved",
  "expense_rejected",
  "expense_waiting",
  "tool_request_approved",
  "tool_request_rejected",
  "tool_request_waiting",
  "checklist_approved",
  "checklist_rejected",
  "checklist_waiting",
  "site_assigned",
  "site_team_added",
  "site_file_uploaded",
  "stamp_changed",
  "tool_overdue",
  "document_expiring",
  "checklist_due",
  "checklist_mandatory_due",
  "clock_out_missing",
  "month_sent_back",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationIntent {
  audience: Audience;
  topic: NotificationTopic;
  kind: NotificationKind;
  /** the same occurrence is stored once per person, however often it is seen (a replay, a second process) */
  occurrence: string;
  /** the record's page, a path under /app; `{person}` is replaced by the recipient's id */
  link: string;
  /** what the message names: record numbers and dates (never personal text) */
  params: Record<string, string | number>;
  /** whoever caused it is not told about their own act */
  exceptPersonId: number | null;
}

/** The parts of a stored event the rules read. */
export interface NotifiableEvent {
  type: string;
  eventId: string;
  data: Record<string, unknown>;
  actorId: number | null;
}

/** The event types that may call for a notification (the processor reads only these). */
export const NOTIFYING_EVENT_TYPES = [
  "LeaveRequested",
  "LeaveFirstApproved",
  "LeaveApproved",
  "LeaveRejected",
  "ExpenseSubmitted",
  "ExpenseFirstApproved",
  "ExpenseApproved",
  "ExpenseRejected",
  "ToolRequested",
  "ToolRequestApproved",
  "ToolRequestRejected",
  "ChecklistSigned",
  "ChecklistApproved",
  "ChecklistRejected",
  "PersonSitesAssigned",
  "SiteTeamMemberAdded",
  "SiteFileUploaded",
  "StampCorrected",
  "StampDeleted",
  "MissingStampAccepted",
  "MissingStampRefused",
  "MonthSentBack",
] as const;

const num = (v: unknown): number => (typeof v === "number" ? v : Number(v));

/** The notifications one recorded event calls for: a decision tells the requester, a new request its approvers. */
export function notificationsForEvent(e: NotifiableEvent): NotificationIntent[] {
  const d = e.data;
  const by = e.actorId;
  const one = (audience: Audience, topic: NotificationTopic, kind: NotificationKind, link: string, params: Record<string, string | number>): NotificationIntent[] => [
    { audience, topic, kind, occurrence: `${kind}:${e.eventId}`, link, params, exceptPersonId: by },
  ];
  switch (e.type) {
    // a first of two approvals (ADR-0139): the approvers are told again, it waits for the second (not the one who gave the first)
    case "LeaveFirstApproved":
    case "LeaveRequested":
      return one({ approversOf: "leave", subjectPersonId: num(d.personId) }, "approvalWaiting", "leave_waiting", "/app/hr/leave-requests", { id: num(d.leaveId) });
    case "LeaveApproved":
    case "LeaveRejected":
      return one({ person: num(d.personId) }, "requestDecided", e.type === "LeaveApproved" ? "leave_approved" : "leave_rejected", `/app/profile/leaves/${num(d.leaveId)}/history`, { id: num(d.leaveId) });
    case "ExpenseFirstApproved":
    case "ExpenseSubmitted":
      return one({ approversOf: "expense", subjectPersonId: num(d.personId) }, "approvalWaiting", "expense_waiting", "/app/hr/expense-requests", { id: num(d.expenseId) });
    case "ExpenseApproved":
    case "ExpenseRejected":
      return one({ person: num(d.personId) }, "requestDecided", e.type === "ExpenseApproved" ? "expense_approved" : "expense_rejected", `/app/profile/expenses/${num(d.expenseId)}/history`, { id: num(d.expenseId) });
    case "ToolRequested":
      return one({ approversOf: "tool", subjectPersonId: num(d.personId) }, "approvalWaiting", "tool_request_waiting", "/app/admin/tools/requests", { id: num(d.requestId), toolId: num(d.toolId) });
    case "ToolRequestApproved":
    case "ToolRequestRejected":
      return one(
        { toolRequester: { toolId: num(d.toolId), requestId: num(d.requestId) } },
        "requestDecided",
        e.type === "ToolRequestApproved" ? "tool_request_approved" : "tool_request_rejected",
        "/app/profile/tools",
        { id: num(d.requestId), toolId: num(d.toolId) },
      );
    case "ChecklistSigned":
      return one({ approversOf: "checklist", subjectPersonId: null }, "approvalWaiting", "checklist_waiting", `/app/admin/checklist-requests/${num(d.checklistId)}/view`, { id: num(d.checklistId) });
    case "ChecklistApproved":
    case "ChecklistRejected":
      return one(
        { checklistPeople: num(d.checklistId) },
        "requestDecided",
        e.type === "ChecklistApproved" ? "checklist_approved" : "checklist_rejected",
        `/app/sites/sites/${num(d.siteId)}/checklists`,
        { id: num(d.checklistId) },
      );
    case "PersonSitesAssigned": {
      const previous = new Set((d.previous as number[] | undefined) ?? []);
      const added = ((d.siteIds as number[] | undefined) ?? []).filter((s) => !previous.has(s));
      return added.flatMap((siteId) => one({ person: num(d.personId) }, "sites", "site_assigned", `/app/sites/sites/${siteId}/dashboard`, { siteId }).map((n) => ({ ...n, occurrence: `${n.occurrence}:${siteId}` })));
    }
    case "SiteTeamMemberAdded":
      return one({ person: num(d.personId) }, "sites", "site_team_added", `/app/sites/sites/${num(d.siteId)}/dashboard`, { siteId: num(d.siteId) });
    case "SiteFileUploaded":
      return one({ siteTeam: num(d.siteId) }, "files", "site_file_uploaded", `/app/sites/sites/${num(d.siteId)}/files`, { siteId: num(d.siteId) });
    case "StampCorrected":
    case "StampDeleted":
    case "MissingStampAccepted":
    case "MissingStampRefused":
      return one({ person: num(d.personId) }, "stampingHours", "stamp_changed", "/app/profile/stamping", { id: num(d.stampId) });
    case "MonthSentBack": {
      // the month as the message names it ("10.2026"); the link opens the person's sign-off (ADR-0138)
      const month = String(d.month);
      return one({ person: num(d.personId) }, "requestDecided", "month_sent_back", "/app/profile/month-close", { month: `${month.slice(5, 7)}.${month.slice(0, 4)}` });
    }
    default:
      return [];
  }
}

// ---- the periodic check: facts read from the projections at a moment, the notifications they call for

export interface OverdueAssignment {
  assignmentId: string;
  toolId: number;
  personId: number;
  endDate: string;
}
export interface ExpiringDocument {
  documentId: string;
  personId: number;
  expiresAt: string;
}
export interface DueChecklist {
  checklistId: number;
  siteId: number;
  readyBy: string;
}
/** A mandatory template on an open site, with the date of its latest checklist there (not rejected). */
export interface MandatoryOnSite {
  siteId: number;
  templateId: number;
  notifyEach: NotifyInterval;
  lastDate: string | null;
}
export interface OpenClockIn {
  stampId: number;
  personId: number;
  day: string;
}

/** Days a legal document is announced before it expires. */
const DOCUMENT_NOTICE_DAYS = 30;

/** Adds days to a YYYY-MM-DD date. */
export function addDays(ymd: string, days: number): string {
  const t = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The time-based notifications on `today` (Europe/Zurich): a tool kept past its end date, a legal
 * document expiring within 30 days, a mandatory checklist due by tomorrow and not signed, a clock-in
 * of an earlier day never followed by a clock-out. Each is one occurrence: told once, not daily.
 */
export function periodicNotifications(
  today: string,
  facts: { overdue: OverdueAssignment[]; expiring: ExpiringDocument[]; due: DueChecklist[]; openClockIns: OpenClockIn[]; mandatory?: MandatoryOnSite[] },
): NotificationIntent[] {
  const out: NotificationIntent[] = [];
  for (const a of facts.overdue) {
    if (a.endDate >= today) continue;
    out.push({ audience: { person: a.personId }, topic: "toolOverdue", kind: "tool_overdue", occurrence: `tool_overdue:${a.assignmentId}`, link: "/app/profile/tools", params: { toolId: a.toolId, date: a.endDate }, exceptPersonId: null });
  }
  const horizon = addDays(today, DOCUMENT_NOTICE_DAYS);
  for (const d of facts.expiring) {
    if (d.expiresAt < today || d.expiresAt > horizon) continue;
    out.push({ audience: { person: d.personId }, topic: "documentExpiring", kind: "document_expiring", occurrence: `document_expiring:${d.documentId}:${d.expiresAt}`, link: "/app/profile/dashboard", params: { date: d.expiresAt }, exceptPersonId: null });
  }
  const tomorrow = addDays(today, 1);
  for (const c of facts.due) {
    if (c.readyBy > tomorrow) continue;
    out.push({ audience: { siteTeam: c.siteId }, topic: "checklistDue", kind: "checklist_due", occurrence: `checklist_due:${c.checklistId}:${c.readyBy}`, link: `/app/sites/sites/${c.siteId}/checklists`, params: { id: c.checklistId, date: c.readyBy }, exceptPersonId: null });
  }
  // a mandatory template due on a site (ADR-0072's interval, the start page's rule) reminds the
  // site's team once per interval: again the next day, week or month while nobody has filled one
  for (const m of facts.mandatory ?? []) {
    if (!isDue(m.notifyEach, m.lastDate, today)) continue;
    const interval = intervalOf(m.notifyEach, today);
    out.push({ audience: { siteTeam: m.siteId }, topic: "checklistDue", kind: "checklist_mandatory_due", occurrence: `checklist_mandatory_due:${m.siteId}:${m.templateId}:${interval}`, link: `/app/sites/sites/${m.siteId}/checklists`, params: { siteId: m.siteId, templateId: m.templateId }, exceptPersonId: null });
  }
  for (const s of facts.openClockIns) {
    if (s.day >= today) continue;
    out.push({ audience: { person: s.personId }, topic: "clockOutMissing", kind: "clock_out_missing", occurrence: `clock_out_missing:${s.stampId}`, link: "/app/profile/stamping", params: { date: s.day }, exceptPersonId: null });
  }
  return out;
}
