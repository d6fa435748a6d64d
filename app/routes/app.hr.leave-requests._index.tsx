import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useFormAction, useLoaderData, useRouteLoaderData, useSubmit } from "@remix-run/react";
import { useCallback, useMemo, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { LEAVE_DECISIONS } from "~/domain/leave/commands";
import { mayManageLeave } from "~/domain/leave/decider.server";
import { yearsCovered } from "~/domain/leave/period.server";
import { leaveDecisionSchema } from "~/domain/leave/schema.server";
import { LEAVE_STATUSES } from "~/domain/leave/types";
import type { Decision } from "~/domain/shared/approvable";
import { peopleNames } from "~/events/queries/people.server";
import { hrCompaniesOf, hrPeopleOptions } from "~/events/queries/hr-people.server";
import { festivityDatesByCompany, listLeaveRequests } from "~/events/queries/leave-requests.server";
import { commandAction, type IntentSpec } from "~/http/command-action.server";
import { leaveRequestQueryOf } from "~/http/list-requests.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { decideLeave, leaveDecisions } from "~/areas/leave/leave-decisions.server";
import { decisionRefusal, gaveFirstApproval } from "~/areas/approvals/request-decisions.server";
import { leaveActorOf } from "~/areas/leave/leave-command.server";
import { getSql } from "~/runtime.server";
import { formError } from "~/ui/forms/messages";
import { LeaveRequestFilters, LeaveRequestsHeader } from "~/ui/leave/leave-requests";
import { leaveRequestColumns } from "~/ui/leave/leave-request-columns";
import { pdfLabels } from "~/ui/leave/pdf-links";
import * as l from "~/ui/leave/leave.css";
import { leaveRequestRowView } from "~/ui/leave/request-view.server";
import { clampPage, pageWindow } from "~/domain/shared/list-params";
import * as s from "~/ui/shell.css";
import { DataTable } from "~/ui/table/data-table";
import { personChoices } from "~/ui/people/person-choices";
import { useCsvHref } from "~/ui/csv-link";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.leave_requests",
  policy: { get: anyOf(["read", "hr"], ["read", "leave"]), post: anyOf(["update", "hr"], ["update", "leave"]) },
};

/** The requests the user may see (their companies), filtered and paged from the URL, 20 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const q = leaveRequestQueryOf(request.url, user);
  const [first, people] = await Promise.all([
    listLeaveRequests(sql, q, pageWindow(q.params.page, q.params.size)),
    hrPeopleOptions(sql, user, { companyCode: q.companies.length === 1 ? q.companies[0] : null }),
  ]);
  const page = clampPage(q.params.page, first.total, q.params.size);
  const rows = page === q.params.page ? first.rows : (await listLeaveRequests(sql, q, pageWindow(page, q.params.size))).rows;
  // every year each request touches: its duration is the same figure as on every other view
  const years = yearsCovered(rows.map((r) => r.details));
  const [festivities, names] = await Promise.all([
    festivityDatesByCompany(sql, [...new Set(rows.map((r) => r.companyCode))], years),
    peopleNames(sql, rows.flatMap((r) => [r.decidedBy, r.firstApprovedBy].filter((id): id is number => id !== null))),
  ]);
  const t = await getT(request);
  const mayManage = mayManageLeave(leaveActorOf(user));
  const scope = hrCompaniesOf(user);
  return {
    heading: t("leave.hr.list.title"),
    rows: rows.map((r) =>
      leaveRequestRowView(t, r, {
        festivities: festivities.get(r.companyCode) ?? new Set(),
        names,
        userId: user.id,
        mayManage,
      }),
    ),
    // the base of each approve and reject form's command id: one per render, the request's id and the decision tell the forms apart (ADR-0001, ADR-0091)
    pageId: newCommandId(),
    total: first.total,
    params: { ...q.params, page },
    filter: {
      status: q.params.filters.status ?? "",
      company: q.params.filters.company ?? "",
      person: q.personId === null ? "" : String(q.personId),
      from: q.from ?? "",
      to: q.to ?? "",
    },
    statuses: [...LEAVE_STATUSES],
    companies: scope.length > 1 ? scope.map((c) => ({ code: c, name: COMPANY_NAMES[c] })) : [],
    people: personChoices(people).map((p) => ({ id: p.id, name: p.label })),
    mayManage,
    batchId: newCommandId(),
  };
}

/** The list's address without Remix's `index` marker: where a decision returns to, filters kept. */
function listUrl(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return url.pathname + url.search;
}

