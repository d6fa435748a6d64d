import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm, safeRedirect } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";
import { supportDecider } from "~/domain/support/decider";
import { supportRequestSchema } from "~/domain/support/schema";
import { handleCommand } from "~/events/handle-command.server";
import { commandMeta, newCommandId, refusal } from "~/operations/action.server";
import { getSql } from "~/runtime.server";
import { SupportForm } from "~/ui/support-form";
import * as p from "~/ui/page.css";
import * as s from "~/ui/shell.css";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "support.title", policy: { get: SIGNED_IN, post: SIGNED_IN } };

/** The support request form on a page of its own: where the footer's form lands when it needs correcting. */
export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  return { commandId: newCommandId(), page: safeRedirect(new URL(request.url).searchParams.get("page"), "/app") };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const form = await readForm(request);
  const submission = parseForm(form, { schema: supportRequestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const back = safeRedirect(submission.value.page, "/app");
  try {
    await handleCommand(await getSql(), supportDecider, {
      command: (id) => ({
        type: "SubmitSupportRequest" as const,
        requestId: id,
        personId: user.id,
        title: submission.value.title,
        message: submission.value.message,
        page: back,
      }),
      commandType: "SubmitSupportRequest",
      meta: commandMeta(user, form),
      target: { sequence: "support_request_id_seq" },
      piiSubject: () => `person-${user.id}`,
    });
  } catch (err) {
    const r = await refusal(request, submission, err);
    return data(r.result, { status: r.status });
  }
  throw redirect(back, { status: 303, headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "feedback_sended_successfully" }) } });
}

export default function SupportPage() {
  const { commandId, page } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={p.sectionCard}>
      <h1 className={s.heading}>{t("support.title")}</h1>
      <SupportForm id="support-page" lastResult={lastResult} commandId={commandId} page={page} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Cantiere" }];
