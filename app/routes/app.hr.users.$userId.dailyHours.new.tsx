import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { siteCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { DESCRIPTION_MAX } from "~/domain/daily-hours/decider";
import { dailyHoursFormSchema } from "~/domain/daily-hours/schema.server";
import { sitesForHours } from "~/events/queries/daily-hours.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { recordDailyHours } from "~/areas/stamping/record-daily-hours.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { DateTimeField, SelectField } from "~/ui/forms/fields";
import { errorsText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import * as st from "~/ui/stamping/stamping.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "daily_hours.title",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/** The daily-hours form: start, end, site (of the companies the user sees, the person's first), description. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const person = await scopedRecord(sql, user, "stampPerson", params.userId);
  const sites = await sitesForHours(sql, siteCompanies(user.principal, user.access));
  const t = await getT(request);
  const mine = sites.filter((x) => x.companyCode === person.companyCode);
  const others = sites.filter((x) => x.companyCode !== person.companyCode);
  return {
    personId: person.principal.personId,
    heading: t("daily_hours.new_title", { name: person.name }),
    sites: [...mine, ...others].map((x) => ({ value: String(x.id), label: `${x.quickcomId}: ${x.title} (${COMPANY_NAMES[x.companyCode]})` })),
    commandId: newCommandId(),
  };
}

/** Records the hours (update hr); `daily_hours_saved_successfully` after the redirect. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedRecord(sql, user, "stampPerson", params.userId),
}).intents({
  "record-daily-hours": {
    schema: dailyHoursFormSchema,
    run: async ({ sql, user, scope, value: v, meta }) => {
      const personId = scope.principal.personId;
      await recordDailyHours(sql, user, { personId, siteId: v.siteId, startAt: v.startAt, endAt: v.endAt, description: v.description ?? "" }, meta);
      return { to: `/app/hr/users/${personId}/dailyHours?month=${v.startAt.slice(0, 7)}`, flash: "daily_hours_saved_successfully" };
    },
  },
});

export default function NewDailyHours() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const back = `/app/hr/users/${d.personId}/dailyHours`;
  const [form, fields] = useForm({
    id: "daily-hours-form",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useClientValidation("form", () => import("~/domain/daily-hours/schema").then((m) => m.dailyHoursFormSchema)),
  });
  return (
    <section className={`${s.card} ${st.page}`}>
      <p>
        <Link to={back}>← {t("daily_hours.back")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <Form method="post" {...getFormProps(form)}>
        <ErrorSummary form={form} />
        <CsrfInput />
        <input type="hidden" name="commandId" value={d.commandId} />
        {form.errors?.length ? (
          <p className={s.formError} role="alert">
            {errorsText(t, form.errors)}
          </p>
        ) : null}
        <DateTimeField field={fields.startAt} label={t("daily_hours.form.start")} />
        <DateTimeField field={fields.endAt} label={t("daily_hours.form.end")} />
        <SelectField field={fields.siteId} label={t("daily_hours.form.site")} placeholder={t("daily_hours.form.choose_site")} options={d.sites} />
        <div className={s.field}>
          <label className={s.label} htmlFor={fields.description.id}>
            {t("daily_hours.form.description")}
          </label>
          <textarea className={s.input} {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} maxLength={DESCRIPTION_MAX} />
          {fields.description.errors?.length ? (
            <span className={s.fieldError} id={fields.description.errorId}>
              {errorsText(t, fields.description.errors)}
            </span>
          ) : null}
        </div>
        <div className={st.actions}>
          <button type="submit" className={s.button}>
            {t("daily_hours.form.save")}
          </button>
          <Link to={back} className={s.buttonSecondary}>
            {t("daily_hours.form.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
