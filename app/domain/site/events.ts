// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// Three streams (ADR-0051):
// - `site-<id>`: the site itself — registration, its details, figures, status and avatar, and its
//   team (who works on it, in which project function);
// - `favouritesites-<personId>`: one person's favourite sites (a star toggled by that person does
//   not bump the site's version, so it never makes an editor's form stale);
// - `siteschedule-<id>`: one planned phase of a site (ADR-0052).
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";
import { COMPANY_CODES, type CompanyCode } from "../company/companies";
import { DEFAULT_SITE_RADIUS_M } from "../stamping/geofence";
import { PROJECT_FUNCTIONS, type ProjectFunction } from "./lists";
export { SITE_CATEGORIES, PROJECT_FUNCTIONS, type ProjectFunction } from "./lists";

export type Currency = "CHF" | "EUR" | "USD";
export const CURRENCIES = ["CHF", "EUR", "USD"] as const satisfies readonly Currency[];

/** A site's life (ADR-0051): quoted, planned, under way, suspended, closed. */
export const SITE_STATUSES = ["OFFER", "PLANNED", "OPEN", "SUSPENDED", "CLOSED"] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];



export interface SiteDetails {
  title: string;
  quickcomId: string;
  subject: string;
  status: SiteStatus;
  category: string;
  address: string;
  city: string;
  zip: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  /** the geofence around the coordinates, in whole metres (ADR-0122; 300 before schema version 2) */
  radius: number;
  companyCode: CompanyCode;
  currency: Currency;
  /** money in cents of `currency` */
  offer: number;
  total: number;
  requiredAdvances: number;
  cashedAdvances: number;
  balance: number;
  laborCost: number;
  supplierCost: number;
  othersCost: number;
  goodsCost: number;
}

/** The descriptive fields (SiteDetailsChanged). */
export const DETAIL_FIELDS = ["title", "quickcomId", "subject", "category", "address", "city", "zip", "country", "latitude", "longitude", "radius", "companyCode"] as const;
/** Offer, total, advances and balance: sensibleData or sensibleDataClient (SiteFiguresChanged). */
export const TOTAL_FIELDS = ["currency", "offer", "total", "requiredAdvances", "cashedAdvances", "balance"] as const;
/** The costs: sensibleData only (SiteFiguresChanged). */
export const COST_FIELDS = ["laborCost", "supplierCost", "othersCost", "goodsCost"] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type FigureField = (typeof TOTAL_FIELDS)[number] | (typeof COST_FIELDS)[number];

type Ref = { siteId: number; at: string; by: number | null };

export type SiteRegistered = DomainEvent<"SiteRegistered", SiteDetails & Ref>;
/** Before ADR-0051: any fields at once. Still read; no longer recorded. */
export type SiteDetailsRevised = DomainEvent<"SiteDetailsRevised", Partial<SiteDetails> & Ref>;
/** Only the descriptive fields that changed. */
export type SiteDetailsChanged = DomainEvent<"SiteDetailsChanged", Partial<Pick<SiteDetails, DetailField>> & Ref>;
/** Only the money fields that changed (the currency among them). */
export type SiteFiguresChanged = DomainEvent<"SiteFiguresChanged", Partial<Pick<SiteDetails, FigureField>> & Ref>;
export type SiteStatusChanged = DomainEvent<"SiteStatusChanged", { status: SiteStatus; from: SiteStatus } & Ref>;
/** The site's picture (a storage key), or none. */
/** A new picture (its key; its thumbnail is beside it, storage/upload.server thumbnailKeyOf) or none; `previous` names the one it replaced (absent in the events recorded before it was kept). */
export type SiteAvatarChanged = DomainEvent<"SiteAvatarChanged", { avatarKey: string | null; previous?: string | null } & Ref>;
export type SiteTeamMemberAdded = DomainEvent<"SiteTeamMemberAdded", { personId: number; projectFunction: ProjectFunction; priority: number } & Ref>;
export type SiteTeamMemberRemoved = DomainEvent<"SiteTeamMemberRemoved", { personId: number } & Ref>;

export type SiteEvent =
  | SiteRegistered
  | SiteDetailsRevised
  | SiteDetailsChanged
  | SiteFiguresChanged
  | SiteStatusChanged
  | SiteAvatarChanged
  | SiteTeamMemberAdded
  | SiteTeamMemberRemoved;

