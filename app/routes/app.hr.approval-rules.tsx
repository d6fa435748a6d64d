import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { removeSecondApprovalRule } from "~/areas/approval-rules/remove-second-approval-rule.server";
import { setSecondApprovalRule } from "~/areas/approval-rules/set-second-approval-rule.server";
import { authorizeGet } from "~/auth/policy.server";
import { can, peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { approvalRuleFormSchema, removeApprovalRuleSchema } from "~/domain/approval-rule/schema.server";
import { listApprovalRules } from "~/events/queries/second-approval.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import * as a from "~/ui/approval-rules/approval-rules.css";
import { ApprovalRuleForm } from "~/ui/approval-rules/rule-form";
import { approvalRuleFormOptions, approvalRuleRowView } from "~/ui/approval-rules/view.server";
import { CsrfInput } from "~/ui/csrf";
import { errorsText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import { ColumnsTable } from "~/ui/table/columns-table";
import { companyOptions } from "~/ui/working-hours/view";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "approval_rule.menu",
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "hr"]) },
};

const SELF = "/app/hr/approval-rules";

/** The second-approval rules of the companies the user may see (ADR-0139), and the add form for those who may change them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const companies = peopleCompanies(user.principal, user.access);
  const ordered = [user.companyCode, ...companies.filter((c) => c !== user.companyCode)].filter((c) => companies.includes(c));
  const rules = await listApprovalRules(await getSql(), companies);
  const t = await getT(request);
  const canEdit = can(user.access, "update", "hr");
  return {
    heading: t("approval_rule.title"),
    rows: rules.map((r) => ({ ...approvalRuleRowView(t, r), commandId: newCommandId() })),
    canEdit,
    form: canEdit
      ? {
          ...approvalRuleFormOptions(t),
          companies: companyOptions(ordered),
          defaults: { kind: "leave", companyCode: ordered[0] ?? "", leaveType: "", minWorkingDays: "", minChf: "", secondRight: "update:hr" },
          commandId: newCommandId(),
        }
      : null,
  };
}

/** Sets a rule or removes one; a refusal keeps the form's values and says `approval_rule.not_saved` above the reasons. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "set-second-approval-rule": {
      schema: approvalRuleFormSchema,
      conflictKey: "approval_rule.conflict",
      run: async ({ sql, user, value, meta }) => {
        await setSecondApprovalRule(sql, user, value.input, meta);
        return { to: SELF, flash: "approval_rule.saved" };
      },
    },
    "remove-second-approval-rule": {
      schema: removeApprovalRuleSchema,
      conflictKey: "approval_rule.conflict",
      run: async ({ sql, user, value, meta, expectedVersion }) => {
        await removeSecondApprovalRule(sql, user, value.ruleId, expectedVersion, meta);
        return { to: SELF, flash: "approval_rule.removed" };
      },
    },
  });

export default function ApprovalRules() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const removeErrors = actionData?.intent === "remove-second-approval-rule" ? Object.values(actionData.result.error ?? {}).flatMap((m) => m ?? []) : [];
  return (
    <div className={a.page}>
      <h1 className={s.heading}>{d.heading}</h1>
      <p className={a.muted}>{t("approval_rule.explain")}</p>
      {removeErrors.length ? (
        <p className={s.formError} role="alert">
          {errorsText(t, removeErrors.slice(0, 1))}
        </p>
      ) : null}
      <ColumnsTable
        caption={d.heading}
        rows={d.rows}
        columns={[["company", t("approval_rule.list.company")], ["requests", t("approval_rule.list.requests")], ["from", t("approval_rule.list.from")], ["second", t("approval_rule.list.second")]]}
        actions={
          d.canEdit
            ? {
                header: t("approval_rule.list.actions"),
                cell: (r) => (
                  <Form method="post">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="remove-second-approval-rule" />
                    <input type="hidden" name="ruleId" value={r.id} />
                    <input type="hidden" name="commandId" value={r.commandId} />
                    <input type="hidden" name="expectedVersion" value={r.version} />
                    <button type="submit" className={s.buttonSecondary} aria-label={`${t("approval_rule.remove")} ${r.company} ${r.requests} ${r.from}`}>
                      {t("approval_rule.remove")}
                    </button>
                  </Form>
                ),
              }
            : null
        }
        empty={t("approval_rule.empty")}
        rowData="rule"
        classes={a}
      />
      {d.form ? (
        <ApprovalRuleForm
          defaults={d.form.defaults}
          companies={d.form.companies}
          kinds={d.form.kinds}
          leaveTypes={d.form.leaveTypes}
          rights={d.form.rights}
          commandId={d.form.commandId}
          lastResult={actionData?.intent === "set-second-approval-rule" ? actionData.result : undefined}
        />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
