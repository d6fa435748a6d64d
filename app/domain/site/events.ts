// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
import type { DomainEvent } from "../shared/decider";
import type { CompanyCode } from "../company/companies";

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
