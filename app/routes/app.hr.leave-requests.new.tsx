import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { hrLeaveFormSchema } from "~/domain/leave/schema.server";
import { hrPeopleOptions, isInHrScope } from "~/events/queries/hr-people.server";
import { DomainError } from "~/domain/shared/errors";
import { commandAction } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { requestLeave } from "~/areas/leave/request-leave.server";
import { getSql } from "~/runtime.server";
import { LeaveForm } from "~/ui/leave/leave-form";
import * as l from "~/ui/leave/leave.css";
import * as s from "~/ui/shell.css";
import { personChoices } from "~/ui/people/person-choices";
import { queryParams } from "~/domain/shared/query-params";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "menu.leave_requests",
  policy: { get: anyOf(["update", "hr"], ["update", "leave"]), post: anyOf(["update", "hr"], ["update", "leave"]) },
};

const LIST = "/app/hr/leave-requests";

/** The request form with a chooser of the people this user may see (listed in HR, within their companies). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const people = await hrPeopleOptions(await getSql(), user);
  const t = await getT(request);
  const preset = queryParams(request).get("personId") ?? "";
  return {
    heading: t("leave.hr.new_any_title"),
    people: personChoices(people, { company: "always" }),
    personId: people.some((p) => String(p.id) === preset) ? preset : "",
    commandId: newCommandId(),
  };
}

/** HR records a request for any person within their companies; another company's person is refused beside the field. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
  "request-leave": {
    schema: hrLeaveFormSchema,
    run: async ({ sql, user, value, meta }) => {
      const { personId, leave } = value;
      if (!(await isInHrScope(sql, user, personId))) throw new DomainError("not_found", "errors.not_found", { field: "personId" });
      await requestLeave(sql, user, { personId, leave }, meta);
      return { to: LIST, flash: "leave_saved_successfully" };
    },
  },
});

export default function HrNewLeaveRequest() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${l.page}`}>
      <p>
        <Link to={LIST}>← {t("leave.hr.list.title")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <LeaveForm
        intent="request-leave"
        defaults={{ shape: "range", minutes: "0", personId: d.personId }}
        commandId={d.commandId}
        expectedVersion={0}
        lastResult={actionData?.result}
        cancelTo={LIST}
        people={d.people}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
