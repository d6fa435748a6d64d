import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { verifyPassword } from "~/auth/password.server";
import { authorizeGet } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { changeOwnPasswordSchema } from "~/domain/access/schemas.server";
import { personName } from "~/domain/person/name";
import { ruleBroken } from "~/domain/shared/errors";
import { ownContactsSchema, ownFormDefaults, ownProfileSchema } from "~/domain/person/schema.server";
import { hidesWorkerFields, PERSONAL_PHONE_TYPES } from "~/domain/person/types";
import { passwordHashOf } from "~/events/queries/people.server";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { commandAction } from "~/http/command-action.server";
import { notFound } from "~/http/scope.server";
import { commandIdsFor, savedFlash } from "~/http/command-ids.server";
import { changeOwnContacts } from "~/areas/people/change-own-contacts.server";
import { changeOwnDetails } from "~/areas/people/change-own-details.server";
import { setPersonPassword } from "~/areas/people/set-person-password.server";
import { getSql } from "~/runtime.server";
import { personFileLinks } from "~/storage/person-links.server";
import * as pg from "~/ui/page.css";
import { AvatarForm, ProfilePhoto } from "~/ui/profile/avatar-form";
import { mayChangeOwn } from "~/domain/access/self-service";
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
  if (!profile) throw notFound();
  const hideWorkerFields = hidesWorkerFields(profile.role);
  const defaults = ownFormDefaults(profile.details, profile.contact);
  // a WORKER's form does not show the private phones: the decider keeps the recorded ones
  if (hideWorkerFields) defaults.phones = defaults.phones.filter((ph) => !PERSONAL_PHONE_TYPES.includes(ph.type as never));
  const t = await getT(request);
  return {
    pageTitle: t("profile.edit.title"),
    name: personName(user),
    mode: can(user.access, "update", "profile") ? ("full" as const) : ("contacts" as const),
    role: profile.role,
    capabilities: profile.capabilities,
    hideWorkerFields,
    defaults,
    version: profile.version,
    photoUrl: profile.avatar ? (await personFileLinks(profile.avatar)).url : null,
    // the auditor and the client are shown their photo, never offered to change it (ADR-0006; the command refuses it too)
    avatarForm: mayChangeOwn(profile.role, "avatar"),
    hasPassword: (await passwordHashOf(sql, user.id)) !== null,
    commandIds: commandIdsFor("profile", "avatar", "password"),
  };
}

/** Which profile form the user has: identity and contacts (update profile), or contacts only. */
async function profileFormOf({ user }: { user: CurrentUser }) {
  return { full: can(user.access, "update", "profile"), role: user.role, capabilities: user.capabilities };
}

/** Identity and contacts (update profile) or contacts only (a phone row added or removed re-renders the form); or the own password: old, new, confirm (the user's other sessions end). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: profileFormOf }).intents({
  [PROFILE_INTENT]: {
    schema: (f: Awaited<ReturnType<typeof profileFormOf>>) => (f.full ? ownProfileSchema({ role: f.role, capabilities: f.capabilities }) : ownContactsSchema),
    conflictKey: "own_profile.conflict",
    run: async ({ sql, user, scope, value, meta, expectedVersion }) => {
      const v = value as z.output<ReturnType<typeof ownProfileSchema>> | z.output<typeof ownContactsSchema>;
      const outcome =
        scope.full && "details" in v
          ? await changeOwnDetails(sql, user, { details: v.details, contact: v.contact, expectedVersion }, meta)
          : await changeOwnContacts(sql, user, { contact: v.contact, expectedVersion }, meta);
      return { to: DASHBOARD, flash: savedFlash(outcome, "user_saved_successfully") };
    },
  },
  [PASSWORD_INTENT]: {
    schema: changeOwnPasswordSchema,
    hideFields: HIDE,
    run: async ({ sql, user, value, meta }) => {
      const stored = await passwordHashOf(sql, user.id);
      if (!stored) throw notFound();
      if (!(await verifyPassword(stored, value.oldPassword ?? ""))) throw ruleBroken("wrong_password", { field: "oldPassword" });
      await setPersonPassword(sql, { personId: user.id, password: value.newPassword as string, grantor: null, keepSessionIdHash: user.sessionIdHash }, meta);
      return { to: DASHBOARD, flash: "password_saved_successfully" };
    },
  },
});

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
          lastResult={actionData?.intent === PROFILE_INTENT ? actionData.result : undefined}
        />
      </section>
      <section className={pg.sectionCard} aria-labelledby="avatar-form-title">
        <h2 id="avatar-form-title" className={p.subtitle}>
          {t("own_profile.sections.avatar")}
        </h2>
        {d.avatarForm ? (
          <AvatarForm name={d.name} photoUrl={d.photoUrl} commandId={d.commandIds.avatar} expectedVersion={d.version} />
        ) : (
          <>
            <ProfilePhoto name={d.name} photoUrl={d.photoUrl} />
            <p className={s.muted}>{t("own_profile.avatar.not_yours")}</p>
          </>
        )}
      </section>
      <section className={pg.sectionCard} aria-labelledby="password-form-title">
        <h2 id="password-form-title" className={p.subtitle}>
          {t("profile.edit.password_title")}
        </h2>
        {d.hasPassword ? (
          <PasswordForm commandId={d.commandIds.password} lastResult={actionData?.intent === PASSWORD_INTENT ? actionData.result : undefined} />
        ) : (
          <p className={pg.note}>{t("profile.edit.sso_only")}</p>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
