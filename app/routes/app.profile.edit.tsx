import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { verifyPassword } from "~/auth/password.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { changeOwnPasswordSchema } from "~/domain/access/schemas";
import { TEXT_LIMITS } from "~/domain/shared/text-limits";
import { passwordHashOf } from "~/events/queries/people.server";
import { getT } from "~/i18n/i18next.server";
import { commandMeta, newCommandId } from "~/operations/action.server";
import { setPersonPassword } from "~/operations/change-person-access.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { errorText } from "~/ui/forms/messages";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";

export const handle: { i18n?: string; title: string; policy: Policy } = { title: "menu.profile",
  i18n: "common",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const HIDE = ["oldPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const hasPassword = (await passwordHashOf(await getSql(), user.id)) !== null;
  return { hasPassword, commandId: newCommandId() };
}

/** The user's own password: old, new, confirm; the user's other sessions end. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const form = await readForm(request);
  const submission = parseForm(form, { schema: changeOwnPasswordSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDE }), { status: 400 });
  const sql = await getSql();
  const stored = await passwordHashOf(sql, user.id);
  if (!stored) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  if (!(await verifyPassword(stored, submission.value.oldPassword ?? ""))) {
    const t = await getT(request);
    return data(submission.reply({ fieldErrors: { oldPassword: [t("wrong_password")] }, hideFields: HIDE }), { status: 422 });
  }
  await setPersonPassword(
    sql,
    { personId: user.id, password: submission.value.newPassword as string, grantor: null, keepSessionIdHash: user.sessionIdHash },
    commandMeta(user, form),
  );
  throw redirect("/app/profile/dashboard", {
    status: 303,
    headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "password_saved_successfully" }) },
  });
}

export default function ProfileEdit() {
  const { hasPassword, commandId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<{ oldPassword: string; newPassword: string; confirmPassword: string; commandId: string }>({
    lastResult,
    defaultValue: { commandId },
  });
  if (!hasPassword) {
    return (
      <section className={p.sectionCard}>
        <h1 className={s.heading}>{t("profile.edit.title")}</h1>
        <p className={p.note}>{t("profile.edit.sso_only")}</p>
      </section>
    );
  }
  const field = (name: "oldPassword" | "newPassword" | "confirmPassword", label: string, auto: string) => (
    <div className={s.field}>
      <label className={s.label} htmlFor={fields[name].id}>
        {label}
      </label>
      <input className={s.input} {...getInputProps(fields[name], { type: "password" })} autoComplete={auto} maxLength={name === "oldPassword" ? TEXT_LIMITS.login.password : TEXT_LIMITS.password} />
      {fields[name].errors ? (
        <span className={s.fieldError} id={fields[name].errorId}>
          {errorText(t, fields[name].errors[0])}
        </span>
      ) : null}
    </div>
  );
  return (
    <section className={p.sectionCard}>
      <h1 className={s.heading}>{t("profile.edit.password_title")}</h1>
      <Form method="post" {...getFormProps(form)}>
        <CsrfInput />
        <input type="hidden" name="commandId" value={commandId} />
        {field("oldPassword", t("profile.edit.old_password"), "current-password")}
        {field("newPassword", t("permission.edit.new_password"), "new-password")}
        {field("confirmPassword", t("permission.edit.confirm_password"), "new-password")}
        <p className={p.small}>{t("validationMessagePassword")}</p>
        <div className={p.toolbar}>
          <button type="submit" className={s.button}>
            {t("permission.edit.save")}
          </button>
          <Link to="/app/profile/dashboard" className={s.buttonSecondary}>
            {t("profile.edit.discard")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Cantiere" }];
