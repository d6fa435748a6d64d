import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { addStampSchema } from "~/domain/stamping/schema.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { addStamp } from "~/areas/stamping/add-stamp.server";
import { getSql } from "~/runtime.server";
import * as s from "~/ui/shell.css";
import { StampForm } from "~/ui/stamping/stamp-form";
import * as st from "~/ui/stamping/stamping.css";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "stamping.hr_menu",
  policy: { get: anyOf(["update", "stampingsLog"]), post: anyOf(["update", "stampingsLog"]) },
};

/** An empty stamp form for the person (HR), with a fresh command id. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const person = await scopedRecord(await getSql(), user, "stampPerson", params.userId);
  const t = await getT(request);
  return {
    personId: person.principal.personId,
    heading: t("stamping.hr.add_title", { name: person.name }),
    defaults: {},
    commandId: newCommandId(),
  };
}

/** HR adds a stamp for the person (update stampingsLog; never for oneself; a reason). */
// a function, never a call at the top of the module: the browser bundle keeps no server code (the command action is a .server module)
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, {
  ...handle,
  scope: ({ sql, user, params }) => scopedRecord(sql, user, "stampPerson", params.userId),
}).intents({
  "add-stamp": {
    schema: addStampSchema,
    run: async ({ sql, user, scope, value: v, meta }) => {
      const personId = scope.principal.personId;
      await addStamp(sql, user, { personId, kind: v.kind, stampedAt: v.stampedAt, reason: v.reason }, meta);
      return { to: `/app/hr/users/${personId}/stamps?month=${v.stampedAt.slice(0, 7)}`, flash: "stamping_log_created_successfully" };
    },
  },
});

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
