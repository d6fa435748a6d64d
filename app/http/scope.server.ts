// The one answer to "may this user see this record?" for every loader and action (ADR-0048). A
// record of a company the user may not see, an erased person's, a malformed id and an unknown id
// all read alike: the same 404, before anything else is read or done (ADR-0006).
//
// - scopedPerson(sql, user, param): a person within the user's companies (peopleCompanies: their
//   own company, every company with read allEmployee).
// - scopedRecord(sql, user, kind, param, { personId }): a record of one of the kinds below: its
//   company is the user's (directly, or through the person it belongs to) and, when given, it is
//   that person's. A new area adds its kind here with one entry (ADR-0104), and the route parameter
//   that names it in PARAM_KINDS: route-anatomy.unit.test.ts holds every `$` parameter to it.
import type { CurrentUser } from "~/auth/user.server";
import type { Queryable } from "~/db.server";
import { can, peopleCompanies } from "~/domain/access/permissions";
import { mayEditEvent } from "~/domain/calendar/view";
import { seesAllChecklists } from "~/domain/checklist/visibility";
import type { CompanyCode } from "~/domain/company/companies";
import { siteVisibility } from "~/domain/site/visibility";
import { zurichToday } from "~/clock.server";
import { calendarEventById, type CalendarEventRecord } from "~/events/queries/calendar.server";
import { checklistById, checklistTemplateById, teamFunctionOnAny, type ChecklistListItem, type TemplateItem } from "~/events/queries/checklists.server";
import { expenseById, type ExpenseRow } from "~/events/queries/expenses.server";
import { festivityById, type FestivityRow } from "~/events/queries/festivities.server";
import { journalEntryById, type JournalEntryView } from "~/events/queries/journal.server";
import { leaveById, type LeaveRow } from "~/events/queries/leaves.server";
import { personAccess, type PersonAccessRow } from "~/events/queries/people.server";
import { scheduleById, type ScheduleRow } from "~/events/queries/site-schedules.server";
import { siteForUser, type SiteRecord } from "~/events/queries/sites.server";
import { stampById, stampPersonOf, type StampPerson, type StampRow } from "~/events/queries/stamps.server";
import { categoryById, toolById, type CategoryView, type ToolView } from "~/events/queries/tools.server";
import { workingHoursRuleById, type RuleRow } from "~/events/queries/working-hours.server";

