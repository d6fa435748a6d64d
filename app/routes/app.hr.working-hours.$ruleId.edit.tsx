import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { removeWorkingHoursSchema, workingHoursFormSchema } from "~/domain/working-hours/schema";
import { ruleCandidates, workingHoursRuleById } from "~/events/queries/working-hours.server";
import { getT } from "~/i18n/i18next.server";
import { commandMeta, expectedVersionFrom, newCommandId, refusal } from "~/operations/action.server";
import { changeWorkingHoursRule, notSavedReply, removeWorkingHoursRule } from "~/operations/working-hours.server";
import { getSql } from "~/runtime.server";
import * as c from "~/ui/confirm.css";
import { CsrfInput } from "~/ui/csrf";
import * as s from "~/ui/shell.css";
import { RuleForm } from "~/ui/working-hours/rule-form";
import { companyOptions, peopleOptions } from "~/ui/working-hours/view";
import * as w from "~/ui/working-hours/working-hours.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "working_hours.menu",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

const LIST = "/app/hr/working-hours";

/** A rule of the user's companies; another company's, a removed, malformed or unknown id is a 404. */
async function ruleOr404(user: CurrentUser, idParam: string | undefined) {
  const rule = await workingHoursRuleById(await getSql(), peopleCompanies(user.principal, user.access), idParam);
  if (!rule) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return rule;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const rule = await ruleOr404(user, params.ruleId);
  const companies = peopleCompanies(user.principal, user.access);
  const t = await getT(request);
  const d = rule.definition;
  return {
    id: rule.id,
    heading: t("working_hours.form.edit_title"),
    companies: companyOptions(companies),
    people: peopleOptions(await ruleCandidates(await getSql(), companies)),
    defaults: { ...d, scope: d.allUsers ? ("all" as const) : ("list" as const), userIds: d.userIds.map(String) },
    version: rule.version,
    confirmRemove: new URL(request.url).searchParams.get("remove") === "1",
    // the list's remove button: cancelling goes back to the list
    fromList: new URL(request.url).searchParams.get("from") === "list",
    commandId: newCommandId(),
  };
}

/** Saves the changed rule, or removes it after the confirmation (remove-working-hours-rule). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const rule = await ruleOr404(user, params.ruleId);
  const form = await readForm(request);
  const sql = await getSql();
  if (form.get("intent") === "remove-working-hours-rule") {
    const submission = parseForm(form, { schema: removeWorkingHoursSchema });
    try {
      await removeWorkingHoursRule(sql, user, rule.id, expectedVersionFrom(form), commandMeta(user, form));
    } catch (err) {
      const r = await refusal(request, submission, err, { conflictKey: "working_hours.conflict" });
      return data({ form: "remove" as const, result: r.result }, { status: r.status });
    }
    throw redirect(LIST, { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "working_hours.removed" }) } });
  }
  const submission = parseForm(form, { schema: workingHoursFormSchema });
  if (submission.status !== "success") {
    const r = await notSavedReply(request, submission);
    return data({ form: "rule" as const, result: r.result }, { status: r.status });
  }
  try {
    await changeWorkingHoursRule(sql, user, rule.id, submission.value.input, expectedVersionFrom(form), commandMeta(user, form));
  } catch (err) {
    const r = await notSavedReply(request, submission, err);
    return data({ form: "rule" as const, result: r.result }, { status: r.status });
  }
  throw redirect(LIST, { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "working_hours.saved" }) } });
}

export default function EditWorkingHours() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const self = `${LIST}/${d.id}/edit`;
  const removeError = actionData?.form === "remove" ? Object.values(actionData.result.error ?? {}).flat()[0] : null;
  return (
    <section className={`${s.card} ${w.page}`}>
      <p>
        <Link to={LIST}>← {t("working_hours.list.title")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
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
            defaults={d.defaults}
            companies={d.companies}
            people={d.people}
            commandId={d.commandId}
            expectedVersion={d.version}
            lastResult={actionData?.form === "rule" ? actionData.result : undefined}
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