// money is in cents but checked only as a number: the shape is what is stored, not the form's rules
const siteDetails = {
  title: z.string(),
  quickcomId: z.string(),
  subject: z.string(),
  // PLANNED, OPEN, SUSPENDED and CLOSED since the first sites; OFFER since ADR-0051
  status: z.enum(SITE_STATUSES),
  category: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius: z.number().int().positive(),
  companyCode: z.enum(COMPANY_CODES),
  currency: z.enum(CURRENCIES),
  offer: z.number(),
  total: z.number(),
  requiredAdvances: z.number(),
  cashedAdvances: z.number(),
  balance: z.number(),
  laborCost: z.number(),
  supplierCost: z.number(),
  othersCost: z.number(),
  goodsCost: z.number(),
};
const ref = { siteId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const pick = <K extends keyof typeof siteDetails>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, siteDetails[k]])) as Pick<typeof siteDetails, K>;

/** Every site event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const siteEvents = eventSchemas<SiteEvent>("site", {
  SiteRegistered: z.object({ ...siteDetails, ...ref }),
  // only the fields that changed
  SiteDetailsRevised: z.object(siteDetails).partial().extend(ref),
  SiteDetailsChanged: z.object(pick(DETAIL_FIELDS)).partial().extend(ref),
  SiteFiguresChanged: z.object(pick([...TOTAL_FIELDS, ...COST_FIELDS])).partial().extend(ref),
  SiteStatusChanged: z.object({ status: z.enum(SITE_STATUSES), from: z.enum(SITE_STATUSES), ...ref }),
  SiteAvatarChanged: z.object({ avatarKey: z.string().min(1).nullable(), previous: z.string().min(1).nullable().optional(), ...ref }),
  SiteTeamMemberAdded: z.object({ personId: z.number().int(), projectFunction: z.enum(PROJECT_FUNCTIONS), priority: z.number().int(), ...ref }),
  SiteTeamMemberRemoved: z.object({ personId: z.number().int(), ...ref }),
});

// ---- favourites: stream favouritesites-<personId>

type FavRef = { personId: number; siteId: number; at: string };
export type SiteFavourited = DomainEvent<"SiteFavourited", FavRef>;
export type SiteUnfavourited = DomainEvent<"SiteUnfavourited", FavRef>;
export type FavouriteSiteEvent = SiteFavourited | SiteUnfavourited;

const favRef = z.object({ personId: z.number().int(), siteId: z.number().int(), at: z.string().min(1) });
export const favouriteSiteEvents = eventSchemas<FavouriteSiteEvent>("favouritesites", {
  SiteFavourited: favRef,
  SiteUnfavourited: favRef,
});

// ---- schedules: stream siteschedule-<id> (ADR-0052)

export interface ScheduleDetails {
  siteId: number;
  title: string;
  /** YYYY-MM-DD, Europe/Zurich calendar days */
  startDate: string;
  endDate: string;
  /** the person responsible for the phase, if any */
  responsibleId: number | null;
  notes: string;
}
export type SchedulePlanned = DomainEvent<"SchedulePlanned", ScheduleDetails & { scheduleId: number; at: string; by: number | null }>;
export type ScheduleRemoved = DomainEvent<"ScheduleRemoved", { scheduleId: number; siteId: number; at: string; by: number | null }>;
export type ScheduleEvent = SchedulePlanned | ScheduleRemoved;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const scheduleEvents = eventSchemas<ScheduleEvent>("siteschedule", {
  SchedulePlanned: z.object({
    scheduleId: z.number().int(),
    siteId: z.number().int(),
    title: z.string(),
    startDate: day,
    endDate: day,
    responsibleId: z.number().int().nullable(),
    notes: z.string(),
    at: z.string().min(1),
    by: z.number().int().nullable(),
  }),
  ScheduleRemoved: z.object({ scheduleId: z.number().int(), siteId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() }),
});

/** The schema version new events of each type are written with (app/events/upcasters). */
export const SITE_SCHEMA_VERSIONS: Partial<Record<SiteEvent["type"], number>> = { SiteRegistered: 2 };

/** Version 1 of SiteRegistered to version 2: the default radius (ADR-0122). */
export function upcastSiteRegisteredV1(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, radius: DEFAULT_SITE_RADIUS_M };
}

/** Every event type of a site's own stream. */
export const SITE_EVENT_TYPES = [
  "SiteRegistered",
  "SiteDetailsRevised",
  "SiteDetailsChanged",
  "SiteFiguresChanged",
  "SiteStatusChanged",
  "SiteAvatarChanged",
  "SiteTeamMemberAdded",
  "SiteTeamMemberRemoved",
] as const satisfies readonly SiteEvent["type"][];
