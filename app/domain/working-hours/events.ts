// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// One stream per working-hours rule (`workinghours-<id>`, ADR-0031). A rule gives winter and summer
// start and end times to all users of its company or to the people it names; an all-day leave takes
// its times from it. No personal data: ids and times only.
import { z } from "zod/v4";
import type { CompanyCode } from "../company/companies";
import { COMPANY_CODES } from "../company/companies";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas, eventUnionOf } from "../shared/event-schemas";

/** What a rule says: the four times ("HH:mm") and to whom they apply. */
export interface WorkingHoursDefinition {
  companyCode: CompanyCode;
  winterStart: string;
  winterEnd: string;
  summerStart: string;
  summerEnd: string;
  /** every user of the company; otherwise only `userIds` */
  allUsers: boolean;
  /** the people it names, ascending; empty when for all users */
  userIds: number[];
}

interface Ref {
  ruleId: number;
  at: string;
  by: number;
}

/** A rule was created by someone with update hr. */
export type WorkingHoursRuleCreated = DomainEvent<"WorkingHoursRuleCreated", Ref & { definition: WorkingHoursDefinition }>;
/** A rule's times or people changed; carries the whole new definition and the previous one. */
export type WorkingHoursRuleChanged = DomainEvent<"WorkingHoursRuleChanged", Ref & { definition: WorkingHoursDefinition; previous: WorkingHoursDefinition }>;
/** A rule was removed; final. Leaves already recorded keep the hours they were recorded with. */
export type WorkingHoursRuleRemoved = DomainEvent<"WorkingHoursRuleRemoved", Ref>;

export type WorkingHoursEvent = WorkingHoursRuleCreated | WorkingHoursRuleChanged | WorkingHoursRuleRemoved;
export type WorkingHoursEventType = WorkingHoursEvent["type"];

export const WORKING_HOURS_EVENT_TYPES = ["WorkingHoursRuleCreated", "WorkingHoursRuleChanged", "WorkingHoursRuleRemoved"] as const satisfies readonly WorkingHoursEventType[];

const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
const workingHoursDefinitionSchema: z.ZodType<WorkingHoursDefinition> = z.object({
  companyCode: z.enum(COMPANY_CODES),
  winterStart: hhmm,
  winterEnd: hhmm,
  summerStart: hhmm,
  summerEnd: hhmm,
  allUsers: z.boolean(),
  userIds: z.array(z.number().int()),
});
const ref = { ruleId: z.number().int(), at: z.string().min(1), by: z.number().int() };

/** Every working-hours event's data, for reading rows back (ADR-0001: deciders and projections see only these). */
export const workingHoursEvents = eventSchemas<WorkingHoursEvent>("workinghours", {
  WorkingHoursRuleCreated: z.object({ ...ref, definition: workingHoursDefinitionSchema }),
  WorkingHoursRuleChanged: z.object({ ...ref, definition: workingHoursDefinitionSchema, previous: workingHoursDefinitionSchema }),
  WorkingHoursRuleRemoved: z.object(ref),
});

export const workingHoursEventSchema = eventUnionOf(workingHoursEvents);
