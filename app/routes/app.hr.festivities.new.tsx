// A new festivity (update hr); saved → the list of its year.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { festivityFormSchema } from "~/domain/festivity/schema.server";
import { commandAction } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { addFestivity } from "~/areas/festivities/add-festivity.server";
import * as c from "~/ui/calendar/calendar.css";
import { FestivityForm } from "~/ui/calendar/festivity-form";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "festivities.title",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  const t = await getT(request);
  return { heading: t("festivities.new"), commandId: newCommandId() };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "add-festivity": {
      schema: festivityFormSchema,
      run: async ({ sql, value, meta }) => {
        await addFestivity(sql, { title: value.title, description: value.description ?? null, place: value.place ?? null, startDate: value.startDate, endDate: value.endDate, companyCode: value.companyCode ?? null, cantonCode: value.cantonCode ?? null, halfDay: value.halfDay }, meta);
        return { to: `/app/hr/festivities?year=${value.startDate.slice(0, 4)}`, flash: "festivities.saved" };
      },
    },
  });

export default function NewFestivity() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className={c.panel}>
      <h1 className={c.heading}>{d.heading}</h1>
      <FestivityForm intent="add-festivity" defaults={{ title: "", description: "", place: "", startDate: "", endDate: "", companyCode: "", cantonCode: "", halfDay: "" }} commandId={d.commandId} lastResult={actionData?.result} cancelTo="/app/hr/festivities" />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
