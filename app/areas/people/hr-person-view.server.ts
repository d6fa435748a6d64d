// What HR's read-only view of one person shows (issue 11): the whole record from person_profile,
// the documents that expire within 30 days (or have expired), the assigned sites by name and the
// photo by a signed link. The caller has checked the person is within the user's companies
// (personPageOf); every read here is limited to those companies again.
import { Temporal } from "temporal-polyfill";
import type { Actor } from "~/domain/access/actor";
import type { Queryable } from "~/db.server";
import { can, siteCompanies } from "~/domain/access/permissions";
import { COMPANY_NAMES } from "~/domain/company/companies";
import { formatDate } from "~/domain/shared/format";
import { SITE_ROLES } from "~/domain/person/types";
import { notFound } from "~/http/scope.server";
import { personFileLinks } from "~/storage/person-links.server";
import { sitesForHours } from "~/events/queries/daily-hours.server";
import { hrCompaniesOf } from "~/events/queries/hr-people.server";
import { EXPIRING_WITHIN_DAYS, expiringDocuments, legalDocumentsOf } from "~/events/queries/legal-documents.server";
import { personProfileOf, type PersonProfile } from "~/events/queries/person-profile.server";
import { zurichToday } from "~/clock.server";
import type { LegalDocumentRow } from "~/ui/people/legal-documents";
import type { HrPersonView, ViewField } from "~/ui/people/person-view";

const text = (v: string | number | null | undefined): string | null => (v === null || v === undefined || v === "" ? null : String(v));
const date = (v: string | null) => (v ? formatDate(v) : null);

/** The view of one person, or a 404 when they are not within the user's companies. */
export async function hrPersonViewOf(db: Queryable, user: Actor, personId: number): Promise<HrPersonView> {
  const companies = hrCompaniesOf(user);
  const p = await personProfileOf(db, personId, { companies });
  if (!p) throw notFound();
  const [expiring, photo, sites] = await Promise.all([
    expiringDocuments(db, { companies, today: zurichToday().toString(), withinDays: EXPIRING_WITHIN_DAYS, personId }),
    p.avatar ? personFileLinks(p.avatar) : Promise.resolve(null),
    assignedSiteNames(db, user, p),
  ]);
  const d = p.details;
  const c = p.contact;
  return {
    id: p.id,
    version: p.version,
    active: p.active,
    role: p.role,
    photoUrl: photo?.url ?? null,
    identity: [
      { key: "people_docs.fields.last_name", value: text(d.lastName) },
      { key: "people_docs.fields.first_name", value: text(d.firstName) },
      { key: "people_docs.fields.birthday", value: date(d.birthday) },
      { key: "people_docs.fields.gender", value: d.gender, valueKey: d.gender ? `people_docs.genders.${d.gender}` : undefined },
      { key: "people_docs.fields.civil_status", value: d.civilStatus, valueKey: d.civilStatus ? `people_docs.civil.${d.civilStatus}` : undefined },
      { key: "people_docs.fields.children", value: text(d.childrenNumber) },
      { key: "people_docs.fields.mother_language", value: d.motherLanguage, valueKey: d.motherLanguage ? `people_docs.languages.${d.motherLanguage}` : undefined },
    ],
    contacts: [
      { key: "people_docs.fields.address", value: text(c.address) },
      { key: "people_docs.fields.zip", value: text(c.zip) },
      { key: "people_docs.fields.city", value: text(c.city) },
      { key: "people_docs.fields.country", value: text(c.countryId), valueKey: c.countryId ? `people_docs.countries.c${c.countryId}` : undefined },
      { key: "hr.person.fields.email", value: text(p.email), email: true },
      { key: "people_docs.fields.personal_mail", value: text(c.personalMail), email: true },
      { key: "people_docs.fields.office_mail", value: text(c.officeMail), email: true },
    ],
    phones: c.phones.map((ph) => ({ number: ph.number, typeKey: `people_docs.phone_types.${ph.type}` })),
    account: [
      { key: "hr.person.fields.username", value: text(p.username) },
      { key: "hr.person.fields.company", value: COMPANY_NAMES[p.companyCode] ?? p.companyCode },
      { key: "hr.person.fields.role", value: text(p.role), valueKey: p.role ? `access_names.roles.${p.role}` : undefined },
      { key: "hr.person.fields.capabilities", value: null, valueKeys: p.capabilities.map((c) => `access_names.capabilities.${c}`) },
      { key: "hr.person.fields.status", value: null, valueKey: p.active ? "hr.person.active" : "hr.person.inactive" },
    ],
    quickSalId: can(user.access, "read", "quickSalId") ? p.quickSalId : undefined,
    employment: employmentOf(p),
    sites,
    expiring: expiring.map((x) => ({ documentId: x.documentId, title: x.title, number: x.number, expiresAt: formatDate(x.expiresAt as string), daysLeft: x.daysLeft, expired: x.expired })),
  };
}

