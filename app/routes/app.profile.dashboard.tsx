import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { personName } from "~/domain/person/name";
import { hidesWorkerFields, showsEmployeeFields } from "~/domain/person/types";
import { formatDate } from "~/domain/shared/format";
import { legalDocumentsOf, type LegalDocumentView } from "~/events/queries/legal-documents.server";
import { personProfileOf, type PersonProfile } from "~/events/queries/person-profile.server";
import { isClockedIn } from "~/events/queries/stamps.server";
import { nowIso } from "~/clock.server";
import { getT } from "~/i18n/i18next.server";
import { newCommandId } from "~/http/command-ids.server";
import { getSql } from "~/runtime.server";
import { personFileLinks } from "~/storage/person-links.server";
import { ProfilePhoto } from "~/ui/profile/avatar-form";
import { choiceLabel } from "~/ui/profile/choices";
import * as p from "~/ui/profile/profile.css";
import { ProfileView, type FieldRow, type ProfileSections } from "~/ui/profile/profile-view";
import * as s from "~/ui/shell.css";
import { ClockForm } from "~/ui/stamping/clock-form";
import { notFound } from "~/http/scope.server";
import { zurichToday } from "~/clock.server";
import { isDue } from "~/domain/checklist/template";
import { mandatoryTemplatesOf, openChecklistsOf } from "~/events/queries/checklists.server";
import { MandatoryDue } from "~/ui/checklist/mandatory-due";
import { can } from "~/domain/access/permissions";
import { overdueTools, toolsHeldBy } from "~/events/queries/tools.server";
import { OverdueTools } from "~/ui/tools/overdue-tools";
import { MyChecklists } from "~/ui/checklist/my-checklists";

export const handle: { i18n: string; title: string; policy: Policy } = { i18n: "common", title: "menu.profile", policy: { get: anyOf(["read", "profile"]) } };

const v = (x: string | number | null | undefined) => (x === null || x === undefined || x === "" ? "—" : String(x));
const date = (x: string | null) => (x ? formatDate(x) : "—");
/** an e-mail address's row: the address wraps only at its separators; "—" when none is recorded */
const mail = (key: string, x: string | null | undefined): FieldRow => (x ? [key, x, "email"] : [key, "—"]);

/** The recorded profile as the page's sections; a WORKER's hidden fields are left out, as on their form. */
function sectionsOf(t: TFunction, person: PersonProfile, documents: LegalDocumentView[]): ProfileSections {
  const { details: d, contact: c, employee: e } = person;
  const worker = hidesWorkerFields(person.role);
  const identity: FieldRow[] = [
    ["own_profile.fields.username", v(person.username)],
    mail("own_profile.fields.email", person.email),
    ["own_profile.fields.first_name", v(d.firstName)],
    ["own_profile.fields.last_name", v(d.lastName)],
    ...(worker
      ? []
      : ([
          ["own_profile.fields.birthday", date(d.birthday)],
          ["own_profile.fields.gender", choiceLabel(t, "own_profile.gender", d.gender)],
        ] as FieldRow[])),
    ["own_profile.fields.civil_status", choiceLabel(t, "own_profile.civil_status", d.civilStatus)],
    ["own_profile.fields.children_number", v(d.childrenNumber)],
    ["own_profile.fields.mother_language", choiceLabel(t, "own_profile.mother_language", d.motherLanguage)],
  ];
  const contacts: FieldRow[] = [
    ["own_profile.fields.address", v(c.address)],
    ["own_profile.fields.zip", v(c.zip)],
    ["own_profile.fields.city", v(c.city)],
    ["own_profile.fields.country", choiceLabel(t, "own_profile.country", c.countryId)],
    mail("own_profile.fields.personal_mail", c.personalMail),
    mail("own_profile.fields.office_mail", c.officeMail),
  ];
  const hours = (a: string | null, b: string | null) => (a && b ? `${a}–${b}` : "—");
  const employee: FieldRow[] | null = showsEmployeeFields(person.role, person.capabilities)
    ? [
        ["hr.person.fields.badge", v(e.badgeId)],
        ["hr.person.fields.hired", date(e.hiredAt)],
        ["hr.person.fields.terminated", date(e.terminatedAt)],
        ["hr.person.fields.work_percentage", e.workPercentage === null ? "—" : `${e.workPercentage} %`],
        ["hr.person.fields.holidays", v(e.holidaysCount)],
        ["hr.person.fields.break_time", e.breakTime === null ? "—" : t("hr.person.minutes", { count: e.breakTime })],
        ["hr.person.fields.winter_hours", hours(e.winterStart, e.winterEnd)],
        ["hr.person.fields.summer_hours", hours(e.summerStart, e.summerEnd)],
      ]
    : null;
  return {
    identity,
    contacts,
    phones: c.phones.filter((ph) => !worker || (ph.type !== "mobile" && ph.type !== "home")).map((ph) => ({ number: ph.number, type: choiceLabel(t, "own_profile.phone_type", ph.type) })),
    work: [
      ["own_profile.fields.company", COMPANY_NAMES[person.companyCode] ?? person.companyCode],
      ["own_profile.fields.role", person.role ? t(`access_names.roles.${person.role}`) : "—"],
    ],
    employee,
    documents: documents.map((doc) => ({ id: doc.documentId, title: doc.title, number: doc.number, expires: doc.expiresAt ? formatDate(doc.expiresAt) : null })),
  };
}

