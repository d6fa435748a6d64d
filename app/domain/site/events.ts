// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas, eventUnionOf } from "../shared/event-schemas";
import { COMPANY_CODES, type CompanyCode } from "../company/companies";

export type Currency = "CHF" | "EUR" | "USD";

export interface SiteDetails {
  title: string;
  quickcomId: string;
  subject: string;
  status: "PLANNED" | "OPEN" | "SUSPENDED" | "CLOSED";
  category: string;
  address: string;
  city: string;
  zip: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
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

export type SiteRegistered = DomainEvent<"SiteRegistered", SiteDetails & { siteId: number; at: string; by: number | null }>;
export type SiteDetailsRevised = DomainEvent<"SiteDetailsRevised", Partial<SiteDetails> & { siteId: number; at: string; by: number | null }>;
export type SiteEvent = SiteRegistered | SiteDetailsRevised;

// money is in cents but checked only as a number: the shape is what is stored, not the form's rules
const siteDetails = {
  title: z.string(),
  quickcomId: z.string(),
  subject: z.string(),
  status: z.enum(["PLANNED", "OPEN", "SUSPENDED", "CLOSED"]),
  category: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  companyCode: z.enum(COMPANY_CODES),
  currency: z.enum(["CHF", "EUR", "USD"]),
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

/** Every site event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const siteEvents = eventSchemas<SiteEvent>("site", {
  SiteRegistered: z.object({ ...siteDetails, ...ref }),
  // only the fields that changed
  SiteDetailsRevised: z.object(siteDetails).partial().extend(ref),
});

export const siteEventSchema = eventUnionOf(siteEvents);
