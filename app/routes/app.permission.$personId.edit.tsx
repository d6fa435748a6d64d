import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { CAPABILITIES, peopleCompanies, ROLES } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { changeAccessSchema, setPasswordSchema } from "~/domain/access/schemas";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { TEXT_LIMITS } from "~/domain/shared/text-limits";
import { personAccess } from "~/events/queries/people.server";
import { commandMeta, expectedVersionFrom, newCommandId, refusal } from "~/operations/action.server";
import { changePersonAccess, setPersonPassword } from "~/operations/change-person-access.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { errorsText, errorText } from "~/ui/forms/messages";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { personName } from "~/domain/person/name";

export const handle: { i18n?: string; title: string; policy: Policy } = { title: "permission.list.title",
  i18n: "common",
  policy: { get: anyOf(["update", "admin"]), post: anyOf(["update", "admin"]) },
};

/** The person, when the user may see them: another company's person (without allEmployee) is a 404. */
async function visiblePerson(user: CurrentUser, idParam: string | undefined) {
  const id = Number(idParam);
  const person = Number.isSafeInteger(id) && id > 0 ? await personAccess(await getSql(), id) : null;
  if (!person || person.erased || !peopleCompanies(user.principal, user.access).includes(person.companyCode)) {
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  }
  return person;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const person = await visiblePerson(user, params.personId);
  return {
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
    commandIds: { access: newCommandId(), password: newCommandId() },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const person = await visiblePerson(user, params.personId);
  const form = await readForm(request);
  const intent = form.get("intent");
  const sql = await getSql();
  switch (intent) {
    case "change-access": {
      const submission = parseForm(form, { schema: changeAccessSchema });
      if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
      try {
        await changePersonAccess(
          sql,
          user,
          { personId: person.id, role: submission.value.role, capabilities: submission.value.capabilities, expectedVersion: expectedVersionFrom(form) },
          commandMeta(user, form),
        );
      } catch (err) {
        const r = await refusal(request, submission, err, { conflictKey: "permission.conflict" });
        return data({ intent, result: r.result }, { status: r.status });
      }
      throw redirect(`/app/permission/${person.id}/edit`, {
        status: 303,
        headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "user_saved_successfully" }) },
      });
    }
    case "set-password": {
      const submission = parseForm(form, { schema: setPasswordSchema });
      const hide = ["newPassword", "confirmPassword"];
      if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: hide }) }, { status: 400 });
      try {
        await setPersonPassword(sql, { personId: person.id, password: submission.value.newPassword, grantor: user }, commandMeta(user, form));
      } catch (err) {
        const r = await refusal(request, submission, err, { hideFields: hide });
        return data({ intent, result: r.result }, { status: r.status });
      }
      throw redirect(`/app/permission/${person.id}/edit`, {
        status: 303,
        headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "password_saved_successfully" }) },
      });
    }
    default:
      return data({ intent: null, result: null }, { status: 400 });
  }
}

export default function PermissionEdit() {
  const { person, self, commandIds } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [accessForm, accessFields] = useForm<{ role: string; capabilities: string[]; commandId: string }>({
    id: "change-access",
    lastResult: actionData?.intent === "change-access" ? actionData.result : undefined,
    defaultValue: { role: person.role ?? "NONE", capabilities: person.capabilities, commandId: commandIds.access },
  });
  const [pwForm, pwFields] = useForm<{ newPassword: string; confirmPassword: string; commandId: string }>({
    id: "set-password",
    lastResult: actionData?.intent === "set-password" ? actionData.result : undefined,
    defaultValue: { commandId: commandIds.password },
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
      {self ? <p className={p.note}>{t("permission.own_change")}</p> : null}

      <div className={p.sectionCard}>
        <h2>{t("permission.edit.access")}</h2>
        <Form method="post" {...getFormProps(accessForm)}>
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
            <select id={accessFields.role.id} name={accessFields.role.name} defaultValue={chosenRole} className={p.select} disabled={self}>
              <option value="NONE">{t("permission.no_role")}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={p.checkGrid} disabled={self}>
            <legend className={s.label}>{t("permission.list.capabilities")}</legend>
            {CAPABILITIES.map((c) => (
              <label key={c} className={s.checkboxRow}>
                <input type="checkbox" name="capabilities" value={c} defaultChecked={chosenCaps.has(c)} /> {c}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={s.button} disabled={self}>
            {t("permission.edit.save")}
          </button>
        </Form>
      </div>

      <div className={p.sectionCard}>
        <h2>{t("permission.edit.password")}</h2>
        <Form method="post" {...getFormProps(pwForm)}>
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
            <input className={s.input} {...getInputProps(pwFields.newPassword, { type: "password" })} autoComplete="new-password" maxLength={TEXT_LIMITS.password} disabled={self} />
            {pwFields.newPassword.errors ? <span className={s.fieldError}>{errorText(t, pwFields.newPassword.errors[0])}</span> : null}
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor={pwFields.confirmPassword.id}>
              {t("permission.edit.confirm_password")}
            </label>
            <input className={s.input} {...getInputProps(pwFields.confirmPassword, { type: "password" })} autoComplete="new-password" maxLength={TEXT_LIMITS.password} disabled={self} />
            {pwFields.confirmPassword.errors ? <span className={s.fieldError}>{errorText(t, pwFields.confirmPassword.errors[0])}</span> : null}
          </div>
          <button type="submit" className={s.button} disabled={self}>
            {t("permission.edit.set_password")}
          </button>
        </Form>
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Cantiere" }];
