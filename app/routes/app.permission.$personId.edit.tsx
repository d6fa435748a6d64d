import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { authorizeGet } from "~/auth/policy.server";
import { strongerRightOf } from "~/domain/access/grants";
import { CAPABILITIES, ROLES } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { changeAccessSchema, setPasswordSchema } from "~/domain/access/schemas.server";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { TEXT_LIMITS } from "~/domain/shared/text-limits";
import { commandAction } from "~/http/command-action.server";
import { scopedPerson } from "~/http/scope.server";
import { newCommandId } from "~/http/command-ids.server";
import { changePersonAccess } from "~/areas/people/change-person-access.server";
import { setPersonPassword } from "~/areas/people/set-person-password.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { errorsText, errorText } from "~/ui/forms/messages";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { personName } from "~/domain/person/name";
import { useClientValidation } from "~/ui/forms/client-validation";

export const handle: { i18n?: string; title: string; policy: Policy } = { title: "permission.list.title",
  i18n: "common",
  policy: { get: anyOf(["update", "admin"]), post: anyOf(["update", "admin"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  // another company's person (without allEmployee), an erased or unknown one: a 404
  const person = await scopedPerson(await getSql(), user, params.personId);
  const t = await getT(request);
  return {
    pageTitle: `${personName(person)} · ${t("permission.list.title")}`,
    person: {
      id: person.id,
      name: personName(person),
      username: person.username,
      company: COMPANY_NAMES[person.companyCode],
      role: person.role,
      capabilities: person.capabilities,
      version: person.version,
    },
    self: person.id === user.id,
    // someone holding a right the user lacks: their access and password are not the user's to touch
    // (ADR-0101); the command refuses it too, the page only stops offering it
    stronger: strongerRightOf({ rights: [...user.access.rights] }, { personId: person.id, role: person.role, capabilities: person.capabilities, companyCode: person.companyCode, active: person.active }) !== null,
    commandIds: { access: newCommandId(), password: newCommandId() },
  };
}

/** Changes the person's role and capabilities (change-access), or sets their password (set-password). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedPerson(sql, user, params.personId),
}).intents({
  "change-access": {
    schema: changeAccessSchema,
    conflictKey: "permission.conflict",
    run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
      await changePersonAccess(sql, user, { personId: scope.id, role: value.role, capabilities: value.capabilities, expectedVersion }, meta);
      return { to: `/app/permission/${scope.id}/edit`, flash: "user_saved_successfully" };
    },
  },
  "set-password": {
    schema: setPasswordSchema,
    hideFields: ["newPassword", "confirmPassword"],
    run: async ({ sql, user, scope, value, meta }) => {
      await setPersonPassword(sql, { personId: scope.id, password: value.newPassword, grantor: user }, meta);
      return { to: `/app/permission/${scope.id}/edit`, flash: "password_saved_successfully" };
    },
  },
});

export default function PermissionEdit() {
  const { person, self, stronger, commandIds } = useLoaderData<typeof loader>();
  const locked = self || stronger;
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [accessForm, accessFields] = useForm<z.input<typeof changeAccessSchema>, z.output<typeof changeAccessSchema>>({
    id: "change-access",
    lastResult: actionData?.intent === "change-access" ? actionData.result : undefined,
    // the boxes start from the recorded capabilities (chosenCaps) until a refusal sends the ticked ones back
    defaultValue: { role: person.role ?? "NONE", commandId: commandIds.access },
    onValidate: useClientValidation("form", () => import("~/domain/access/schemas").then((m) => m.changeAccessSchema)),
  });
  const [pwForm, pwFields] = useForm<z.input<typeof setPasswordSchema>, z.output<typeof setPasswordSchema>>({
    id: "set-password",
    lastResult: actionData?.intent === "set-password" ? actionData.result : undefined,
    defaultValue: { commandId: commandIds.password },
    onValidate: useClientValidation("form", () => import("~/domain/access/schemas").then((m) => m.setPasswordSchema)),
  });
  const chosenCaps = new Set((accessFields.capabilities.value as string[] | string | undefined) ?? person.capabilities);
  const chosenRole = (accessFields.role.value as string | undefined) ?? person.role ?? "NONE";

  return (
    <section>
      <p>
        <Link to="/app/permission/list">← {t("permission.list.title")}</Link>
      </p>
      <h1 className={s.heading}>
        {person.name} <span className={p.small}>({person.username} · {person.company})</span>
      </h1>
      {self ? <p className={p.note}>{t("permission.own_change")}</p> : stronger ? <p className={p.note}>{t("permission.stronger_person")}</p> : null}

      <div className={p.sectionCard}>
        <h2>{t("permission.edit.access")}</h2>
        <Form method="post" {...getFormProps(accessForm)}>
          <ErrorSummary form={accessForm} />
          <CsrfInput />
          <input type="hidden" name="intent" value="change-access" />
          <input type="hidden" name="commandId" value={commandIds.access} />
          <input type="hidden" name="expectedVersion" value={person.version} />
          {accessForm.errors?.length ? (
            <p className={s.formError} role="alert">
              {errorsText(t, accessForm.errors)}
            </p>
          ) : null}
          <div className={s.field}>
            <label className={s.label} htmlFor={accessFields.role.id}>
              {t("profile.role")}
            </label>
            <select id={accessFields.role.id} name={accessFields.role.name} defaultValue={chosenRole} className={p.select} disabled={locked}>
              <option value="NONE">{t("permission.no_role")}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`access_names.roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={p.checkGrid} disabled={locked}>
            <legend className={s.label}>{t("permission.list.capabilities")}</legend>
            {CAPABILITIES.map((c) => (
              <label key={c} className={s.checkboxRow}>
                <input type="checkbox" name="capabilities" value={c} defaultChecked={chosenCaps.has(c)} /> {t(`access_names.capabilities.${c}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={s.button} disabled={locked}>
            {t("permission.edit.save")}
          </button>
        </Form>
      </div>

      <div className={p.sectionCard}>
        <h2>{t("permission.edit.password")}</h2>
        <Form method="post" {...getFormProps(pwForm)}>
          <ErrorSummary form={pwForm} />
          <CsrfInput />
          <input type="hidden" name="intent" value="set-password" />
          <input type="hidden" name="commandId" value={commandIds.password} />
          {pwForm.errors?.length ? (
            <p className={s.formError} role="alert">
              {errorsText(t, pwForm.errors)}
            </p>
          ) : null}
          <div className={s.field}>
            <label className={s.label} htmlFor={pwFields.newPassword.id}>
              {t("permission.edit.new_password")}
            </label>
            <input className={s.input} {...getInputProps(pwFields.newPassword, { type: "password" })} autoComplete="new-password" maxLength={TEXT_LIMITS.password} disabled={locked} />
            {pwFields.newPassword.errors ? <span className={s.fieldError}>{errorText(t, pwFields.newPassword.errors[0])}</span> : null}
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor={pwFields.confirmPassword.id}>
              {t("permission.edit.confirm_password")}
            </label>
            <input className={s.input} {...getInputProps(pwFields.confirmPassword, { type: "password" })} autoComplete="new-password" maxLength={TEXT_LIMITS.password} disabled={locked} />
            {pwFields.confirmPassword.errors ? <span className={s.fieldError}>{errorText(t, pwFields.confirmPassword.errors[0])}</span> : null}
          </div>
          <button type="submit" className={s.button} disabled={locked}>
            {t("permission.edit.set_password")}
          </button>
        </Form>
      </div>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
