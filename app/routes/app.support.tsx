import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { localPath } from "~/domain/shared/local-path";
import { authorizeGet } from "~/auth/policy.server";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";
import { supportRequestSchema } from "~/domain/support/schema.server";
import { commandAction } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { submitSupportRequest } from "~/areas/support/submit-support-request.server";
import { SupportForm } from "~/ui/support-form";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "support.title", policy: { get: SIGNED_IN, post: SIGNED_IN } };

/** The support request form on a page of its own: where the footer's form lands when it needs correcting. */
export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const t = await getT(request);
  return { pageTitle: t("support.title"), commandId: newCommandId(), page: localPath(queryParams(request).get("page"), "/app") };
}

/** Sends the request and goes back to the page it was sent from (a local path only), with `feedback_sended_successfully`. */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  "submit-support-request": {
    schema: supportRequestSchema,
    run: async ({ sql, user, value, meta }) => {
      const back = localPath(value.page, "/app");
      await submitSupportRequest(sql, user, { title: value.title, message: value.message, page: back }, meta);
      return { to: back, flash: "feedback_sended_successfully" };
    },
  },
});

export default function SupportPage() {
  const { commandId, page } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const { t } = useTranslation();
  return (
    <section className={p.sectionCard}>
      <h1 className={s.heading}>{t("support.title")}</h1>
      <SupportForm id="support-page" lastResult={lastResult} commandId={commandId} page={page} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];
