// Every aggregate's stored events and the schema each type's data is read back with (after
// decryption and upcasting). Deciders and projections only ever see events decoded here: a row that
// does not match its schema is an EventDecodeError naming the stream, the version and the type,
// never passed on. A row's data is checked, not rebuilt: the decoded event is the row itself, so
// decoding adds no copy; a data object already checked for its type is not checked again.
import { calendarEventEvents, type CalendarEventEvent } from "~/domain/calendar/events";
import { calendarFeedEvents, type CalendarFeedEvent } from "~/domain/calendar-feed/events";
import { checklistEvents, checklistTemplateEvents, type ChecklistEvent, type ChecklistTemplateEvent } from "~/domain/checklist/events";
import { companyEvents, type CompanyEvent } from "~/domain/company/events";
import { dailyHoursEvents, type DailyHoursEvent } from "~/domain/daily-hours/events";
import { delegationEvents, type DelegationEvent } from "~/domain/delegation/events";
import { expenseEvents, type ExpenseEvent } from "~/domain/expense/events";
import { festivityEvents, type FestivityEvent } from "~/domain/festivity/events";
import { journalEvents, type JournalEvent } from "~/domain/journal/events";
import { leaveEvents, type LeaveEvent } from "~/domain/leave/events";
import { monthCloseEvents, type MonthCloseEvent } from "~/domain/month-close/events";
import { approvalRuleEvents, type ApprovalRuleEvent } from "~/domain/approval-rule/events";
import { inboxEvents, type InboxEvent } from "~/domain/notification/events";
import { personEvents, type PersonEvent } from "~/domain/person/events";
import type { DomainEvent } from "~/domain/shared/decider";
import type { EventSchemas } from "~/domain/shared/event-schemas";
import { favouriteSiteEvents, scheduleEvents, siteEvents, type FavouriteSiteEvent, type ScheduleEvent, type SiteEvent } from "~/domain/site/events";
import { siteFilesEvents, type SiteFilesEvent } from "~/domain/site-files/events";
import { stampEvents, type StampEvent } from "~/domain/stamping/events";
import { supportEvents, type SupportEvent } from "~/domain/support/events";
import { workingHoursEvents, type WorkingHoursEvent } from "~/domain/working-hours/events";
import { workingTimeEvents, type WorkingTimeEvent } from "~/domain/working-time/events";
import { toolCategoryEvents, toolEvents, type ToolCategoryEvent, type ToolEvent } from "~/domain/tool/events";
import type { ZodType } from "zod/v4";
import type { Queryable } from "~/db.server";
import { readStream, streamIdOf, type StoredEvent } from "./store.server";

/** Every event the application appends. */
export type AppEvent =
  | CompanyEvent
  | PersonEvent
  | SiteEvent
  | FavouriteSiteEvent
  | ScheduleEvent
  | SiteFilesEvent
  | FestivityEvent
  | CalendarEventEvent
  | CalendarFeedEvent
  | JournalEvent
  | SupportEvent
  | LeaveEvent
  | StampEvent
  | WorkingHoursEvent
  | WorkingTimeEvent
  | DailyHoursEvent
  | ExpenseEvent
  | ToolEvent
  | ToolCategoryEvent
  | ChecklistTemplateEvent
  | ChecklistEvent
  | DelegationEvent
  | MonthCloseEvent
  | ApprovalRuleEvent
  | InboxEvent;
export type AppEventType = AppEvent["type"];

/** Every aggregate's schemas, one per stream type. */
export const aggregateEvents: readonly EventSchemas[] = [
  companyEvents,
  personEvents,
  siteEvents,
  favouriteSiteEvents,
  scheduleEvents,
  siteFilesEvents,
  festivityEvents,
  calendarEventEvents,
  calendarFeedEvents,
  journalEvents,
  supportEvents,
  leaveEvents,
  stampEvents,
  workingHoursEvents,
  workingTimeEvents,
  dailyHoursEvents,
  expenseEvents,
  toolEvents,
  toolCategoryEvents,
  checklistTemplateEvents,
  checklistEvents,
  delegationEvents,
  monthCloseEvents,
  approvalRuleEvents,
  inboxEvents,
] as readonly EventSchemas<never>[] as readonly EventSchemas[];

/** A stored event without its type and data: where and when it was recorded, and by whom. */
export type Envelope = Omit<StoredEvent, "type" | "data">;

/**
 * A stored event whose data matched its type's schema. An intersection distributes over a union,
 * so a switch on `type` narrows `data`; and it is still an `E`, so a decider's evolve takes it.
 */
export type Decoded<E extends DomainEvent> = E & Envelope;

/** The decoded stored event of one or more application event types. */
export type EventOf<T extends AppEventType> = Decoded<Extract<AppEvent, { type: T }>>;

