import type { Submission } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { verifyPassword } from "~/auth/password.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { changeOwnPasswordSchema } from "~/domain/access/schemas";
import { personName } from "~/domain/person/name";
import { ownContactsSchema, ownFormDefaults, ownProfileSchema } from "~/domain/person/schema";
import { hidesWorkerFields, PERSONAL_PHONE_TYPES } from "~/domain/person/types";
import { passwordHashOf } from "~/events/queries/people.server";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { getT } from "~/i18n/i18next.server";
import { commandIdsFor, commandMeta, refusal, savedFlash } from "~/operations/action.server";
import type { CommandOutcome } from "~/events/handle-command.server";
import { setPersonPassword } from "~/operations/change-person-access.server";
import { changeOwnContacts, changeOwnDetails } from "~/operations/person.server";
import { getSql } from "~/runtime.server";
import { personFileLinks } from "~/storage/person-links.server";
import { parseForm } from "~/ui/forms/parse";
import * as pg from "~/ui/page.css";
import { AvatarForm } from "~/ui/profile/avatar-form";
import { PASSWORD_INTENT, PasswordForm } from "~/ui/profile/password-form";
import { PROFILE_INTENT, ProfileForm } from "~/ui/profile/profile-form";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";

export const handle: { i18n?: string; title: string; policy: Policy } = {
  title: "menu.profile",
  i18n: "common",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const HIDE = ["oldPassword", "newPassword", "confirmPassword"];
const DASHBOARD = "/app/profile/dashboard";

/** The own profile's forms: identity and contacts (or contacts only), the photo, the password. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const profile = await personProfileOf(sql, user.id);
  if (!profile) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const hideWorkerFields = hidesWorkerFields(profile.role);
  const defaults = ownFormDefaults(profile.details, profile.contact);
  // a WORKER's form does not show the private phones: the decider keeps the recorded ones
  if (hideWorkerFields) defaults.phones = defaults.phones.filter((ph) => !PERSONAL_PHONE_TYPES.includes(ph.type as never));
  return {
    name: personName(user),
    mode: can(user.access, "update", "profile") ? ("full" as const) : ("contacts" as const),
    role: profile.role,
    capabilities: profile.capabilities,
    hideWorkerFields,
    defaults,
    version: profile.version,
    photoUrl: profile.avatar ? (await personFileLinks(profile.avatar)).url : null,
    hasPassword: (await passwordHashOf(sql, user.id)) !== null,
    commandIds: commandIdsFor("profile", "avatar", "password"),
  };
}

/** Identity and contacts (update profile) or contacts only; the whole form re-renders for a phone row added or removed. */
async function changeProfile(request: Request, user: CurrentUser, form: FormData) {
  const sql = await getSql();
  const meta = commandMeta(user, form);
  let outcome: CommandOutcome | null = null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: the raw field shape differs per schema; only the parsed value is read
  const reply = async <T,>(submission: Submission<any, string[], T>, run: (value: T) => Promise<CommandOutcome>) => {
    // a phone row added or removed (conform's list intents) is no error: the form comes back as sent plus the change
    if (submission.status !== "success") return data({ form: "profile" as const, result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
    try {
      outcome = await run(submission.value);
      return null;
    } catch (err) {
      const r = await refusal(request, submission, err, { conflictKey: "own_profile.conflict" });
      return data({ form: "profile" as const, result: r.result }, { status: r.status });
    }
  };
  const refused = can(user.access, "update", "profile")
    ? await reply(parseForm(form, { schema: ownProfileSchema({ role: user.role, capabilities: user.capabilities }) }), (v) =>
        changeOwnDetails(sql, user, { details: v.details, contact: v.contact, expectedVersion: v.expectedVersion ?? null }, meta),
      )
    : await reply(parseForm(form, { schema: ownContactsSchema }), (v) => changeOwnContacts(sql, user, { contact: v.contact, expectedVersion: v.expectedVersion ?? null }, meta));
  if (refused || !outcome) return refused;
  throw redirect(DASHBOARD, { status: 303, headers: { "Set-Cookie": await flashCookie(request, savedFlash(outcome, "user_saved_successfully")) } });
}

/** The user's own password: old, new, confirm; the user's other sessions end. */
async function changePassword(request: Request, user: CurrentUser, form: FormData) {
  const submission = parseForm(form, { schema: changeOwnPasswordSchema });
  if (submission.status !== "success") return data({ form: "password" as const, result: submission.reply({ hideFields: HIDE }) }, { status: 400 });
  const sql = await getSql();
  const stored = await passwordHashOf(sql, user.id);
  if (!stored) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  if (!(await verifyPassword(stored, submission.value.oldPassword ?? ""))) {
    const t = await getT(request);
    return data({ form: "password" as const, result: submission.reply({ fieldErrors: { oldPassword: [t("wrong_password")] }, hideFields: HIDE }) }, { status: 422 });
  }
  await setPersonPassword(
    sql,
    { personId: user.id, password: submission.value.newPassword as string, grantor: null, keepSessionIdHash: user.sessionIdHash },
    commandMeta(user, form),
  );
  throw redirect(DASHBOARD, {
    status: 303,
    headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "password_saved_successfully" }) },
  });
}

