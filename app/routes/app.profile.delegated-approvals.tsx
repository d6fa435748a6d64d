// The requests a delegate decides for the approvers who delegated to them (ADR-0088, ADR-0089): while
// a delegation holds (Zurich days), the delegator's pending leave, expense and tool requests and
// signed checklists of the kinds it names, each with approve and reject (a foreign-currency expense's
// approval with its CHF equivalent and the account, as HR's own form). Every decision is recorded as
// the delegate's on behalf of the delegator; the rules are checked again on the server (a delegation
// over or ended, one's own request, the delegator's) and a refusal is said in words above the list,
// with what was typed kept in its row.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { zurichToday } from "~/clock.server";
import { actorOf } from "~/domain/access/actor";
import { anyOf, type Policy } from "~/domain/access/policy";
import { peopleCompanies } from "~/domain/access/permissions";
import { CHECKLIST_LIMITS } from "~/domain/checklist/template";
import { onBehalfDecisionSchema } from "~/domain/delegation/schema.server";
import type { DelegationKind } from "~/domain/delegation/types";
import { ACCOUNT_MAX } from "~/domain/expense/types";
import { leaveTypeKey, type LeaveTypeCode } from "~/domain/leave/types";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { moneyInputValue } from "~/domain/shared/inputs";
import type { z } from "zod";
import { commandAction, type IntentContext } from "~/http/command-action.server";
import type { Decision } from "~/domain/shared/approvable";
import { delegatedRequests, delegationsHeldOn } from "~/events/queries/delegations.server";
import { personAccess } from "~/events/queries/people.server";
import { teamScopeOf } from "~/areas/checklists/checklists.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { gaveFirstApproval } from "~/areas/approvals/request-decisions.server";
import { decideOnBehalf } from "~/areas/delegation/delegation-command.server";
import { getSql } from "~/runtime.server";
import { checklistPath } from "~/ui/checklist/paths";
import { CsrfInput } from "~/ui/csrf";
import { refusedText } from "~/ui/forms/messages";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";
import { toolPath } from "~/ui/tools/labels";
import { ColumnsTable } from "~/ui/table/columns-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "delegation.approvals.title",
  // a delegate needs no right of their own: the delegation is checked on every decision
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["update", "profile"]) },
};

const SELF = "/app/profile/delegated-approvals";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const t = await getT(request);
  const today = zurichToday().toString();
  const held = await delegationsHeldOn(sql, user.id, today);
  const requests = await delegatedRequests(sql, user.id, held, async (delegatorId) => {
    const person = await personAccess(sql, delegatorId);
    if (!person || person.erased) return null;
    const a = actorOf({ id: person.id, role: person.role, capabilities: person.capabilities, companyCode: person.companyCode, active: person.active });
    return { companies: peopleCompanies(a.principal, a.access), checklistTeamOf: teamScopeOf(a) };
  });
  return {
    heading: t("delegation.approvals.title"),
    delegations: held.map((d) => ({ id: d.id, delegatorName: d.delegatorName, until: formatDate(d.until), kinds: d.kinds })),
    requests: requests.map((r) => ({
      key: r.requestId === null ? `${r.kind}-${r.id}` : `${r.kind}-${r.id}-${r.requestId}`,
      delegationId: r.delegationId,
      kind: r.kind,
      id: r.id,
      requestId: r.requestId,
      // a foreign-currency expense is approved with its CHF equivalent (the one given so far, if any)
      changedChf: r.kind === "expense" && r.currency !== null && r.currency !== "CHF" ? moneyInputValue(r.changedChf) : null,
      personName: r.personName,
      when: r.endDate && r.endDate !== r.date ? `${formatDate(r.date)} – ${formatDate(r.endDate)}` : formatDate(r.date),
      what: [
        r.kind === "expense" ? `${formatMoney(r.amount ?? 0, r.currency ?? "CHF")} · ${r.reason}` : r.kind === "leave" ? t(leaveTypeKey(r.leaveType as LeaveTypeCode)) : r.reason,
        // waiting for its second approval (ADR-0139)
        ...(r.oneOfTwo ? [t("approval_rule.one_of_two")] : []),
      ].join(" · "),
      version: r.version,
      // the request's history (a delegate may read it while they may decide it, ADR-0089, ADR-0094)
      history: historyOf(r.kind, r.id),
      approveId: newCommandId(),
      rejectId: newCommandId(),
    })),
  };
}

/** Where a delegate reads a request's history: a leave's or an expense's, a checklist's, or the tool's (its requests are in its stream). */
function historyOf(kind: DelegationKind, id: number): string {
  switch (kind) {
    case "leave":
      return `/app/hr/leave-requests/${id}/history`;
    case "expense":
      return `/app/hr/expense-requests/${id}/history`;
    case "checklist":
      return checklistPath(id, "history");
    case "tool":
      return `${toolPath(id)}/history`;
  }
}

