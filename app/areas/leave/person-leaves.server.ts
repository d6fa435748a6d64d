// A person's leave requests, in HR (/app/hr/users/{id}/leaves: read hr or read leave) and in the
// administrator's area (/app/admin/users/{id}/leaves: read admin, no company limit with
// allEmployee): the loader both routes run. The pages' links lead to HR's pages (edit, new, history,
// PDF); each shows only to those whose rights that page's policy accepts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { allows, anyOf } from "~/domain/access/policy";
import { mayManageLeave } from "~/domain/leave/decider";
import { festivityDaysFor, leaveBalanceOf, listLeavesOfPerson } from "~/events/queries/leaves.server";
import { zurichToday } from "~/clock.server";
import { personPageOf } from "~/areas/people/person-page.server";
import { getT } from "~/i18n/i18next.server";
import { leaveActorOf } from "~/areas/leave/leave-command.server";
import { getSql } from "~/runtime.server";
import { balanceView, leaveRowView } from "~/ui/leave/view";
import { clampPage, pageWindow } from "~/domain/shared/list-params";
import type { PersonArea } from "~/ui/people/person-paths";
import { personLeavesHandle } from "~/areas/people/person-handles";
import { idFromParam } from "~/http/scope.server";
import { leaveListRequest, leaveYears } from "~/http/list-requests.server";

/** Who may open a request's history and its PDF (app.hr.leave-requests.$leaveId.history.tsx and .pdf.tsx). */
const READS_HISTORY = anyOf(["read", "hr"], ["read", "leave"], ["read", "audit"]);

/** One person's requests of a year and their balance now (within the user's companies, else a 404). */
export async function personLeavesLoader({ request, params }: LoaderFunctionArgs, area: PersonArea) {
  const user = await authorizeGet(request, personLeavesHandle(area));
  const sql = await getSql();
  const { person, header, tabs, back } = await personPageOf(sql, user, idFromParam(params.userId), area);
  const today = zurichToday();
  const { params: list, year } = leaveListRequest(request.url, today);
  const q = { personId: person.id, year, sort: list.sort, dir: list.dir };
  const [first, balance] = await Promise.all([listLeavesOfPerson(sql, q, pageWindow(list.page, list.size)), leaveBalanceOf(sql, person.id, today)]);
  const page = clampPage(list.page, first.total, list.size);
  const rows = page === list.page ? first.rows : (await listLeavesOfPerson(sql, q, pageWindow(page, list.size))).rows;
  const t = await getT(request);
  // every year each request touches: its duration is the same figure whichever year is shown
  const days = await festivityDaysFor(sql, person.companyCode, rows.map((r) => r.details));
  return {
    area,
    header,
    tabs,
    back,
    heading: t("leave.hr.person_title", { name: person.name }),
    balance: balance ? balanceView(balance) : null,
    rows: rows.map((r) => leaveRowView(t, r, days)),
    total: first.total,
    page,
    size: list.size,
    sort: list.sort,
    dir: list.dir,
    year,
    years: leaveYears(today, year),
    mayManage: mayManageLeave(leaveActorOf(user)),
    mayReadHistory: allows(READS_HISTORY, user.access),
  };
}