/**
 * One row's approve or reject (its own command id and the version the row showed). A request of a
 * company the user may not see is a 404; one decided meanwhile answers, with its number, who decided
 * it first and when (decisionRefusal, the words of the bulk pages too).
 */
function decisionIntent(decision: Decision): IntentSpec<typeof leaveDecisionSchema, undefined> {
  return {
    schema: leaveDecisionSchema,
    run: async ({ request, sql, user, value, meta, expectedVersion }) => {
      // an erased person's request is still listed, and still decided (the list's own scope)
      const leave = await scopedRecord(sql, user, "leave", value.leaveId, { includeErased: true });
      const outcome = await decideLeave(sql, user, decision, { leaveId: leave.id, personId: leave.personId, expectedVersion }, meta);
      const name = (await peopleNames(sql, [leave.personId]))[String(leave.personId)] ?? "";
      // under a second-approval rule the first approval leaves it pending, "1 of 2" (ADR-0139)
      const key = gaveFirstApproval(outcome) ? "approval_rule.first_approved.leave" : decision === "approve" ? "leave.hr.approved_successfully" : "leave.hr.rejected_successfully";
      return { to: listUrl(request), flash: { kind: "success", key, params: { id: leave.id, name } } };
    },
    refused: async ({ sql, t, value }, err) => {
      const r = await decisionRefusal(sql, t, leaveDecisions, value.leaveId, err);
      return { status: r.status, message: t("leave.hr.list.refused", { id: value.leaveId, message: r.message }) };
    },
    // which row was refused; a form the list did not render (no request it names) reads as not found
    failure: ({ value }) => ({ leaveId: value?.leaveId ?? null, parsed: value !== null }),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "approve-leave": decisionIntent("approve"),
    "reject-leave": decisionIntent("reject"),
  } satisfies Record<(typeof LEAVE_DECISIONS.intents)[number], unknown>);

// A refused decision (409) still reloads the list, so the row shows who decided it and loses its buttons.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod === "POST" ? true : defaultShouldRevalidate);

export default function HrLeaveRequests() {
  const d = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const csrf = useRouteLoaderData<{ csrf: string }>("root")?.csrf ?? "";
  // the list's action with its filters, as `<Form>` without an action posts (the decision comes back to them)
  const formAction = useFormAction();
  const csvHref = useCsvHref("/app/hr/leave-requests/csv");
  const submit = useSubmit();
  // a row's approve or reject, sent through Remix (no reload, the scroll kept): the rows' forms have
  // no handler of their own, their submit bubbles to the table (the rows stay markup: staticRows)
  const onDecide = useCallback(
    (event: FormEvent<HTMLElement>) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-decision")) return;
      event.preventDefault();
      submit(form, { preventScrollReset: true });
    },
    [submit],
  );
  const conflict = failed
    ? { leaveId: typeof failed.leaveId === "number" ? failed.leaveId : null, message: failed.parsed === true ? formError(failed.result) : t("errors.not_found") }
    : null;
  const bulk = d.mayManage && d.rows.some((r) => r.decidable);
  const columns = useMemo(
    () =>
      leaveRequestColumns(t, {
        mayManage: d.mayManage,
        bulk,
        forms: { action: formAction, csrf, pageId: d.pageId, labels: { approve: t("leave.hr.approve"), reject: t("leave.hr.reject") } },
        pdf: pdfLabels(t, i18n.language),
      }),
    [t, i18n.language, d.mayManage, d.pageId, bulk, formAction, csrf],
  );
  return (
    <div className={l.page}>
      <LeaveRequestsHeader heading={d.heading} mayManage={d.mayManage} bulk={bulk} batchId={d.batchId} filtered={Object.values(d.filter).some(Boolean)}>
        <LeaveRequestFilters filter={d.filter} statuses={d.statuses} companies={d.companies} people={d.people} />
      </LeaveRequestsHeader>
      {conflict ? (
        <p className={s.formError} role="alert" data-conflict={conflict.leaveId ?? ""}>
          {conflict.message}
        </p>
      ) : null}
      <DataTable
        caption={d.heading}
        data={d.rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        rowHref={(r) => `/app/hr/leave-requests/${r.id}/history`}
        total={d.total}
        page={d.params.page}
        size={d.params.size}
        sort={d.params.sort}
        dir={d.params.dir}
        emptyKey="leave.hr.list.empty"
        csvHref={csvHref}
        onSubmit={onDecide}
        staticRows
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
