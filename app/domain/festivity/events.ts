// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
import type { DomainEvent } from "../shared/decider";
import type { CompanyCode } from "../company/companies";

export interface FestivityDetails {
  title: string;
  /** YYYY-MM-DD, inclusive */
  startDate: string;
  endDate: string;
  /** null: a festivity of every company */
  companyCode: CompanyCode | null;
}

export type FestivityAdded = DomainEvent<"FestivityAdded", FestivityDetails & { festivityId: number; at: string; by: number | null }>;
export type FestivityChanged = DomainEvent<"FestivityChanged", FestivityDetails & { festivityId: number; at: string; by: number | null }>;
export type FestivityRemoved = DomainEvent<"FestivityRemoved", { festivityId: number; at: string; by: number | null }>;
export type FestivityEvent = FestivityAdded | FestivityChanged | FestivityRemoved;
