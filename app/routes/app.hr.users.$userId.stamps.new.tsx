import { parseForm } from "~/ui/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashCookie } from "~/auth/flash.server";
import { readForm } from "~/auth/form.server";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import type { CurrentUser } from "~/auth/user.server";
import { peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { addStampSchema } from "~/domain/stamping/schema";
import { scopedStampPerson } from "~/events/queries/stamps.server";
import { getT } from "~/i18n/i18next.server";
import { commandMeta, newCommandId, refusal } from "~/operations/action.server";
import { addStamp } from "~/operations/stamping.server";
import { getSql } from "~/runtime.server";
import * as s from "~/ui/shell.css";
import { StampForm } from "~/ui/stamping/stamp-form";
import * as st from "~/ui/stamping/stamping.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "stamping.hr_menu",
  policy: { get: anyOf(["update", "stampingsLog"]), post: anyOf(["update", "stampingsLog"]) },
};

async function personOr404(user: CurrentUser, idParam: string | undefined) {
  const person = await scopedStampPerson(await getSql(), peopleCompanies(user.principal, user.access), idParam);
  if (!person) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return person;
}

/** An empty stamp form for the person (HR), with a fresh command id. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const person = await personOr404(user, params.userId);
  const t = await getT(request);
  return {
    personId: person.principal.personId,
    heading: t("stamping.hr.add_title", { name: person.name }),
    defaults: {},
    commandId: newCommandId(),
  };
}

/** HR adds a stamp for the person (update stampingsLog; never for oneself; a reason). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  const person = await personOr404(user, params.userId);
  const form = await readForm(request);
  const submission = parseForm(form, { schema: addStampSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const personId = person.principal.personId;
  try {
    await addStamp(await getSql(), user, { personId, kind: v.kind, stampedAt: v.stampedAt, reason: v.reason }, commandMeta(user, form));
  } catch (err) {
    const r = await refusal(request, submission, err);
    return data({ result: r.result }, { status: r.status });
  }
  throw redirect(`/app/hr/users/${personId}/stamps?month=${v.stampedAt.slice(0, 7)}`, {
    status: 303,
    headers: { "Set-Cookie": await flashCookie(request, { kind: "success", key: "stamping_log_created_successfully" }) },
  });
}

export default function NewStamp() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const back = `/app/hr/users/${d.personId}/stamps`;
  return (
    <section className={`${s.card} ${st.page}`}>
      <p>
        <Link to={back}>← {t("stamping.hr.back")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <StampForm intent="add-stamp" defaults={d.defaults} commandId={d.commandId} expectedVersion={0} lastResult={actionData?.result} cancelTo={back} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
