// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
import type { DomainEvent } from "../shared/decider";

export interface CompanyProfile {
  /** short stable code used in URLs and rights: cantiere, metalsky, sitaf, metalpiega, edemar, tmwood, electrogestim */
  code: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  /** the stamping location preset of the company's yard */
  latitude: number;
  longitude: number;
  color: string;
}

export type CompanyRegistered = DomainEvent<"CompanyRegistered", CompanyProfile & { companyId: number; at: string; by: number | null }>;
export type CompanyEvent = CompanyRegistered;
