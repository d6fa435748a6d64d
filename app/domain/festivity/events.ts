// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";
import { COMPANY_CODES, type CompanyCode } from "../company/companies";
import { CANTON_CODES, type CantonCode } from "./swiss-holidays";

export interface FestivityDetails {
  title: string;
  /** YYYY-MM-DD, inclusive */
  startDate: string;
  endDate: string;
  /** null: a festivity of every company */
  companyCode: CompanyCode | null;
  /** the canton whose holiday it is (recorded from 2026-11-26; absent before: none) */
  cantonCode?: CantonCode | null;
  /** only the afternoon is free: counts 4 of a day's 8 hours (ADR-0062; absent before: false) */
  halfDay?: boolean;
  /** canton:year:day of a generated public holiday, so generating a year again adds nothing twice (absent: added by hand) */
  holidayKey?: string | null;
  /** spec part 2 §7 (event and festivity): a description and a place (recorded from 2026-11-29; absent before: none) */
  description?: string | null;
  place?: string | null;
}

export type FestivityAdded = DomainEvent<"FestivityAdded", FestivityDetails & { festivityId: number; at: string; by: number | null }>;
export type FestivityChanged = DomainEvent<"FestivityChanged", FestivityDetails & { festivityId: number; at: string; by: number | null }>;
export type FestivityRemoved = DomainEvent<"FestivityRemoved", { festivityId: number; at: string; by: number | null }>;
export type FestivityEvent = FestivityAdded | FestivityChanged | FestivityRemoved;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ref = { festivityId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const details = { title: z.string(), startDate: ymd, endDate: ymd, companyCode: z.enum(COMPANY_CODES).nullable(),
  cantonCode: z.enum(CANTON_CODES).nullable().optional(),
  halfDay: z.boolean().optional(),
  holidayKey: z.string().max(80).nullable().optional(),
  description: z.string().nullable().optional(),
  place: z.string().nullable().optional(),
};

/** Every festivity event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const festivityEvents = eventSchemas<FestivityEvent>("festivity", {
  FestivityAdded: z.object({ ...details, ...ref }),
  FestivityChanged: z.object({ ...details, ...ref }),
  FestivityRemoved: z.object(ref),
});

