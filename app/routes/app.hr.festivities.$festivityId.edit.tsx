// Changing a festivity (update hr); an unknown or removed one is a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { festivityFormSchema } from "~/domain/festivity/schema.server";
import { commandAction } from "~/http/command-action.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { changeFestivity } from "~/areas/festivities/change-festivity.server";
import { getSql } from "~/runtime.server";
import * as c from "~/ui/calendar/calendar.css";
import { FestivityForm } from "~/ui/calendar/festivity-form";
import { can } from "~/domain/access/permissions";
import { HistoryLink } from "~/ui/history/history-link";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "festivities.title",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const f = await scopedRecord(await getSql(), user, "festivity", params.festivityId);
  const t = await getT(request);
  return { heading: t("festivities.edit_title"), id: f.id, mayAudit: can(user.access, "read", "audit"), defaults: { title: f.title, description: f.description ?? "", place: f.place ?? "", startDate: f.startDate, endDate: f.endDate, companyCode: f.companyCode ?? "", cantonCode: f.cantonCode ?? "", halfDay: f.halfDay ? "on" : "" }, commandId: newCommandId() };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: ({ sql, user, params }) => scopedRecord(sql, user, "festivity", params.festivityId) }).intents({
    "change-festivity": {
      schema: festivityFormSchema,
      run: async ({ sql, scope, value, meta }) => {
        await changeFestivity(sql, scope.id, { title: value.title, description: value.description ?? null, place: value.place ?? null, startDate: value.startDate, endDate: value.endDate, companyCode: value.companyCode ?? null, cantonCode: value.cantonCode ?? null, halfDay: value.halfDay, holidayKey: scope.holidayKey }, meta);
        return { to: `/app/hr/festivities?year=${value.startDate.slice(0, 4)}`, flash: "festivities.saved" };
      },
    },
  });

export default function EditFestivity() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className={c.panel}>
      <h1 className={c.heading}>{d.heading}</h1>
      {d.mayAudit ? (
        <p>
          <HistoryLink streamType="festivity" id={d.id} />
        </p>
      ) : null}
      <FestivityForm intent="change-festivity" defaults={d.defaults} commandId={d.commandId} lastResult={actionData?.result} cancelTo="/app/hr/festivities" />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
