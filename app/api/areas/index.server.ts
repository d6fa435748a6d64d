// Every area of the JSON API (ADR-0077): a new area adds its file and one line here.
import type { Endpoint } from "../endpoint.server";
import { leaveEndpoints } from "./leaves.server";
import { calendarEventEndpoints } from "./calendar-events.server";
import { calendarEndpoints } from "./calendar.server";
import { checklistEndpoints } from "./checklists.server";
import { checklistWriteEndpoints } from "./checklist-writes.server";
import { dailyHoursEndpoints } from "./daily-hours.server";
import { expenseEndpoints } from "./expenses.server";
import { festivityEndpoints } from "./festivities.server";
import { journalEndpoints } from "./journal.server";
import { payrollEndpoints } from "./payroll.server";
import { peopleEndpoints } from "./people.server";
import { peopleWriteEndpoints } from "./people-writes.server";
import { personFileEndpoints } from "./person-files.server";
import { siteFileEndpoints } from "./site-files.server";
import { siteRecordEndpoints } from "./site-records.server";
import { siteEndpoints } from "./sites.server";
import { stampingEndpoints } from "./stamping.server";
import { supportEndpoints } from "./support.server";
import { toolEndpoints } from "./tools.server";
import { uploadEndpoints } from "./uploads.server";
import { userEndpoints } from "./users.server";
import { workingHoursEndpoints } from "./working-hours.server";

export function apiEndpoints(): Endpoint[] {
  return [...siteEndpoints, ...siteRecordEndpoints, ...leaveEndpoints, ...expenseEndpoints, ...stampingEndpoints, ...peopleEndpoints, ...peopleWriteEndpoints, ...userEndpoints, ...personFileEndpoints, ...festivityEndpoints, ...calendarEndpoints, ...calendarEventEndpoints, ...journalEndpoints, ...siteFileEndpoints, ...supportEndpoints, ...workingHoursEndpoints, ...dailyHoursEndpoints, ...toolEndpoints, ...checklistEndpoints, ...checklistWriteEndpoints, ...uploadEndpoints, ...payrollEndpoints];
}
