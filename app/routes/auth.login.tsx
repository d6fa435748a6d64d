import { ErrorSummary } from "~/ui/forms/error-summary";
import { PUBLIC, type Policy } from "~/domain/access/policy";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { redirectAfterSignIn } from "~/auth/after-sign-in.server";
import { readForm } from "~/auth/form.server";
import { parseLogin } from "~/auth/login-form.server";
import { ssoEnabled } from "~/auth/oidc.server";
import { authenticator, SignInError } from "~/auth/sign-in.server";
import { getCurrentUser } from "~/auth/user.server";
import { nowMs } from "~/clock.server";
import { companyFromParam } from "~/domain/company/companies";
import { TEXT_LIMITS } from "~/domain/shared/text-limits";
import { getT } from "~/i18n/i18next.server";
import { CsrfInput } from "~/ui/csrf";
import { errorsText, errorText } from "~/ui/forms/messages";
import { LanguageSwitch } from "~/ui/language-switch";
import { Logo } from "~/ui/logo";
import { seasonFor } from "~/ui/season";
import * as s from "~/ui/shell.css";
import * as login from "~/ui/login.css";
import { queryParams } from "~/domain/shared/query-params";
import { useClientValidation } from "~/ui/forms/client-validation";

const LOGIN_LIMITS = TEXT_LIMITS.login;

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: PUBLIC, post: PUBLIC } };

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getCurrentUser(request)) throw redirect("/", 303);
  const url = new URL(request.url);
  const company = companyFromParam(queryParams(url).get("companyName")) ?? "cantiere";
  const season = seasonFor(new Date(nowMs()), queryParams(url).get("festivity"));
  const t = await getT(request);
  return { pageTitle: t("login.title"), company, season, sso: ssoEnabled() };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request, { clone: true });
  const submission = parseLogin(form);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  let personId: number;
  try {
    personId = await authenticator.authenticate("form", request);
  } catch (err) {
    if (err instanceof SignInError) {
      const t = await getT(request);
      const seconds = err.params.seconds;
      if (seconds === undefined) return data(submission.reply({ formErrors: [t(err.code)], hideFields: ["password"] }), { status: 401 });
      // a throttled attempt (ADR-0006): how long to wait, in seconds under a minute, else in minutes
      const wait = seconds < 60 ? t("login.wait.seconds", { count: seconds }) : t("login.wait.minutes", { count: Math.ceil(seconds / 60) });
      return data(submission.reply({ formErrors: [t(err.code, { wait })], hideFields: ["password"] }), {
        status: 429,
        headers: { "Retry-After": String(seconds) },
      });
    }
    throw err;
  }
  throw await redirectAfterSignIn(request, personId, { remember: submission.value.remember === "on", redirectTo: submission.value.redirectTo });
}

export default function Login() {
  const { company, season, sso } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const navigation = useNavigation();
  // the browser checks the form with the action's schema; the server's refusal (wrong password, a
  // wait) is a form error of the last answer only: it never blocks the next submit
  const [form, fields] = useForm({ lastResult, shouldValidate: "onSubmit", shouldRevalidate: "onInput", onValidate: useClientValidation("form", () => import("~/domain/access/login-schema").then((m) => m.loginSchema)) });
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // a refused sign-in never keeps the password, with JavaScript too
    if (lastResult && password.current) password.current.value = "";
  }, [lastResult]);
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/login");
  return (
    <main id="main" className={`${s.centered} ${login.page}`} data-season={season ?? undefined}>
      {season ? <div className={login.effects[season]} aria-hidden="true" /> : null}
      <div className={s.card}>
        <div className={login.logo}>
          <Logo company={company} />
        </div>
        <h1 className={s.heading}>{t("login.title")}</h1>
        <Form method="post" {...getFormProps(form)}>
          <ErrorSummary form={form} />
          <CsrfInput />
          <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
          {form.errors?.length ? (
            <p className={s.formError} role="alert" id={form.errorId}>
              {errorsText(t, form.errors)}
            </p>
          ) : null}
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.username.id}>
              {t("login.username")}
            </label>
            <input
              className={s.input}
              {...getInputProps(fields.username, { type: "text" })}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={LOGIN_LIMITS.username}
            />
            {fields.username.errors ? <span className={s.fieldError} id={fields.username.errorId}>{errorText(t, fields.username.errors[0])}</span> : null}
          </div>
          <div className={s.field}>
            <label className={s.label} htmlFor={fields.password.id}>
              {t("login.password")}
            </label>
            <input ref={password} className={s.input} {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" maxLength={LOGIN_LIMITS.password} />
            {fields.password.errors ? <span className={s.fieldError} id={fields.password.errorId}>{errorText(t, fields.password.errors[0])}</span> : null}
          </div>
          <div className={s.checkboxRow}>
            <input {...getInputProps(fields.remember, { type: "checkbox" })} />
            <label htmlFor={fields.remember.id}>{t("login.remember_me")}</label>
          </div>
          <button type="submit" className={`${s.button} ${s.fullWidth}`} disabled={busy}>
            {t("login.sign_in")}
          </button>
        </Form>
        {sso ? (
          // a full page POST: the answer is a redirect to the provider, another site
          <Form method="post" action="/auth/oidc" reloadDocument className={login.forgot}>
            <CsrfInput />
            <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
            <button type="submit" className={`${s.buttonSecondary} ${s.fullWidth}`}>
              {t("sso.sign_in")}
            </button>
          </Form>
        ) : null}
        <p className={login.forgot}>
          <Link to="/auth/forgot-password">{t("login.forgot_password")}</Link>
        </p>
        <LanguageSwitch />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];

// why: a page (not a fetch) gets only the headers this function returns, not the action's own
export const headers: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
