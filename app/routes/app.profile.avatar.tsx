import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readUploadForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { personName } from "~/domain/person/name";
import { avatarFormSchema } from "~/domain/person/schema";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { getT } from "~/i18n/i18next.server";
import { commandMeta, expectedVersionFrom, newCommandId, refusal } from "~/operations/action.server";
import { changeAvatar, removeAvatar } from "~/operations/person-uploads.server";
import { getSql } from "~/runtime.server";
import { personFileLinks } from "~/storage/person-links.server";
import { AVATAR_UPLOAD, checkUpload } from "~/storage/upload.server";
import { parseForm } from "~/ui/forms/parse";
import { AvatarForm } from "~/ui/profile/avatar-form";
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
  if (!profile) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return {
    name: personName(user),
    photoUrl: profile.avatar ? (await personFileLinks(profile.avatar)).url : null,
    version: profile.version,
    commandId: newCommandId(),
  };
}

/** A new photo (change-avatar: JPEG, PNG or WebP checked by its bytes) or none (remove-avatar). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const { form, files } = await readUploadForm(request, { maxFileBytes: AVATAR_UPLOAD.maxBytes });
  const received = files.get("avatar");
  const fileSent = Boolean(received);
  const submission = parseForm(form, { schema: avatarFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), fileSent }, { status: 400 });
  const t = await getT(request);
  const sql = await getSql();
  const input = { personId: user.id, expectedVersion: expectedVersionFrom(form) };
  try {
    const intent = submission.value.intent;
    switch (intent) {
      case "change-avatar": {
        if (!received) return data({ result: submission.reply({ fieldErrors: { avatar: [t("own_profile.avatar.file_required")] } }), fileSent }, { status: 400 });
        const checked = await checkUpload(received, AVATAR_UPLOAD);
        if (!checked.ok) {
          const reason = `${t("upload_failed")} – ${t(`storage.reason.${checked.reason}`, checked.params)}`;
          return data({ result: submission.reply({ fieldErrors: { avatar: [reason] } }), fileSent }, { status: 400 });
        }
        await changeAvatar(sql, user, { ...input, file: checked.file }, commandMeta(user, form));
        break;
      }
      case "remove-avatar":
        await removeAvatar(sql, user, input, commandMeta(user, form));
        break;
      default: {
        const unknown: never = intent;
        throw new Error(`unknown intent ${String(unknown)}`);
      }
    }
  } catch (err) {
    const r = await refusal(request, submission, err, { conflictKey: "own_profile.conflict" });
    return data({ result: r.result, fileSent }, { status: r.status });
  }
  throw redirect(BACK, { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "user_saved_successfully" }) } });
}

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
      <AvatarForm name={d.name} photoUrl={d.photoUrl} commandId={d.commandId} expectedVersion={d.version} lastResult={actionData?.result} fileSent={actionData?.fileSent} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Cantiere" }];
