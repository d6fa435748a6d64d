import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { personName } from "~/domain/person/name";
import { avatarFormSchema, removeAvatarSchema } from "~/domain/person/schema.server";
import { queryParams } from "~/domain/shared/query-params";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { notFound, scopedPerson } from "~/http/scope.server";
import { checkedFile, fileCheck } from "~/http/uploads.server";
import { changeAvatar } from "~/areas/people/change-avatar.server";
import { removeAvatar } from "~/areas/people/remove-avatar.server";
import { getSql } from "~/runtime.server";
import { personFileLinks } from "~/storage/person-links.server";
import { AVATAR_UPLOAD } from "~/storage/upload.server";
import { ConfirmCommandStep, confirmRefusal } from "~/ui/confirm";
import { HR_PERSON_PATHS } from "~/ui/people/person-paths";
import { AvatarForm } from "~/ui/profile/avatar-form";
import * as p from "~/ui/profile/profile.css";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/** Another person's photo as HR changes it (the user form's avatar, spec part 1 §3): the edit page shows the same form; a refusal lands here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  // another company's person, an erased or unknown one: a 404
  const scoped = await scopedPerson(sql, user, params.userId);
  const profile = await personProfileOf(sql, scoped.id);
  if (!profile) throw notFound();
  return {
    id: profile.id,
    name: personName(profile.details),
    photoUrl: profile.avatar ? (await personFileLinks(profile.avatar)).url : null,
    version: profile.version,
    commandId: newCommandId(),
    // the removal's confirmation step (?delete=1), for a photo there is
    confirming: profile.avatar !== null && queryParams(request).get("delete") === "1",
  };
}

/** A new photo for the person (change-avatar: JPEG, PNG or WebP checked by its bytes) or none (remove-avatar, after its confirmation). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
    upload: { maxFileBytes: AVATAR_UPLOAD.maxBytes },
  }).intents({
    "change-avatar": {
      schema: avatarFormSchema,
      conflictKey: "people.form.conflict",
      checkFiles: fileCheck("avatar", AVATAR_UPLOAD, "own_profile.avatar.file_required"),
      failure: ({ files }) => ({ fileSent: Boolean(files?.get("avatar")) }),
      run: async ({ sql, user, scope, meta, expectedVersion, files }) => {
        const file = await checkedFile(files, "avatar", AVATAR_UPLOAD);
        await changeAvatar(sql, user, { personId: scope.id, expectedVersion, file }, meta);
        return { to: HR_PERSON_PATHS.edit(scope.id), flash: "user_saved_successfully" };
      },
    },
    "remove-avatar": {
      schema: removeAvatarSchema,
      conflictKey: "people.form.conflict",
      failure: ({ files }) => ({ fileSent: Boolean(files?.get("avatar")) }),
      run: async ({ sql, user, scope, meta, expectedVersion }) => {
        await removeAvatar(sql, user, { personId: scope.id, expectedVersion }, meta);
        return { to: HR_PERSON_PATHS.edit(scope.id), flash: "user_saved_successfully" };
      },
    },
  });

export default function HrPersonAvatar() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const self = HR_PERSON_PATHS.avatar(d.id);
  return (
    <section className={`${s.card} ${p.page}`}>
      <p>
        <Link to={HR_PERSON_PATHS.edit(d.id)}>← {t("people.form.back_to_person")}</Link>
      </p>
      <h1 className={s.heading}>{t("own_profile.avatar.alt", { name: d.name })}</h1>
      {d.confirming || actionData?.intent === "remove-avatar" ? (
        <ConfirmCommandStep
          title={t("confirm.delete_title")}
          text={t("confirm.delete_text")}
          intent="remove-avatar"
          version={d.version}
          commandId={d.commandId}
          {...confirmRefusal(t, actionData?.intent === "remove-avatar" ? actionData.result.error : null)}
          irreversible
          encType="multipart/form-data"
          cancelTo={self}
          titleId="remove-avatar-title"
          cancel={t("confirm.cancel")}
          confirm={t("confirm.delete")}
        />
      ) : (
        <AvatarForm
          name={d.name}
          photoUrl={d.photoUrl}
          commandId={d.commandId}
          expectedVersion={d.version}
          lastResult={actionData?.result}
          fileSent={actionData?.fileSent === true}
          action={self}
        />
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.name} · Cantiere` : "Cantiere" }];