/** The 404 every route answers for a record the user may not see (or that does not exist). */
export function notFound(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** The record, or null where the scope answered 404 (anything else, a database out of reach say, still throws). */
export async function visibleOrNull<T>(scoped: Promise<T>): Promise<T | null> {
  try {
    return await scoped;
  } catch (e) {
    if (e instanceof Response && e.status === 404) return null;
    throw e;
  }
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

/** What a caller may ask of a record besides its id. */
export interface ScopeOptions {
  /** the record must be this person's */
  personId?: number;
  /** an erased person's record too (a history, a PDF: what was decided stays readable) */
  includeErased?: boolean;
  /** the record must be of this site (the site of the URL) */
  siteId?: number;
  /** a removed record too (its history) */
  includeRemoved?: boolean;
}

type ScopeUser = Pick<CurrentUser, "principal" | "access">;

interface ScopedKind<Row> {
  /** the record by id; a kind whose own rule decides what this user sees reads it for the user (a site: siteVisibility) */
  load: (db: Queryable, id: number, user: ScopeUser, opts: ScopeOptions) => Promise<Row | null>;
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
  /** a tool of the tool manager (ADR-0069): a reader of the tool manager sees every tool, anyone else only one they hold; a retired one is unknown */
  tool: ToolView;
  /** a checklist (ADR-0072): seen by whoever sees all checklists, else by its site's team; a removed one only with includeRemoved */
  checklist: ChecklistListItem;
  /** a checklist template (the admin's; templates belong to no company): a removed one is unknown */
  checklistTemplate: TemplateItem;
  /** a journal post (ADR-0063) of the site of the URL (siteId is required), visible when its site is; a removed one is unknown */
  journalEntry: JournalEntryView;
  /** a category of the tool manager: everyone the route lets in sees every category (they belong to no company); a deleted one is unknown */
  toolCategory: CategoryView;
  /** a festivity: every company's, or one of a company the user sees people of (peopleCompanies); a removed one is unknown */
  festivity: FestivityRow;
  /** a calendar event as its editor reaches it: its owner, HR, and for a site's event whoever may update sites (mayEditEvent) */
  calendarEvent: CalendarEventRecord;
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
    load: async (db, id, user, opts) => {
      const row = await scheduleById(db, id);
      return row && (await KINDS.site.load(db, row.siteId, user, opts)) ? row : null;
    },
  },
  tool: {
    load: async (db, id, user) => {
      const tool = await toolById(db, id, zurichToday().toString());
      return tool && (can(user.access, "read", "tool-manager") || tool.personId === user.principal.personId) ? tool : null;
    },
  },
  checklist: {
    load: async (db, id, user, opts) => {
      const checklist = await checklistById(db, id, { includeRemoved: opts.includeRemoved });
      if (!checklist) return null;
      // the team of any of its assigned sites sees it (ADR-0117)
      return seesAllChecklists(user) || (await teamFunctionOnAny(db, checklist.sites.map((x) => x.id), user.principal.personId)) !== null ? checklist : null;
    },
  },
  checklistTemplate: { load: (db, id) => checklistTemplateById(db, id) },
  journalEntry: {
    load: async (db, id, user, opts) => {
      if (opts.siteId === undefined) return null;
      const entry = await journalEntryById(db, opts.siteId, id);
      return entry && !entry.removed && (await KINDS.site.load(db, opts.siteId, user, opts)) ? entry : null;
    },
  },
  toolCategory: { load: (db, id) => categoryById(db, id) },
  festivity: {
    load: async (db, id, user) => {
      const f = await festivityById(db, id);
      return f && (f.companyCode === null || peopleCompanies(user.principal, user.access).includes(f.companyCode)) ? f : null;
    },
  },
  calendarEvent: {
    load: async (db, id, user) => {
      const e = await calendarEventById(db, id);
      return e && mayEditEvent({ id: user.principal.personId, access: user.access }, e) ? e : null;
    },
  },
};

/**
 * The route parameter (`$siteId` in a route's file name) that names each kind of record: every `$`
 * parameter of a route resolves through one of these (or scopedPerson for a person), which the route
 * test checks (app/http/route-anatomy.unit.test.ts).
 */
export const PARAM_KINDS: Readonly<Record<string, ScopedKindName | "person">> = {
  userId: "person",
  personId: "person",
  siteId: "site",
  leaveId: "leave",
  expenseId: "expense",
  stampId: "stamp",
  ruleId: "workingHoursRule",
  toolId: "tool",
  checklistId: "checklist",
  templateId: "checklistTemplate",
  journalId: "journalEntry",
  categoryId: "toolCategory",
  festivityId: "festivity",
  eventId: "calendarEvent",
};

export type ScopedKindName = keyof Rows;

/** The sites a record is of: a checklist's assigned sites (ADR-0117), else its one site. */
const sitesOf = (row: unknown): number[] => {
  const r = row as { siteId?: number; sites?: { id: number }[] };
  return r.sites ? r.sites.map((x) => x.id) : r.siteId === undefined ? [] : [r.siteId];
};

/** A record of `kind` this user may see (and, with `personId`, that person's; with `siteId`, that site's); a 404 otherwise. */
export async function scopedRecord<K extends ScopedKindName>(
  db: Queryable,
  user: Pick<CurrentUser, "principal" | "access">,
  k: K,
  param: unknown,
  opts: ScopeOptions = {},
): Promise<Rows[K]> {
  const spec: ScopedKind<Rows[K]> = KINDS[k];
  const row = await spec.load(db, idFromParam(typeof param === "number" ? String(param) : param), user, opts);
  if (!row) throw notFound();
  // a record of another site than the one in the URL (a schedule's form posted to a site it is not of)
  if (opts.siteId !== undefined && !sitesOf(row).includes(opts.siteId)) throw notFound();
  if (spec.personOf) {
    const personId = spec.personOf(row);
    if (opts.personId !== undefined && personId !== opts.personId) throw notFound();
    await scopedPerson(db, user, personId, { includeErased: opts.includeErased });
  } else if (spec.companyOf) {
    if (!peopleCompanies(user.principal, user.access).includes(spec.companyOf(row))) throw notFound();
  }
  return row;
}