function employmentOf(p: PersonProfile): ViewField[] {
  const e = p.employee;
  const hours = (a: string | null, b: string | null) => (a && b ? `${a}–${b}` : null);
  return [
    { key: "hr.person.fields.badge", value: text(e.badgeId) },
    { key: "hr.person.fields.hired", value: date(e.hiredAt) },
    { key: "hr.person.fields.terminated", value: date(e.terminatedAt) },
    { key: "hr.person.fields.work_percentage", value: e.workPercentage === null ? null : `${e.workPercentage} %` },
    { key: "hr.person.fields.holidays", value: text(e.holidaysCount) },
    { key: "hr.person.fields.break_time", value: e.breakTime === null ? null : String(e.breakTime), valueKey: e.breakTime === null ? undefined : "hr.person.minutes", params: e.breakTime === null ? undefined : { count: e.breakTime } },
    { key: "hr.person.fields.winter_hours", value: hours(e.winterStart, e.winterEnd) },
    { key: "hr.person.fields.summer_hours", value: hours(e.summerStart, e.summerEnd) },
  ];
}

/** The names of the person's assigned sites the user sees; null when the person's role has none. */
async function assignedSiteNames(db: Queryable, user: Actor, p: PersonProfile): Promise<string[] | null> {
  if (!p.role || !SITE_ROLES.includes(p.role)) return null;
  if (p.siteIds.length === 0) return [];
  const sites = await sitesForHours(db, siteCompanies(user.principal, user.access));
  return sites.filter((s) => p.siteIds.includes(s.id)).map((s) => `${s.quickcomId} · ${s.title}`);
}

/** The sites a WORKER or INTERIM may be assigned by this user (those they see), with the person's current ones marked. */
export async function siteChoicesOf(db: Queryable, user: Actor, personId: number) {
  const p = await personProfileOf(db, personId, { companies: hrCompaniesOf(user) });
  if (!p) throw notFound();
  const applies = p.role !== null && SITE_ROLES.includes(p.role);
  const sites = applies ? await sitesForHours(db, siteCompanies(user.principal, user.access)) : [];
  return {
    version: p.version,
    role: p.role,
    applies,
    sites: sites.map((s) => ({ id: s.id, label: `${s.quickcomId} · ${s.title}`, company: COMPANY_NAMES[s.companyCode] ?? s.companyCode, assigned: p.siteIds.includes(s.id) })),
  };
}

/**
 * A person's live documents as HR's documents page lists them: expiry as DD.MM.YYYY, the days left
 * when within 30 days or past (the mark), and a signed link (300 seconds) that downloads the file.
 */
export async function legalDocumentRowsOf(db: Queryable, user: Actor, personId: number): Promise<{ version: number; documents: LegalDocumentRow[] }> {
  const companies = hrCompaniesOf(user);
  const p = await personProfileOf(db, personId, { companies });
  if (!p) throw notFound();
  const today = zurichToday();
  const documents = await legalDocumentsOf(db, personId, { companies });
  const rows = await Promise.all(
    documents.map(async (d): Promise<LegalDocumentRow> => {
      const daysLeft = d.expiresAt ? today.until(Temporal.PlainDate.from(d.expiresAt), { largestUnit: "days" }).days : null;
      const ext = KIND_EXT[d.file.contentType] ?? "";
      const links = await personFileLinks(d.file, { downloadName: `${d.title.replace(/[^\p{L}\p{N} ._-]+/gu, "_").slice(0, 80) || "documento"}${ext}` });
      return {
        documentId: d.documentId,
        title: d.title,
        number: d.number,
        expiresAt: d.expiresAt ? formatDate(d.expiresAt) : null,
        daysLeft: daysLeft !== null && daysLeft <= EXPIRING_WITHIN_DAYS ? daysLeft : null,
        signed: d.signed,
        url: links.url,
      };
    }),
  );
  return { version: p.version, documents: rows };
}

const KIND_EXT: Record<string, string> = { "application/pdf": ".pdf", "image/jpeg": ".jpg", "image/png": ".png" };
