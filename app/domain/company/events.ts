// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";

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

/** Every company event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const companyEvents = eventSchemas<CompanyEvent>("company", {
  CompanyRegistered: z.object({
    companyId: z.number().int(),
    code: z.string().min(1),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    color: z.string(),
    at: z.string().min(1),
    by: z.number().int().nullable(),
  }),
});