/** A stored event that does not match the schema of its type (or whose type its stream does not know). */
export class EventDecodeError extends Error {
  constructor(
    readonly streamId: string,
    readonly version: number,
    readonly eventType: string,
    /** what did not match: paths and zod issue codes only, never values (they may be personal data) */
    readonly problems: string[],
  ) {
    super(`event ${eventType} in stream ${streamId} at version ${version} cannot be read: ${problems.join("; ")}`);
    this.name = "EventDecodeError";
  }
}

interface Entry {
  streamType: string;
  data: ZodType;
}

function entriesOf(schemas: EventSchemas): Map<string, Entry> {
  return new Map(Object.entries<ZodType>(schemas.data as Record<string, ZodType>).map(([type, data]) => [type, { streamType: schemas.streamType, data }]));
}

const byType = new Map<string, Entry>();
const byStreamType = new Map<string, EventSchemas>();
for (const a of aggregateEvents) {
  if (byStreamType.has(a.streamType)) throw new Error(`two event catalogs for stream type ${a.streamType}`);
  byStreamType.set(a.streamType, a);
  for (const [type, entry] of entriesOf(a)) {
    if (byType.has(type)) throw new Error(`event type ${type} is declared twice`);
    byType.set(type, entry);
  }
}
const entriesBySchemas = new WeakMap<EventSchemas, Map<string, Entry>>();

/** Data objects already checked, with the type they were checked as. */
const checked = new WeakMap<object, string>();

function check(e: StoredEvent, entry: Entry | undefined): void {
  const data = e.data;
  if (typeof data === "object" && data !== null && checked.get(data) === e.type) return;
  if (!entry) throw new EventDecodeError(e.streamId, e.version, e.type, ["no schema declares this event type"]);
  if (entry.streamType !== e.streamType) {
    throw new EventDecodeError(e.streamId, e.version, e.type, [`a ${entry.streamType} event in a ${e.streamType} stream`]);
  }
  const result = entry.data.safeParse(data);
  if (!result.success) {
    throw new EventDecodeError(
      e.streamId,
      e.version,
      e.type,
      result.error.issues.map((i) => `${i.path.length ? i.path.join(".") : "data"}: ${i.code}`),
    );
  }
  if (typeof data === "object" && data !== null) checked.set(data, e.type);
}

/** Decodes an application event through the schema of its type (any aggregate). */
export function decodeEvent(e: StoredEvent): Decoded<AppEvent>;
/** Decodes an event that must be one of `types` (a projection's), through the schema of its type. */
export function decodeEvent<T extends AppEventType>(e: StoredEvent, types: readonly T[]): EventOf<T>;
export function decodeEvent(e: StoredEvent, types?: readonly string[]): Decoded<AppEvent> {
  if (types && !types.includes(e.type)) throw new EventDecodeError(e.streamId, e.version, e.type, [`expected one of ${types.join(", ")}`]);
  check(e, byType.get(e.type));
  return e as Decoded<AppEvent>;
}

/** Decodes a stream's events through its aggregate's schemas (a decider's history). */
export function decodeStream<E extends DomainEvent>(schemas: EventSchemas<E>, events: readonly StoredEvent[]): Decoded<E>[] {
  let entries = entriesBySchemas.get(schemas as EventSchemas);
  if (!entries) entriesBySchemas.set(schemas as EventSchemas, (entries = entriesOf(schemas as EventSchemas)));
  const known = entries;
  return events.map((e) => {
    check(e, known.get(e.type));
    return e as Decoded<E>;
  });
}

/**
 * The schemas of a decider's events: its own `events` when it brings them (a test's or a bench's
 * aggregate), else the catalog's for its stream type. A stream type without schemas is an error:
 * its events could not be decoded.
 */
export function eventSchemasOf<E extends DomainEvent>(decider: { streamType: string; events?: EventSchemas<E> }): EventSchemas<E> {
  if (decider.events) return decider.events;
  const found = byStreamType.get(decider.streamType);
  if (!found) throw new Error(`no event schemas for stream type ${decider.streamType}: add them to app/events/catalog.server.ts`);
  // why the cast: the catalog is keyed by the stream type's name, which the type checker cannot
  // follow to the decider's event union; catalog.unit.test.ts checks every decider against it
  return found as EventSchemas<never> as EventSchemas<E>;
}

/** A record's whole stream decoded through its aggregate's schemas: for a fold outside a command (a preview, a check). */
export async function readDecodedStream<E extends DomainEvent>(db: Queryable, decider: { streamType: string; events?: EventSchemas<E> }, id: number): Promise<Decoded<E>[]> {
  return decodeStream(eventSchemasOf(decider), await readStream(db, streamIdOf(decider.streamType, id)));
}
