// Every projection the code knows. Adding one: a migration for its table, a module here.
import type { RowProjection } from "../projection.server";
import { calendarEventList } from "./calendar-event-list.server";
import { calendarFeedList } from "./calendar-feed-list.server";
import { checklistDetail, checklistList, checklistTemplateList } from "./checklist.server";
import { companyList } from "./company-list.server";
import { dailyHoursList } from "./daily-hours-list.server";
import { delegatedDecision, delegationList } from "./delegation.server";
import { expenseList } from "./expense-list.server";
import { festivityList } from "./festivity-list.server";
import { journalComment, journalEntryList, journalLike } from "./journal.server";
import { leaveList } from "./leave-list.server";
import { legalDocumentList } from "./legal-document-list.server";
import { monthClose } from "./month-close.server";
import { firstApproval, secondApprovalRule } from "./second-approval.server";
import { notificationPreference } from "./notification-preference.server";
import { notificationRead } from "./notification-read.server";
import { personList } from "./person-list.server";
import { personProfile } from "./person-profile.server";
import { siteFavourite } from "./site-favourite.server";
import { siteFile } from "./site-file.server";
import { siteFileLog } from "./site-file-log.server";
import { siteList } from "./site-list.server";
import { siteSchedule } from "./site-schedule.server";
import { siteTeam } from "./site-team.server";
import { stampList } from "./stamp-list.server";
import { streamSummary } from "./stream-summary.server";
import { supportRequestList } from "./support-request-list.server";
import { workingHoursRuleList } from "./working-hours-rule-list.server";
import { workingTimeCarryOver } from "./working-time-carry-over.server";
import { toolAssignment, toolCategoryList, toolList, toolRequest } from "./tool.server";
import { searchDocument } from "./search-document.server";

export const allProjections: RowProjection[] = [
  companyList,
  personList,
  personProfile,
  legalDocumentList,
  siteList,
  siteTeam,
  siteFavourite,
  siteSchedule,
  siteFile,
  siteFileLog,
  festivityList,
  calendarEventList,
  calendarFeedList,
  journalEntryList,
  journalComment,
  journalLike,
  supportRequestList,
  leaveList,
  stampList,
  workingHoursRuleList,
  workingTimeCarryOver,
  dailyHoursList,
  expenseList,
  delegationList,
  delegatedDecision,
  monthClose,
  secondApprovalRule,
  firstApproval,
  toolList,
  toolCategoryList,
  toolAssignment,
  toolRequest,
  checklistTemplateList,
  checklistList,
  checklistDetail,
  notificationPreference,
  notificationRead,
  streamSummary,
  searchDocument,
];
export const inlineProjections = allProjections.filter((p) => p.mode === "inline");
export const asyncProjections = allProjections.filter((p) => p.mode === "async");

export function projectionByName(name: string): RowProjection | undefined {
  return allProjections.find((p) => p.name === name);
}
