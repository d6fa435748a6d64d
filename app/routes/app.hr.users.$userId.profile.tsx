import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { formatDate } from "~/domain/shared/format";
import { personPageOf } from "~/events/queries/person-page.server";
import { getT } from "~/i18n/i18next.server";
import { idFromParam } from "~/operations/http.server";
import { getSql } from "~/runtime.server";
import * as h from "~/ui/history/history.css";
import { PersonHeader } from "~/ui/people/person-header";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "hr.users.list.title", policy: { get: anyOf(["read", "hr"]) } };

/** One person's record as HR reads it (the edit form comes with the user-management issue). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const { person, header, tabs } = await personPageOf(await getSql(), user, idFromParam(params.userId));
  const t = await getT(request);
  const hours = (a: string | null, b: string | null) => (a && b ? `${a}–${b}` : "—");
  const v = (x: string | number | null | undefined) => (x === null || x === undefined || x === "" ? "—" : String(x));
  return {
    header,
    tabs,
    fields: [
      ["username", v(person.username)],
      ["email", v(person.email)],
      ["company", COMPANY_NAMES[person.companyCode]],
      ["role", v(person.role)],
      ["capabilities", person.capabilities.length ? person.capabilities.join(", ") : "—"],
      ["status", person.active ? t("hr.person.active") : t("hr.person.inactive")],
      ["badge", v(person.badgeId)],
      ["hired", person.hiredAt ? formatDate(person.hiredAt) : "—"],
      ["terminated", person.terminatedAt ? formatDate(person.terminatedAt) : "—"],
      ["work_percentage", person.workPercentage === null ? "—" : `${person.workPercentage} %`],
      ["holidays", v(person.holidaysCount)],
      ["break_time", person.breakTime === null ? "—" : t("hr.person.minutes", { count: person.breakTime })],
      ["winter_hours", hours(person.winterStart, person.winterEnd)],
      ["summer_hours", hours(person.summerStart, person.summerEnd)],
    ] as const,
  };
}

export default function HrPersonProfile() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={h.page}>
      <PersonHeader person={d.header} tabs={d.tabs} />
      <section className={h.panel} aria-labelledby="person-profile-title">
        <h2 id="person-profile-title" className={h.subtitle}>
          {t("hr.person.profile_title")}
        </h2>
        <dl className={h.fields}>
          {d.fields.map(([k, value]) => (
            <div key={k} style={{ display: "contents" }} data-field={k}>
              <dt className={h.fieldLabel}>{t(`hr.person.fields.${k}`)}</dt>
              <dd className={h.fieldValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.header.name} · Cantiere` : "Cantiere" }];
