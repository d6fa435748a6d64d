import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { getT } from "~/i18n/i18next.server";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { mayChangeOwn } from "~/domain/access/self-service";
import { personName } from "~/domain/person/name";
import { personProfileOf } from "~/events/queries/person-profile.server";
import { commandAction } from "~/http/command-action.server";
import { notFound } from "~/http/scope.server";
import { AVATAR_PAGE_UPLOAD, avatarIntents, avatarPage } from "~/areas/people/avatar-page.server";
import { getSql } from "~/runtime.server";
import { AVATAR_ACTION } from "~/ui/profile/avatar-form";
import { AvatarPage } from "~/ui/profile/avatar-page";

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
    ...(await avatarPage(request, profile)),
    pageTitle: t("own_profile.sections.avatar"),
    name: personName(user),
    // the auditor and the client change no photo of their own (ADR-0101): the photo without its form; the command refuses it too
    mayChange: mayChangeOwn(user.principal.role, "avatar"),
  };
}

/** A new photo (change-avatar: JPEG, PNG or WebP checked by its bytes) or none (remove-avatar). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, upload: AVATAR_PAGE_UPLOAD }).intents(
    avatarIntents({ personOf: ({ user }) => user.id, back: () => BACK, conflictKey: "own_profile.conflict", sender: ({ user }) => mayChangeOwn(user.principal.role, "avatar") }),
  );

export default function ProfileAvatar() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <AvatarPage d={d} answer={useActionData<typeof action>()} heading={d.pageTitle} back={{ to: BACK, label: t("own_profile.links.edit") }} self={AVATAR_ACTION} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
