import { ErrorSummary } from "~/ui/forms/error-summary";
import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { mayChangeOwn } from "~/domain/access/self-service";
import { notificationSettingsSchema } from "~/domain/person/schema.server";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { preferencesOf } from "~/events/queries/notifications.server";
import { NOTIFICATION_TOPICS, topicLabel } from "~/domain/notification/topics";
import { LANGUAGES } from "~/i18n/config";
import { commandAction } from "~/http/command-action.server";
import { notFound } from "~/http/scope.server";
import { commandIdsFor, savedFlash } from "~/http/command-ids.server";
import { changeNotificationSettings } from "~/areas/notifications/change-notification-settings.server";
import { getSql } from "~/runtime.server";
import { CsrfInput } from "~/ui/csrf";
import { CheckboxField, SelectField } from "~/ui/forms/fields";
import { errorText } from "~/ui/forms/messages";
import * as pg from "~/ui/page.css";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";
import { useClientValidation } from "~/ui/forms/client-validation";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const SELF = "/app/profile/settings";

/** The person's settings: light or dark (a cookie, /settings/theme) and their notification toggles (events). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const profile = await personProfileOf(sql, user.id);
  if (!profile) throw notFound();
  const prefs = await preferencesOf(sql, user.id);
  const on = (b: boolean) => (b ? "on" : "");
  // none chosen: the mails go in the app's default language (the empty option), so saving the form unchanged records nothing
  const settings: Record<string, string> = { language: prefs.language ?? "" };
  for (const topic of NOTIFICATION_TOPICS) {
    settings[topic] = on(prefs.channels[topic].inApp);
    settings[`${topic}Email`] = on(prefs.channels[topic].email);
  }
  const t = await getT(request);
  return {
    pageTitle: t("own_profile.settings.title"),
    settings,
    // the auditor writes nothing but their password and support requests (ADR-0006): no toggles to offer
    notifications: mayChangeOwn(user.principal.role, "notificationSettings"),
    version: profile.version,
    // the theme form changes a cookie, no command: it carries none
    commandIds: commandIdsFor("notifications"),
  };
}

/** Saves the notification toggles, in-app and e-mail per topic, and the mails' language (ChangeNotificationSettings). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  "change-notification-settings": {
    schema: notificationSettingsSchema,
    conflictKey: "own_profile.conflict",
    run: async ({ sql, user, value, meta, expectedVersion }) => {
      const outcome = await changeNotificationSettings(sql, user, { settings: value.settings, expectedVersion }, meta);
      return { to: SELF, flash: savedFlash(outcome, "own_profile.settings.saved") };
    },
  },
});

export default function ProfileSettings() {
  const d = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const { t } = useTranslation();
  const theme = useRouteLoaderData<{ theme: "light" | "dark" | null }>("root")?.theme ?? "light";
  const [form, fields] = useForm({
    id: "notification-settings-form",
    lastResult,
    defaultValue: d.settings,
    onValidate: useClientValidation("form", () => import("~/domain/person/schema").then((m) => m.notificationSettingsSchema)),
  });
  // why the cast: the toggles' fields are named after the topics (the schema's catchall), so conform cannot type them
  const byName = fields as unknown as Record<string, FieldMetadata<string>>;
  return (
    <div className={p.page}>
      <p>
        <Link to="/app/profile/dashboard">← {t("own_profile.back")}</Link>
      </p>
      <h1 className={s.heading}>{t("own_profile.settings.title")}</h1>
      <section className={pg.sectionCard} aria-labelledby="settings-theme-title">
        <h2 id="settings-theme-title" className={p.subtitle}>
          {t("own_profile.settings.appearance")}
        </h2>
        <p>{t("own_profile.settings.current_theme", { theme: theme === "dark" ? t("theme.dark") : t("theme.light") })}</p>
        <Form method="post" action="/settings/theme" className={p.actions}>
          <CsrfInput />
          <input type="hidden" name="redirectTo" value={SELF} />
          <button type="submit" name="theme" value="light" className={theme === "dark" ? s.button : s.buttonSecondary} aria-pressed={theme !== "dark"}>
            {t("own_profile.settings.use_light")}
          </button>
          <button type="submit" name="theme" value="dark" className={theme === "dark" ? s.buttonSecondary : s.button} aria-pressed={theme === "dark"}>
            {t("own_profile.settings.use_dark")}
          </button>
        </Form>
      </section>
{d.notifications ? (
        <section className={pg.sectionCard} aria-labelledby="settings-notifications-title">
          <h2 id="settings-notifications-title" className={p.subtitle}>
            {t("own_profile.settings.notifications")}
          </h2>
          <Form method="post" {...getFormProps(form)}>
            <ErrorSummary form={form} />
            <CsrfInput />
            <input type="hidden" name="commandId" value={d.commandIds.notifications} />
            <input type="hidden" name="expectedVersion" value={d.version} />
            {form.errors?.length ? (
              <p className={s.formError} role="alert" id={form.errorId}>
                {form.errors.map((e) => errorText(t, e)).join(" ")}
              </p>
            ) : null}
            <p className={s.muted}>{t("notifications.settings.intro")}</p>
            {NOTIFICATION_TOPICS.map((topic) => (
              <fieldset key={topic} className={pg.checkGrid} data-topic={topic}>
                <legend className={s.label}>{t(topicLabel(topic))}</legend>
                <CheckboxField field={byName[topic]} label={t("notifications.settings.in_app")} />
                <CheckboxField field={byName[`${topic}Email`]} label={t("notifications.settings.email")} />
              </fieldset>
            ))}
            <SelectField
              field={fields.language}
              label={t("notifications.settings.language")}
              placeholder={t("notifications.settings.language_default")}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`notifications.settings.languages.${l}`) }))}
            />
            <button type="submit" className={s.button}>
              {t("own_profile.actions.save_settings")}
            </button>
          </Form>
        </section>
      ) : null}
      <section className={pg.sectionCard} aria-labelledby="settings-calendar-link-title">
        <h2 id="settings-calendar-link-title" className={p.subtitle}>
          {t("ics.title")}
        </h2>
        <p>
          <Link to="/app/profile/calendar-link">{t("ics.open")}</Link>
        </p>
      </section>
      <section className={pg.sectionCard} aria-labelledby="settings-api-tokens-title">
        <h2 id="settings-api-tokens-title" className={p.subtitle}>
          {t("api.tokens.title")}
        </h2>
        <p>
          <Link to="/app/profile/api-tokens">{t("api.tokens.open")}</Link>
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
