import { queryParams } from "~/domain/shared/query-params";
import { getT } from "~/i18n/i18next.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { mayChangeOwn } from "~/domain/access/self-service";
import { personName } from "~/domain/person/name";
import { avatarFormSchema, removeAvatarSchema } from "~/domain/person/schema.server";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { commandAction } from "~/http/command-action.server";
import { notFound } from "~/http/scope.server";
import { checkedFile, fileCheck } from "~/http/uploads.server";
import { newCommandId } from "~/http/command-ids.server";
import { changeAvatar } from "~/areas/people/change-avatar.server";
import { removeAvatar } from "~/areas/people/remove-avatar.server";
import { getSql } from "~/runtime.server";
import { personFileLinks } from "~/storage/person-links.server";
import { AVATAR_UPLOAD } from "~/storage/upload.server";
import { AVATAR_ACTION, AvatarForm, ProfilePhoto } from "~/ui/profile/avatar-form";
import { ConfirmCommandStep, confirmRefusal } from "~/ui/confirm";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

const BACK = "/app/profile/edit";

/** The person's own photo with its form (the edit page shows the same form; a refusal lands here). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const profile = await personProfileOf(await getSql(), user.id);
  if (!profile) throw notFound();
  const t = await getT(request);
  return {
    pageTitle: t("own_profile.sections.avatar"),
    name: personName(user),
    photoUrl: profile.avatar ? (await personFileLinks(profile.avatar)).url : null,
    version: profile.version,
    // the auditor and the client change no photo of their own (ADR-0101): the photo without its form; the command refuses it too
    mayChange: mayChangeOwn(user.principal.role, "avatar"),
    commandId: newCommandId(),
    // the removal's confirmation step (?delete=1), for a photo there is
    confirming: profile.avatar !== null && queryParams(request).get("delete") === "1",
  };
}

/** A new photo (change-avatar: JPEG, PNG or WebP checked by its bytes) or none (remove-avatar). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, upload: { maxFileBytes: AVATAR_UPLOAD.maxBytes } }).intents({
  "change-avatar": {
    schema: avatarFormSchema,
    sender: ({ user }) => mayChangeOwn(user.principal.role, "avatar"),
    conflictKey: "own_profile.conflict",
    checkFiles: fileCheck("avatar", AVATAR_UPLOAD, "own_profile.avatar.file_required"),
    failure: ({ files }) => ({ fileSent: Boolean(files?.get("avatar")) }),
    run: async ({ sql, user, meta, expectedVersion, files }) => {
      const file = await checkedFile(files, "avatar", AVATAR_UPLOAD);
      await changeAvatar(sql, user, { personId: user.id, expectedVersion, file }, meta);
      return { to: BACK, flash: "user_saved_successfully" };
    },
  },
  "remove-avatar": {
    schema: removeAvatarSchema,
    sender: ({ user }) => mayChangeOwn(user.principal.role, "avatar"),
    conflictKey: "own_profile.conflict",
    failure: ({ files }) => ({ fileSent: Boolean(files?.get("avatar")) }),
    run: async ({ sql, user, meta, expectedVersion }) => {
      await removeAvatar(sql, user, { personId: user.id, expectedVersion }, meta);
      return { to: BACK, flash: "user_saved_successfully" };
    },
  },
});

export default function ProfileAvatar() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${p.page}`}>
      <p>
        <Link to={BACK}>← {t("own_profile.links.edit")}</Link>
      </p>
      <h1 className={s.heading}>{t("own_profile.sections.avatar")}</h1>
      {d.mayChange && (d.confirming || actionData?.intent === "remove-avatar") ? (
        <ConfirmCommandStep
          title={t("confirm.delete_title")}
          text={t("confirm.delete_text")}
          intent="remove-avatar"
          version={d.version}
          commandId={d.commandId}
          {...confirmRefusal(t, actionData?.intent === "remove-avatar" ? actionData.result.error : null)}
          irreversible
          encType="multipart/form-data"
          cancelTo={AVATAR_ACTION}
          titleId="remove-avatar-title"
          cancel={t("confirm.cancel")}
          confirm={t("confirm.delete")}
        />
      ) : d.mayChange ? (
        <AvatarForm name={d.name} photoUrl={d.photoUrl} commandId={d.commandId} expectedVersion={d.version} lastResult={actionData?.result} fileSent={actionData?.fileSent === true} />
      ) : (
        <>
          <ProfilePhoto name={d.name} photoUrl={d.photoUrl} />
          <p className={s.muted}>{t("own_profile.avatar.not_yours")}</p>
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
