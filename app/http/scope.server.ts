// The one answer to "may this user see this record?" for every loader and action (ADR-0048). A
// record of a company the user may not see, an erased person's, a malformed id and an unknown id
// all read alike: the same 404, before anything else is read or done (ADR-0006).
//
// - scopedPerson(sql, user, param): a person within the user's companies (peopleCompanies: their
//   own company, every company with read allEmployee).
// - scopedRecord(sql, user, kind, param, { personId }): a record of one of the kinds below: its
//   company is the user's (directly, or through the person it belongs to) and, when given, it is
//   that person's. A new area adds its kind here with one entry.
import type { CurrentUser } from "~/auth/user.server";
import type { Queryable } from "~/db.server";
import { peopleCompanies } from "~/domain/access/permissions";
import type { CompanyCode } from "~/domain/company/companies";
import { siteVisibility } from "~/domain/site/visibility";
import { expenseById, type ExpenseRow } from "~/events/queries/expenses.server";
import { leaveById, type LeaveRow } from "~/events/queries/leaves.server";
import { personAccess, type PersonAccessRow } from "~/events/queries/people.server";
import { scheduleById, type ScheduleRow } from "~/events/queries/site-schedules.server";
import { siteForUser, type SiteRecord } from "~/events/queries/sites.server";
import { stampById, stampPersonOf, type StampPerson, type StampRow } from "~/events/queries/stamps.server";
import { workingHoursRuleById, type RuleRow } from "~/events/queries/working-hours.server";

/** The 404 every route answers for a record the user may not see (or that does not exist). */
export function notFound(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** A record id from a path parameter or a form field: 1–15 digits and a safe positive integer, else a 404. */
export function idFromParam(param: unknown): number {
  const id = typeof param === "string" && /^\d{1,15}$/.test(param) ? Number(param) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/**
 * The person this user may see: within their companies, not erased; a 404 otherwise. `includeErased`:
 * an erased person too (a record's history, its PDF: what was decided stays readable).
 */
export async function scopedPerson(
  db: Queryable,
  user: Pick<CurrentUser, "principal" | "access">,
  param: unknown,
  opts: { includeErased?: boolean } = {},
): Promise<PersonAccessRow> {
  const person = await personAccess(db, idFromParam(typeof param === "number" ? String(param) : param));
  if (!person || (person.erased && !opts.includeErased) || !peopleCompanies(user.principal, user.access).includes(person.companyCode)) throw notFound();
  return person;
}

interface ScopedKind<Row> {
  /** the record by id; a kind whose own rule decides what this user sees reads it for the user (a site: siteVisibility) */
  load: (db: Queryable, id: number, user: Pick<CurrentUser, "principal" | "access">) => Promise<Row | null>;
  /** the person the record belongs to: the record is visible when the person is */
  personOf?: (row: Row) => number;
  /** the company of a record that belongs to no one (a company's rule) */
  companyOf?: (row: Row) => CompanyCode;
}

/** Every kind of record a URL or a form names by id, with its row. */
interface Rows {
  expense: ExpenseRow;
  leave: LeaveRow;
  stamp: StampRow;
  /** a person as the stamping rules and screens read them (their principal, break time, badge) */
  stampPerson: StampPerson;
  /** a company's working-hours rule (a removed one is unknown) */
  workingHoursRule: RuleRow;
  /** a construction site of a company the user sees (with onlySitesFav alone, one of their favourites) */
  site: SiteRecord;
  /** a site's planned phase (ADR-0052), visible when its site is; a removed one is unknown */
  schedule: ScheduleRow;
}

const KINDS: { [K in keyof Rows]: ScopedKind<Rows[K]> } = {
  expense: { load: expenseById, personOf: (r) => r.personId },
  leave: { load: leaveById, personOf: (r) => r.personId },
  stamp: { load: stampById, personOf: (r) => r.personId },
  stampPerson: { load: stampPersonOf, personOf: (r) => r.principal.personId },
  workingHoursRule: { load: workingHoursRuleById, companyOf: (r) => r.definition.companyCode },
  site: {
    load: (db, id, user) => {
      const v = siteVisibility(user.principal, user.access);
      const me = user.principal.personId;
      return siteForUser(db, id, { companies: v.companies, onlyFavouritesOf: v.onlyFavourites ? me : null, starredBy: me });
    },
  },
  schedule: {
    load: async (db, id, user) => {
      const row = await scheduleById(db, id);
      return row && (await KINDS.site.load(db, row.siteId, user)) ? row : null;
    },
  },
};

export type ScopedKindName = keyof Rows;

/** A record of `kind` this user may see (and, with `personId`, that person's; with `siteId`, that site's); a 404 otherwise. */
export async function scopedRecord<K extends ScopedKindName>(
  db: Queryable,
  user: Pick<CurrentUser, "principal" | "access">,
  k: K,
  param: unknown,
  opts: { personId?: number; includeErased?: boolean; siteId?: number } = {},
): Promise<Rows[K]> {
  const spec: ScopedKind<Rows[K]> = KINDS[k];
  const row = await spec.load(db, idFromParam(typeof param === "number" ? String(param) : param), user);
  if (!row) throw notFound();
  // a record of another site than the one in the URL (a schedule's form posted to a site it is not of)
  if (opts.siteId !== undefined && (row as { siteId?: number }).siteId !== opts.siteId) throw notFound();
  if (spec.personOf) {
    const personId = spec.personOf(row);
    if (opts.personId !== undefined && personId !== opts.personId) throw notFound();
    await scopedPerson(db, user, personId, { includeErased: opts.includeErased });
  } else if (spec.companyOf) {
    if (!peopleCompanies(user.principal, user.access).includes(spec.companyOf(row))) throw notFound();
  }
  return row;
}
