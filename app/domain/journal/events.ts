// STORED EVENT SHAPES ARE PERMANENT. Never edit a shape that has been recorded: add a schema
// version and an upcaster in app/events/upcasters/ instead.
//
// A site journal post (stream `journal-<id>`, ADR-0063): what was done on a site on a day, with
// photos, and the team's comments and likes. The comments and likes live in the post's stream:
// they are decided against it (a removed post takes none, a like counts once per person).
import { z } from "zod/v4";
import type { DomainEvent } from "../shared/decider";
import { eventSchemas } from "../shared/event-schemas";
import { WEATHER_CONDITIONS, type DailyLog } from "./daily-log";

/** One photo of a post: the stored image and its thumbnail (under journal/ and journal/thumbs/). */
export interface JournalImage {
  key: string;
  thumbnailKey: string | null;
}

interface Ref {
  journalId: number;
  siteId: number;
  at: string;
  by: number | null;
}

/**
 * Written by its author, for a day (YYYY-MM-DD, Zurich). Version 2 (ADR-0067) added `dailyLog`
 * (null: none); a version 1 event is upcast with `dailyLog: null`.
 */
export type JournalEntryWritten = DomainEvent<"JournalEntryWritten", Ref & { authorId: number; date: string; title: string; description: string; images: JournalImage[]; dailyLog: DailyLog | null }>;
/** Its title, text, photos or daily log changed; carries the whole new content (a photo left out was removed). Version 2 as Written. */
export type JournalEntryRevised = DomainEvent<"JournalEntryRevised", Ref & { title: string; description: string; images: JournalImage[]; dailyLog: DailyLog | null }>;
/** Removed: no feed shows it any more; final. */
export type JournalEntryRemoved = DomainEvent<"JournalEntryRemoved", Ref>;
/** A comment, numbered within the post (1, 2, …). */
export type JournalCommentAdded = DomainEvent<"JournalCommentAdded", Ref & { commentId: number; text: string }>;
export type JournalCommentRemoved = DomainEvent<"JournalCommentRemoved", Ref & { commentId: number }>;
/** `personId` likes the post (at most once at a time). */
export type JournalEntryLiked = DomainEvent<"JournalEntryLiked", Ref & { personId: number }>;
export type JournalEntryUnliked = DomainEvent<"JournalEntryUnliked", Ref & { personId: number }>;

export type JournalEvent =
  | JournalEntryWritten
  | JournalEntryRevised
  | JournalEntryRemoved
  | JournalCommentAdded
  | JournalCommentRemoved
  | JournalEntryLiked
  | JournalEntryUnliked;

export const JOURNAL_EVENT_TYPES = [
  "JournalEntryWritten",
  "JournalEntryRevised",
  "JournalEntryRemoved",
  "JournalCommentAdded",
  "JournalCommentRemoved",
  "JournalEntryLiked",
  "JournalEntryUnliked",
] as const;

const ref = { journalId: z.number().int(), siteId: z.number().int(), at: z.string().min(1), by: z.number().int().nullable() };
const image = z.object({ key: z.string().min(1), thumbnailKey: z.string().min(1).nullable() });
const dailyLog = z
  .object({
    weather: z.object({ condition: z.enum(WEATHER_CONDITIONS), temperatureC: z.number().int().nullable() }).nullable(),
    crew: z.array(z.number().int()),
    crewNote: z.string(),
    equipment: z.string(),
    delays: z.string(),
    incidents: z.string(),
  })
  .nullable();
const content = { title: z.string(), description: z.string(), images: z.array(image), dailyLog };

/** Every journal event's data, for reading rows back (ADR-0050). */
export const journalEvents = eventSchemas<JournalEvent>("journal", {
  JournalEntryWritten: z.object({ ...ref, ...content, authorId: z.number().int(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  JournalEntryRevised: z.object({ ...ref, ...content }),
  JournalEntryRemoved: z.object(ref),
  JournalCommentAdded: z.object({ ...ref, commentId: z.number().int(), text: z.string() }),
  JournalCommentRemoved: z.object({ ...ref, commentId: z.number().int() }),
  JournalEntryLiked: z.object({ ...ref, personId: z.number().int() }),
  JournalEntryUnliked: z.object({ ...ref, personId: z.number().int() }),
});


/** The schema versions new journal events are written with (ADR-0067). */
export const JOURNAL_SCHEMA_VERSIONS: Partial<Record<JournalEvent["type"], number>> = { JournalEntryWritten: 2, JournalEntryRevised: 2 };

/** Version 1 of JournalEntryWritten or JournalEntryRevised to version 2: no daily log. */
export function upcastJournalContentV1(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, dailyLog: null };
}
