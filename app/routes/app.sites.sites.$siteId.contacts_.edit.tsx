import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { PROJECT_FUNCTIONS } from "~/domain/site/lists";
import { addTeamMemberSchema } from "~/domain/site/team-forms.server";
import { siteTeamCandidates } from "~/events/queries/site-team.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { addTeamMember } from "~/areas/sites/add-team-member.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { SelectField } from "~/ui/forms/fields";
import { errorsText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import * as t from "~/ui/sites/site-team.css";
import { SitePageHead, sitePath } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";
import { candidateOptions, chosenOption } from "~/areas/sites/site-team.server";
import { queryParams } from "~/domain/shared/query-params";
import { useClientValidation } from "~/ui/forms/client-validation";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "sites.team.chooser.title",
  policy: { get: anyOf(["update", "sites"], ["update", "hr"]), post: anyOf(["update", "sites"], ["update", "hr"]) },
};

/** How many people the chooser lists at once: a search narrows the rest. */
const SHOWN = 50;

/** The contact chooser: active people of the user's companies not yet on the team, searched by name (`?q=`). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const q = queryParams(request).text("q", 200);
  const people = await siteTeamCandidates(sql, { siteId: site.id, companies: peopleCompanies(user.principal, user.access), search: q, limit: SHOWN + 1 });
  const t = await getT(request);
  return {
    siteId: site.id,
    title: site.title,
    heading: t("sites.team.chooser.title"),
    q,
    people: candidateOptions(people.slice(0, SHOWN)),
    more: people.length > SHOWN,
    commandId: newCommandId(),
  };
}

/** Adds the chosen person with their function → saved_contact_successfully; a refusal keeps the choice. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    // the user too: a refusal names the person chosen only if the user may see them
    scope: async ({ sql, user, params }) => ({ site: await scopedRecord(sql, user, "site", params.siteId), user, sql }),
  }).intents({
    "add-team-member": {
      schema: addTeamMemberSchema,
      run: async ({ sql, user, scope, value, meta }) => {
        await addTeamMember(sql, user, scope.site.id, { personId: value.personId, projectFunction: value.projectFunction }, meta);
        return { to: sitePath(scope.site.id, "contacts"), flash: "sites.team.saved" };
      },
      failure: async ({ scope, form }) => ({ chosenOption: await chosenOption(scope.sql, scope.user, form.get("personId")) }),
    },
  });

export default function SiteContactChooser() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t: tr } = useTranslation();
  const [form, fields] = useForm({
    id: "team-member-form",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/site/team-forms").then((m) => m.addTeamMemberSchema)),
  });
  const failed = Object.keys(form.allErrors).length > 0;
  const headline = tr("sites.team.not_saved");
  const chosen = actionData && "chosenOption" in actionData ? ((actionData.chosenOption as unknown as { value: string; label: string } | null) ?? null) : null;
  const options = chosen && !d.people.some((p) => p.value === chosen.value) ? [chosen, ...d.people] : d.people;
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} back={{ to: sitePath(d.siteId, "contacts"), label: tr("sites.team.chooser.back") }} />
      <section className={ss.section} aria-labelledby="chooser-title">
        <h2 id="chooser-title" className={ss.sectionTitle}>
          {d.heading}
        </h2>
        <Form method="get" role="search" aria-label={tr("sites.team.chooser.search_label")} className={t.row}>
          <div className={`${s.field} ${t.grow}`}>
            <label className={s.label} htmlFor="chooser-q">
              {tr("sites.team.chooser.search")}
            </label>
            <input id="chooser-q" name="q" type="search" className={s.input} defaultValue={d.q} key={d.q} maxLength={200} />
          </div>
          <div className={s.field}>
            <button type="submit" className={s.buttonSecondary}>
              {tr("sites.team.chooser.search_button")}
            </button>
          </div>
        </Form>
        {options.length === 0 ? <p>{tr("sites.team.chooser.no_results")}</p> : null}
        {d.more ? <p className={s.muted}>{tr("sites.team.chooser.more", { count: d.people.length })}</p> : null}
        <Form method="post" {...getFormProps(form)}>
          <ErrorSummary form={form} />
          <CsrfInput />
          <input type="hidden" name="intent" value="add-team-member" />
          <input type="hidden" name="commandId" value={d.commandId} />
          {failed ? (
            <p className={s.formError} role="alert" id={form.errorId}>
              {[headline, ...(form.errors ?? []).map((e) => errorsText(tr, [e])).filter((e) => e !== headline)].join(" ")}
            </p>
          ) : null}
          <SelectField field={fields.personId} label={tr("sites.team.chooser.person")} options={options} placeholder={tr("sites.team.chooser.choose")} />
          <SelectField
            field={fields.projectFunction}
            label={tr("sites.team.chooser.function")}
            options={PROJECT_FUNCTIONS.map((f) => ({ value: f, label: tr(`sites.functions.${f}`) }))}
            placeholder={tr("sites.team.chooser.choose")}
          />
          <button type="submit" className={s.button}>
            {tr("sites.team.chooser.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · ${data.title} · Cantiere` : "Cantiere" }];