/** The user's own profile, read-only, with the links to what they may do for themselves. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const today = zurichToday().toString();
  const managesTools = can(user.access, "read", "tool-manager");
  const [person, documents, t, mandatory, open, held, overdue] = await Promise.all([
    personProfileOf(sql, user.id),
    legalDocumentsOf(sql, user.id),
    getT(request),
    mandatoryTemplatesOf(sql, user.id),
    openChecklistsOf(sql, user.id),
    toolsHeldBy(sql, user.id, today),
    managesTools ? overdueTools(sql, today, 20) : Promise.resolve(null),
  ]);
  if (!person) throw notFound();
  return {
    name: personName(user),
    photoUrl: person.avatar ? (await personFileLinks(person.avatar)).url : null,
    sections: sectionsOf(t, person, documents),
    // the clock button (Working-time issue): clock in, or out when clocked in
    clock: user.access.canStamp ? { open: await isClockedIn(sql, user.id, nowIso()), commandId: newCommandId(), personId: user.id } : null,
    // only the screens this person may use (selfServicesOf), as in the menu
    // the mandatory checklists due on the person's sites (ADR-0072)
    due: mandatory
      .filter((m) => isDue(m.notifyEach, m.lastDate, today))
      .map((m) => ({ siteId: m.siteId, site: m.siteTitle, template: m.templateName, interval: m.notifyEach, last: m.lastDate ? m.lastDate.split("-").reverse().join(".") : null })),
    // overdue returns (ADR-0079): the tools this person holds past their end; every overdue tool for the tool manager
    overdueTools: {
      own: held.filter((h) => h.overdue).map((h) => ({ id: h.id, name: h.name, holder: h.personName, end: formatDate(h.endDate ?? "") })),
      all: overdue ? overdue.map((h) => ({ id: h.id, name: h.name, holder: h.personName, end: formatDate(h.endDate ?? "") })) : null,
    },
    // the checklists waiting for the person on their sites: to fill, or (the foreman) to sign (ADR-0080)
    checklists: open.map((c) => ({
      id: c.id,
      siteId: c.siteId,
      site: c.siteTitle,
      title: c.title,
      readyBy: c.readyBy.split("-").reverse().join("."),
      overdue: c.readyBy < today,
      answered: c.answeredCount,
      total: c.itemCount,
      toSign: c.filled && c.foreman,
    })),
    links: { leave: user.access.canRequestLeave, stamping: user.access.canStamp, expenses: user.access.canClaimExpenses },
  };
}

export default function ProfileDashboard() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${p.page}`}>
      <MandatoryDue items={d.due} />
      <OverdueTools own={d.overdueTools.own} all={d.overdueTools.all} />
      <MyChecklists items={d.checklists} />
      <div className={p.header}>
        <ProfilePhoto name={d.name} photoUrl={d.photoUrl} />
        <h1 className={s.heading}>{d.name}</h1>
      </div>
      <div className={p.actions}>
        <Link to="/app/profile/edit" className={s.buttonSecondary}>
          {t("own_profile.links.edit")}
        </Link>
        <Link to="/app/profile/settings" className={s.buttonSecondary}>
          {t("own_profile.links.settings")}
        </Link>
        {d.links.leave ? (
          <Link to="/app/profile/leaves" className={s.buttonSecondary}>
            {t("leave.dashboard_link")}
          </Link>
        ) : null}
        {d.links.stamping ? (
          <Link to="/app/profile/stamping" className={s.buttonSecondary}>
            {t("stamping.dashboard_link")}
          </Link>
        ) : null}
        {d.links.expenses ? (
          <Link to="/app/profile/expenses" className={s.buttonSecondary}>
            {t("expense.dashboard_link")}
          </Link>
        ) : null}
      </div>
      {d.clock ? <ClockForm action="/app/profile/stamping" commandId={d.clock.commandId} open={d.clock.open} presets={[]} compact from="dashboard" personId={d.clock.personId} /> : null}
      <ProfileView sections={d.sections} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.name} · Cantiere` : "Cantiere" }];
