// HR's festivities (spec part 2: hr/festivities): the year's list, new, edit, delete after a confirmation.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { zurichToday } from "~/clock.server";
import { can } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { generateFestivitiesSchema, removeFestivitySchema } from "~/domain/festivity/schema.server";
import type { HolidayId } from "~/domain/festivity/swiss-holidays";
import { formatDate } from "~/domain/shared/format";
import { festivitiesOfYear } from "~/events/queries/festivities.server";
import { commandAction } from "~/http/command-action.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { generateFestivities } from "~/areas/festivities/generate-festivities.server";
import { removeFestivity } from "~/areas/festivities/remove-festivity.server";
import { getSql } from "~/runtime.server";
import * as c from "~/ui/calendar/calendar.css";
import { ConfirmCommandStep } from "~/ui/confirm";
import { GenerateFestivitiesForm } from "~/ui/festivity/generate-form";
import { refusedText } from "~/ui/forms/messages";
import * as s from "~/ui/shell.css";
import { PhoneFold } from "~/ui/phone-fold";
import { queryParams } from "~/domain/shared/query-params";
import { ColumnsTable } from "~/ui/table/columns-table";
import { CsvLink } from "~/ui/csv-link";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "festivities.title",
  policy: { get: anyOf(["read", "hr"]), post: anyOf(["update", "hr"]) },
};

const PATH = "/app/hr/festivities";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const url = new URL(request.url);
  const query = queryParams(url);
  const asked = Number(query.get("year"));
  const year = Number.isInteger(asked) && asked >= 1900 && asked <= 2100 ? asked : zurichToday().year;
  const rows = await festivitiesOfYear(sql, year);
  const t = await getT(request);
  const removing = rows.find((r) => String(r.id) === query.get("remove")) ?? null;
  return {
    heading: t("festivities.title"),
    year,
    mayUpdate: can(user.access, "update", "hr"),
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description ?? "",
      place: r.place ?? "",
      start: formatDate(r.startDate),
      end: formatDate(r.endDate),
      company: r.companyCode ? COMPANY_NAMES[r.companyCode] : t("festivities.all_companies"),
      canton: r.cantonCode ?? "",
      halfDay: r.halfDay,
    })),
    confirm: removing ? { id: removing.id, title: removing.title } : null,
    commandId: newCommandId(),
    generateCommandId: newCommandId(),
  };
}

export const action = (args: ActionFunctionArgs) =>
  commandAction(args, handle).intents({
    "remove-festivity": {
      schema: removeFestivitySchema,
      run: async ({ sql, value, meta }) => {
        await removeFestivity(sql, Number(value.festivityId), meta);
        return { to: PATH, flash: "festivities.deleted" };
      },
    },
    "generate-festivities": {
      schema: generateFestivitiesSchema,
      run: async ({ request, sql, value, meta }) => {
        const t = await getT(request);
        const { added, skipped } = await generateFestivities(
          sql,
          { year: value.year, canton: value.canton, companyCode: value.companyCode ?? null, halfDays: value.halfDays, titleOf: (id: HolidayId) => t(`holidays.days.${id}`) },
          meta,
        );
        return { to: `${PATH}?year=${value.year}`, flash: { kind: "success", key: "festivities.generate.done", params: { added, skipped } } };
      },
    },
  });

export default function Festivities() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // the two forms answer with their own intent: the generation's errors go to its form
  const generated = actionData && actionData.intent === "generate-festivities" ? actionData.result : undefined;
  const refused = actionData && actionData.intent !== "generate-festivities" ? refusedText(t, actionData.result) : null;
  return (
    <section className={c.page} aria-labelledby="festivities-title">
      <h1 id="festivities-title" className={c.heading}>
        {d.heading}
      </h1>
      <PhoneFold>
        <Form method="get" className={c.filter}>
          <label htmlFor="festivities-year">{t("festivities.year")}</label>
          <input id="festivities-year" name="year" type="number" min={1900} max={2100} defaultValue={d.year} className={s.input} />
          <button type="submit" className={s.buttonSecondary}>
            {t("festivities.show")}
          </button>
        </Form>
      </PhoneFold>
      {d.mayUpdate ? (
        <p>
          <Link to={`${PATH}/new`} className={c.linkButton}>
            {t("festivities.new")}
          </Link>
        </p>
      ) : null}
      {d.mayUpdate ? <GenerateFestivitiesForm year={d.year} commandId={d.generateCommandId} action={PATH} lastResult={generated} /> : null}
      {refused ? (
        <p className={s.formError} role="alert">
          {t("festivity_not_deleted")} {refused}
        </p>
      ) : null}
      {d.confirm ? (
        <div role="alertdialog" aria-labelledby="remove-title">
          <ConfirmCommandStep
            title={t("festivities.delete_title")}
            text={t("festivities.delete_text", { title: d.confirm.title })}
            intent="remove-festivity"
            idField="festivityId"
            id={d.confirm.id}
            commandId={d.commandId}
            cancelTo={PATH}
            action={PATH}
            titleId="remove-title"
            cancel={t("festivities.cancel")}
            confirm={t("festivities.delete")}
          />
        </div>
      ) : null}
      <ColumnsTable
        rows={d.rows}
        columns={[
          {
            header: t("festivities.columns.title"),
            cell: (r) => (
              <>
                {r.title}
                {r.description ? (
                  <span className={`${s.muted} ${c.festivityDescription}`} data-field="description">
                    {r.description}
                  </span>
                ) : null}
              </>
            ),
          },
          { header: t("festivities.columns.place"), cell: (r) => r.place, cellProps: () => ({ "data-field": "place" }) },
          ["start", t("festivities.columns.start")],
          ["end", t("festivities.columns.end")],
          ["company", t("festivities.columns.company")],
          ["canton", t("festivities.columns.canton")],
          { header: t("festivities.columns.half_day"), cell: (r) => (r.halfDay ? t("festivities.half_day_yes") : "") },
          d.mayUpdate && {
            header: t("festivities.columns.actions"),
            cell: (r) => (
              <>
                <Link to={`${PATH}/${r.id}/edit`}>{t("festivities.edit")}</Link> · <Link to={`${PATH}?year=${d.year}&remove=${r.id}`}>{t("festivities.delete")}</Link>
              </>
            ),
          },
        ]}
        empty={t("festivities.empty")}
        classes={{ table: c.grid, th: c.th, td: c.hourCell }}
        wrap={c.scroll}
      />
      <CsvLink path="/app/hr/festivities/csv" />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
