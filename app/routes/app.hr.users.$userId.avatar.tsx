import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { personName } from "~/domain/person/name";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { commandAction } from "~/http/command-action.server";
import { notFound, scopedPerson } from "~/http/scope.server";
import { AVATAR_PAGE_UPLOAD, avatarIntents, avatarPage } from "~/areas/people/avatar-page.server";
import { getSql } from "~/runtime.server";
import { HR_PERSON_PATHS } from "~/ui/people/person-paths";
import { AvatarPage } from "~/ui/profile/avatar-page";

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
    ...(await avatarPage(request, profile)),
    id: profile.id,
    name: personName(profile.details),
    // update hr changes any photo it reaches
    mayChange: true,
  };
}

/** A new photo for the person (change-avatar: JPEG, PNG or WebP checked by its bytes) or none (remove-avatar, after its confirmation). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    scope: ({ sql, user, params }) => scopedPerson(sql, user, params.userId),
    upload: AVATAR_PAGE_UPLOAD,
  }).intents(avatarIntents<{ id: number }>({ personOf: ({ scope }) => scope.id, back: HR_PERSON_PATHS.edit, conflictKey: "people.form.conflict" }));

export default function HrPersonAvatar() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AvatarPage
      d={d}
      answer={useActionData<typeof action>()}
      heading={t("own_profile.avatar.alt", { name: d.name })}
      back={{ to: HR_PERSON_PATHS.edit(d.id), label: t("people.form.back_to_person") }}
      self={HR_PERSON_PATHS.avatar(d.id)}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.name} · Cantiere` : "Cantiere" }];