/** One request's approve or reject through a delegation; a refusal comes back above the list. */
const decisionIntent = (decision: Decision) => ({
  schema: onBehalfDecisionSchema,
  conflictKey: "delegation.approvals.changed_meanwhile",
  run: async ({ sql, user, value, meta, expectedVersion }: IntentContext<z.output<typeof onBehalfDecisionSchema>, undefined>) => {
    const input = { delegationId: value.delegationId, kind: value.kind, recordId: value.recordId, requestId: value.requestId ?? null, expectedVersion, changedChf: value.changedChf, account: value.account ?? null, reason: value.reason ?? "" };
    const outcome = await decideOnBehalf(sql, user, decision, input, meta);
    // under a second-approval rule the first approval leaves it pending, "1 of 2" (ADR-0139)
    const first = gaveFirstApproval(outcome) ? `approval_rule.first_approved.${value.kind === "expense" ? "expense" : "leave"}` : null;
    return { to: SELF, flash: first ?? (decision === "approve" ? "delegation.approvals.approved" : "delegation.approvals.rejected") };
  },
  // the row refused gets back what was typed in it
  failure: ({ form }: { form: FormData }) => ({
    row: `${String(form.get("kind") ?? "")}-${String(form.get("recordId") ?? "")}${form.get("requestId") ? `-${String(form.get("requestId"))}` : ""}`,
    changedChf: String(form.get("changedChf") ?? ""),
    account: String(form.get("account") ?? ""),
    reason: String(form.get("reason") ?? ""),
  }),
});

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "approve-on-behalf": decisionIntent("approve"),
    "reject-on-behalf": decisionIntent("reject"),
  });

export default function DelegatedApprovals() {
  const d = useLoaderData<typeof loader>();
  const a = useActionData<typeof action>();
  const { t } = useTranslation();
  const refused = a ? refusedText(t, a.result) : null;
  /** what the refused row's form held, to show it again */
  const kept = (key: string, field: "changedChf" | "account" | "reason") => {
    const v = a && "row" in a && a.row === key ? (a as Record<string, unknown>)[field] : undefined;
    return typeof v === "string" ? v : undefined;
  };
  return (
    <section className={p.page} aria-labelledby="delegated-title">
      <h1 id="delegated-title">{d.heading}</h1>
      {refused ? (
        <p className={s.formError} role="alert">
          {refused}
        </p>
      ) : null}
      {d.delegations.length === 0 ? (
        <p>{t("delegation.approvals.none_held")}</p>
      ) : (
        <ul className={p.list}>
          {d.delegations.map((g) => (
            <li key={g.id}>{t("delegation.approvals.held", { name: g.delegatorName, until: g.until, kinds: g.kinds.map((k) => t(`delegation.kind.${k}`)).join(", ") })}</li>
          ))}
        </ul>
      )}
      {/* the list's own message only where a delegation is held (without one, the line above says so) */}
      {d.delegations.length > 0 || d.requests.length > 0 ? (
        <ColumnsTable
          testId="delegated-requests"
          rows={d.requests}
          columns={[
            { header: t("delegation.approvals.kind"), cell: (r) => t(`delegation.kind.${r.kind}`) },
            { header: t("delegation.approvals.person"), cell: (r) => <Link to={r.history}>{r.personName || r.what}</Link> },
            ["when", t("delegation.approvals.when")],
            ["what", t("delegation.approvals.what")],
            {
              header: t("delegation.actions"),
              cell: (r) => (
                <div className={p.actions}>
                  {(["approve", "reject"] as const).map((dec) => (
                    <Form method="post" action={SELF} key={dec}>
                      <CsrfInput />
                      <input type="hidden" name="intent" value={`${dec}-on-behalf`} />
                      <input type="hidden" name="delegationId" value={r.delegationId} />
                      <input type="hidden" name="kind" value={r.kind} />
                      <input type="hidden" name="recordId" value={r.id} />
                      {r.requestId !== null ? <input type="hidden" name="requestId" value={r.requestId} /> : null}
                      {dec === "approve" && r.kind === "expense" ? (
                        <>
                          {r.changedChf !== null ? (
                            <RowInput label={t("expense.approval.changed_chf")} name="changedChf" row={`${r.personName} ${r.when}`} defaultValue={kept(r.key, "changedChf") ?? r.changedChf} inputMode="decimal" placeholder="0.00" />
                          ) : null}
                          <RowInput label={t("expense.approval.account")} name="account" row={`${r.personName} ${r.when}`} defaultValue={kept(r.key, "account") ?? ""} maxLength={ACCOUNT_MAX} />
                        </>
                      ) : null}
                      {dec === "reject" && r.kind === "checklist" ? (
                        <RowInput label={t("checklist.fields.reason")} name="reason" row={`${r.personName} ${r.when}`} defaultValue={kept(r.key, "reason") ?? ""} maxLength={CHECKLIST_LIMITS.reason} />
                      ) : null}
                      <input type="hidden" name="expectedVersion" value={r.version} />
                      <input type="hidden" name="commandId" value={dec === "approve" ? r.approveId : r.rejectId} />
                      <button type="submit" className={dec === "approve" ? s.button : s.buttonSecondary} aria-label={t(`delegation.approvals.${dec}_named`, { name: r.personName, when: r.when })}>
                        {t(`delegation.approvals.${dec}`)}
                      </button>
                    </Form>
                  ))}
                </div>
              ),
            },
          ]}
          empty={t("delegation.approvals.empty")}
          rowKey={(r) => r.key}
          rowProps={(r) => ({ "data-request": r.key })}
        />
      ) : null}
      <p>
        <Link to="/app/profile/delegations">{t("delegation.approvals.back")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];

/** A text field of one request's decision form, named for its row (its label says whose request). */
function RowInput(props: { label: string; name: string; row: string; defaultValue: string; maxLength?: number; inputMode?: "decimal"; placeholder?: string }) {
  return (
    <label className={s.field}>
      <span>{props.label}</span>
      <input
        className={s.input}
        name={props.name}
        autoComplete="off"
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        aria-label={`${props.label} ${props.row}`}
      />
    </label>
  );
}
