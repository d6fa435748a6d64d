import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { workingHoursFormSchema } from "~/domain/working-hours/schema.server";
import { ruleCandidates } from "~/events/queries/working-hours.server";
import { commandAction } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { createWorkingHoursRule } from "~/areas/working-hours/create-working-hours-rule.server";
import { getSql } from "~/runtime.server";
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

/** An empty rule form for the user's companies, their own first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const companies = peopleCompanies(user.principal, user.access);
  const ordered = [user.companyCode, ...companies.filter((c) => c !== user.companyCode)].filter((c) => companies.includes(c));
  const t = await getT(request);
  return {
    heading: t("working_hours.form.new_title"),
    companies: companyOptions(ordered),
    people: peopleOptions(await ruleCandidates(await getSql(), ordered)),
    defaults: { companyCode: ordered[0] ?? "", winterStart: "", winterEnd: "", summerStart: "", summerEnd: "", scope: "all" as const, userIds: [] },
    commandId: newCommandId(),
  };
}

/** Creates the rule; the form says `working_hours_not_saved` above the reasons when it cannot be. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  "create-working-hours-rule": {
    schema: workingHoursFormSchema,
    conflictKey: "working_hours.conflict",
    run: async ({ sql, user, value, meta }) => {
      await createWorkingHoursRule(sql, user, value.input, meta);
      return { to: LIST, flash: "working_hours.saved" };
    },
  },
});

export default function NewWorkingHours() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className={`${s.card} ${w.page}`}>
      <h1 className={s.heading}>{d.heading}</h1>
      <RuleForm intent="create-working-hours-rule" defaults={d.defaults} companies={d.companies} people={d.people} commandId={d.commandId} expectedVersion={0} lastResult={actionData?.result} cancelTo={LIST} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
