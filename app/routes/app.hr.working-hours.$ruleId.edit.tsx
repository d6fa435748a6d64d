import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { removeWorkingHoursSchema, workingHoursFormSchema } from "~/domain/working-hours/schema.server";
import { ruleCandidates } from "~/events/queries/working-hours.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { changeWorkingHoursRule } from "~/areas/working-hours/change-working-hours-rule.server";
import { removeWorkingHoursRule } from "~/areas/working-hours/remove-working-hours-rule.server";
import { getSql } from "~/runtime.server";
import * as c from "~/ui/confirm.css";
import { CsrfInput } from "~/ui/csrf";
import { errorsText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import { RuleForm } from "~/ui/working-hours/rule-form";
import { companyOptions, peopleOptions } from "~/ui/working-hours/view";
import * as w from "~/ui/working-hours/working-hours.css";
import { can } from "~/domain/access/permissions";
import { HistoryLink } from "~/ui/history/history-link";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "working_hours.menu",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

const LIST = "/app/hr/working-hours";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  // another company's rule, a removed, malformed or unknown id: a 404
  const rule = await scopedRecord(await getSql(), user, "workingHoursRule", params.ruleId);
  const companies = peopleCompanies(user.principal, user.access);
  const t = await getT(request);
  const d = rule.definition;
  return {
    id: rule.id,
    heading: t("working_hours.form.edit_title"),
    mayAudit: can(user.access, "read", "audit"),
    companies: companyOptions(companies),
    people: peopleOptions(await ruleCandidates(await getSql(), companies)),
    defaults: {
      ...d,
      scope: d.allUsers ? ("all" as const) : ("list" as const),
      userIds: d.userIds.map(String),
    },
    version: rule.version,
    confirmRemove: queryParams(request).get("remove") === "1",
    // the list's remove button: cancelling goes back to the list
    fromList: queryParams(request).get("from") === "list",
    commandId: newCommandId(),
  };
}

/** Saves the changed rule, or removes it after the confirmation (remove-working-hours-rule); the form says `working_hours_not_saved` above any refusal. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedRecord(sql, user, "workingHoursRule", params.ruleId),
}).intents({
  "change-working-hours-rule": {
    schema: workingHoursFormSchema,
    conflictKey: "working_hours.conflict",
    run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
      await changeWorkingHoursRule(sql, user, scope.id, value.input, expectedVersion, meta);
      return { to: LIST, flash: "working_hours.saved" };
    },
  },
  "remove-working-hours-rule": {
    schema: removeWorkingHoursSchema,
    conflictKey: "working_hours.conflict",
    run: async ({ sql, user, scope, meta, expectedVersion }) => {
      await removeWorkingHoursRule(sql, user, scope.id, expectedVersion, meta);
      return { to: LIST, flash: "working_hours.removed" };
    },
  },
});

export default function EditWorkingHours() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const self = `${LIST}/${d.id}/edit`;
  const removeErrors = actionData?.intent === "remove-working-hours-rule" ? Object.values(actionData.result.error ?? {}).flatMap((m) => m ?? []) : [];
  const removeError = removeErrors.length ? errorsText(t, removeErrors.slice(0, 1)) : null;
  return (
    <section className={`${s.card} ${w.page}`}>
      <p>
        <Link to={LIST}>← {t("working_hours.list.title")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      {d.mayAudit ? (
        <p>
          <HistoryLink streamType="workinghours" id={d.id} />
        </p>
      ) : null}
      {d.confirmRemove || removeError ? (
        <div className={c.inline} role="alertdialog" aria-labelledby="remove-title">
          <Form method="post" className={c.form}>
            <h2 className={c.title} id="remove-title">
              {t("working_hours.remove_title")}
            </h2>
            <p>{t("working_hours.remove_text")}</p>
            <CsrfInput />
            <input type="hidden" name="intent" value="remove-working-hours-rule" />
            <input type="hidden" name="commandId" value={d.commandId} />
            <input type="hidden" name="expectedVersion" value={d.version} />
            {removeError ? (
              <p className={s.formError} role="alert">
                {removeError}
              </p>
            ) : null}
            <div className={c.buttons}>
              <Link to={d.fromList ? LIST : self} className={s.buttonSecondary}>
                {t("working_hours.form.cancel")}
              </Link>
              <button type="submit" className={s.button}>
                {t("working_hours.remove_confirm")}
              </button>
            </div>
          </Form>
        </div>
      ) : (
        <>
          <RuleForm
            intent="change-working-hours-rule"
            defaults={d.defaults}
            companies={d.companies}
            people={d.people}
            commandId={d.commandId}
            expectedVersion={d.version}
            lastResult={actionData?.intent === "change-working-hours-rule" ? actionData.result : undefined}
            cancelTo={LIST}
          />
          <p>
            <Link to={`${self}?remove=1`} className={s.buttonSecondary}>
              {t("working_hours.remove")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
