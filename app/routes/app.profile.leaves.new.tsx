import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { leaveFormSchema } from "~/domain/leave/schema.server";
import { leaveListAfterSave } from "~/http/list-requests.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { commandAction } from "~/http/command-action.server";
import { requestLeave } from "~/areas/leave/request-leave.server";
import { LeaveForm } from "~/ui/leave/leave-form";
import * as l from "~/ui/leave/leave.css";
import * as s from "~/ui/shell.css";
import { UnavailablePage, unavailableOf } from "~/ui/unavailable";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.profile",
  policy: { get: anyOf(["read", "profile"]), post: anyOf(["read", "profile"]) },
};

/** An empty request form with a fresh command id. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const t = await getT(request);
  // a person who may not request leave is told why, not shown a form that refuses on save (ADR-0044)
  const unavailable = unavailableOf(user.access, "requestLeave");
  if (unavailable) return { unavailable, heading: t("unavailable.requestLeave.title"), commandId: "" };
  return { unavailable: null, heading: t("leave.form.new_title"), commandId: newCommandId() };
}

/** The user requests leave for themselves; NO_LEAVE is refused by the rules (`leave.no_leave`). */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  "request-leave": {
    schema: leaveFormSchema,
    run: async ({ sql, user, value, meta }) => {
      await requestLeave(sql, user, { personId: user.id, leave: value.leave }, meta);
      return { to: leaveListAfterSave("/app/profile/leaves", value.leave), flash: "leave_saved_successfully" };
    },
  },
});

export default function NewLeave() {
  const { unavailable, heading, commandId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (unavailable) return <UnavailablePage view={unavailable} />;
  return (
    <section className={`${s.card} ${l.page}`}>
      <h1 className={s.heading}>{heading}</h1>
      <LeaveForm
        intent="request-leave"
        defaults={{ shape: "range", minutes: "0" }}
        commandId={commandId}
        expectedVersion={0}
        lastResult={actionData?.result}
        cancelTo="/app/profile/leaves"
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
