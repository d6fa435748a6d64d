import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can, peopleCompanies } from "~/domain/access/permissions";
import { anyOf, type Policy } from "~/domain/access/policy";
import { peopleNames } from "~/events/queries/people.server";
import { listWorkingHoursRules } from "~/events/queries/working-hours.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import * as s from "~/ui/shell.css";
import { ruleRowView } from "~/ui/working-hours/view";
import * as w from "~/ui/working-hours/working-hours.css";
import { ColumnsTable } from "~/ui/table/columns-table";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "working_hours.menu",
  policy: { get: anyOf(["read", "hr"]) },
};

/** The working-hours rules of the companies the user may see (summer is the CEST period). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const rules = await listWorkingHoursRules(sql, peopleCompanies(user.principal, user.access));
  const names = await peopleNames(sql, rules.flatMap((r) => r.definition.userIds));
  const t = await getT(request);
  return { heading: t("working_hours.list.title"), rows: rules.map((r) => ruleRowView(t, r, names)), canEdit: can(user.access, "update", "hr") };
}

export default function WorkingHoursList() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={w.page}>
      <div className={w.header}>
        <h1 className={s.heading}>{d.heading}</h1>
        {d.canEdit ? (
          <Link to="/app/hr/working-hours/new" className={s.button}>
            {t("working_hours.list.new")}
          </Link>
        ) : null}
      </div>
      <p className={w.muted}>{t("working_hours.list.explain")}</p>
      <ColumnsTable
        caption={d.heading}
        rows={d.rows}
        columns={[["company", t("working_hours.list.company")], ["winter", t("working_hours.list.winter")], ["summer", t("working_hours.list.summer")], ["forWhom", t("working_hours.list.for_whom")]]}
        actions={
          d.canEdit
            ? {
                header: t("working_hours.list.actions"),
                cell: (r) => (
                  <div className={w.rowActions}>
                    <Link to={`/app/hr/working-hours/${r.id}/edit`} aria-label={`${t("working_hours.list.edit")} ${r.company} ${r.forWhom}`}>
                      {t("working_hours.list.edit")}
                    </Link>
                    {/* a GET form: the button leads to the rule's removal confirmation, which does the POST (works without JavaScript) */}
                    <Form method="get" action={`/app/hr/working-hours/${r.id}/edit`}>
                      <input type="hidden" name="remove" value="1" />
                      <input type="hidden" name="from" value="list" />
                      <button type="submit" className={s.buttonSecondary} aria-label={`${t("working_hours.remove")} ${r.company} ${r.forWhom}`}>
                        {t("working_hours.remove")}
                      </button>
                    </Form>
                  </div>
                ),
              }
            : null
        }
        empty={t("working_hours.list.empty")}
        rowData="rule"
        classes={w}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
