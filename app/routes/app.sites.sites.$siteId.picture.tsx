import { queryParams } from "~/domain/shared/query-params";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmCommandStep, confirmRefusal } from "~/ui/confirm";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { removeSitePictureSchema, sitePictureFormSchema } from "~/domain/site/schema.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { checkedFile, fileCheck } from "~/http/uploads.server";
import { newCommandId } from "~/http/command-ids.server";
import { changeSitePicture } from "~/areas/sites/change-site-picture.server";
import { getSql } from "~/runtime.server";
import { fileStore } from "~/storage/index.server";
import { SITE_PICTURE_UPLOAD } from "~/storage/upload.server";
import { SitePictureForm } from "~/ui/sites/site-picture-form";
import * as s from "~/ui/sites/sites.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "sites.list.title",
  policy: { get: anyOf(["update", "sites"]), post: anyOf(["update", "sites"]) },
};

const dashboardOf = (id: number) => `/app/sites/sites/${id}/dashboard`;

/** The site's picture and its form (update sites; a site the user may not see is a 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const site = await scopedRecord(await getSql(), user, "site", params.siteId);
  return {
    id: site.id,
    title: site.title,
    pictureUrl: site.avatarKey ? await fileStore().signedUrl(site.avatarKey) : null,
    version: site.version,
    commandId: newCommandId(),
    // the removal's confirmation step (?delete=1), for a picture there is
    confirming: site.avatarKey !== null && queryParams(request).get("delete") === "1",
  };
}

/** A new picture (change-site-picture: JPEG, PNG or WebP checked by its bytes) or none (remove-site-picture). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (ADR-0048)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
    ...handle,
    upload: { maxFileBytes: SITE_PICTURE_UPLOAD.maxBytes },
    scope: async ({ sql, user, params }) => scopedRecord(sql, user, "site", params.siteId),
  }).intents({
    "change-site-picture": {
      schema: sitePictureFormSchema,
      conflictKey: "sites.edit.conflict",
      checkFiles: fileCheck("picture", SITE_PICTURE_UPLOAD, "sites.picture.file_required"),
      failure: ({ files }) => ({ fileSent: Boolean(files?.get("picture")) }),
      run: async ({ sql, user, scope, meta, expectedVersion, files }) => {
        const file = await checkedFile(files, "picture", SITE_PICTURE_UPLOAD);
        await changeSitePicture(sql, user, { siteId: scope.id, file, expectedVersion }, meta);
        return { to: dashboardOf(scope.id), flash: "site_saved_successfully" };
      },
    },
    "remove-site-picture": {
      schema: removeSitePictureSchema,
      conflictKey: "sites.edit.conflict",
      failure: ({ files }) => ({ fileSent: Boolean(files?.get("picture")) }),
      run: async ({ sql, user, scope, meta, expectedVersion }) => {
        await changeSitePicture(sql, user, { siteId: scope.id, file: null, expectedVersion }, meta);
        return { to: dashboardOf(scope.id), flash: "site_saved_successfully" };
      },
    },
  });

export default function SitePicture() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className={s.page}>
      <p>
        <Link to={dashboardOf(d.id)}>← {t("sites.edit.back")}</Link>
      </p>
      <h1 className={s.title}>{t("sites.picture.heading", { title: d.title })}</h1>
      {d.confirming || actionData?.intent === "remove-site-picture" ? (
        <ConfirmCommandStep
          title={t("confirm.delete_title")}
          text={t("confirm.delete_text")}
          intent="remove-site-picture"
          version={d.version}
          commandId={d.commandId}
          {...confirmRefusal(t, actionData?.intent === "remove-site-picture" ? actionData.result.error : null)}
          irreversible
          encType="multipart/form-data"
          cancelTo={`/app/sites/sites/${d.id}/picture`}
          titleId="remove-picture-title"
          cancel={t("confirm.cancel")}
          confirm={t("confirm.delete")}
        />
      ) : (
      <SitePictureForm
        title={d.title}
        pictureUrl={d.pictureUrl}
        commandId={d.commandId}
        expectedVersion={d.version}
        lastResult={actionData?.result}
        fileSent={actionData?.fileSent === true}
      />
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];