type Intent = typeof PROFILE_INTENT | typeof PASSWORD_INTENT;
const INTENTS: readonly string[] = [PROFILE_INTENT, PASSWORD_INTENT] satisfies Intent[];

export async function action({ request }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const form = await readForm(request);
  const raw = form.get("intent");
  if (typeof raw !== "string" || !INTENTS.includes(raw)) return data({ form: null, result: null }, { status: 400 });
  const intent = raw as Intent;
  switch (intent) {
    case PROFILE_INTENT:
      return changeProfile(request, user, form);
    case PASSWORD_INTENT:
      return changePassword(request, user, form);
    default: {
      const unknown: never = intent;
      throw new Error(`unknown intent ${String(unknown)}`);
    }
  }
}

export default function ProfileEdit() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className={p.page}>
      <p>
        <Link to={DASHBOARD}>← {t("own_profile.back")}</Link>
      </p>
      <h1 className={s.heading}>{t("profile.edit.title")}</h1>
      <section className={pg.sectionCard} aria-labelledby="profile-form-title">
        <h2 id="profile-form-title" className={p.subtitle}>
          {d.mode === "full" ? t("own_profile.edit.details_title") : t("own_profile.edit.contacts_title")}
        </h2>
        {d.mode === "contacts" ? <p className={pg.note}>{t("own_profile.edit.restricted_note")}</p> : null}
        <ProfileForm
          mode={d.mode}
          role={d.role}
          capabilities={d.capabilities}
          hideWorkerFields={d.hideWorkerFields}
          defaults={d.defaults}
          commandId={d.commandIds.profile}
          expectedVersion={d.version}
          lastResult={actionData?.form === "profile" ? actionData.result : undefined}
        />
      </section>
      <section className={pg.sectionCard} aria-labelledby="avatar-form-title">
        <h2 id="avatar-form-title" className={p.subtitle}>
          {t("own_profile.sections.avatar")}
        </h2>
        <AvatarForm name={d.name} photoUrl={d.photoUrl} commandId={d.commandIds.avatar} expectedVersion={d.version} />
      </section>
      <section className={pg.sectionCard} aria-labelledby="password-form-title">
        <h2 id="password-form-title" className={p.subtitle}>
          {t("profile.edit.password_title")}
        </h2>
        {d.hasPassword ? (
          <PasswordForm commandId={d.commandIds.password} lastResult={actionData?.form === "password" ? actionData.result : undefined} />
        ) : (
          <p className={pg.note}>{t("profile.edit.sso_only")}</p>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Cantiere" }];
