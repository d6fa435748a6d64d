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
 * What the author wrote: the post's title, text and daily log. Free text that may name anyone, so
 * since version 3 (ADR-0134) it is the post's `personal` part, encrypted with the author's key:
 * `null` once the author is erased (the page shows "[removed]").
 */
export interface JournalText {
  title: string;
  description: string;
  dailyLog: DailyLog | null;
}

/**
 * Written by its author, for a day (YYYY-MM-DD, Zurich). Version 2 (ADR-0067) added `dailyLog`
 * (null: none); a version 1 event is upcast with `dailyLog: null`. Version 3 (ADR-0134) moved the
 * title, text and daily log into `personal` (the author's); older ones are upcast.
 */
export type JournalEntryWritten = DomainEvent<"JournalEntryWritten", Ref & { authorId: number; date: string; images: JournalImage[]; personal: JournalText | null }>;
/**
 * Its title, text, photos or daily log changed; carries the whole new content (a photo left out was
 * removed). Version 3 as Written: the text is the post author's personal part, whoever revised it
 * (`authorId`: the post's author; null in an event written before version 3).
 */
export type JournalEntryRevised = DomainEvent<"JournalEntryRevised", Ref & { authorId: number | null; images: JournalImage[]; personal: JournalText | null }>;
/** Removed: no feed shows it any more; final. */
export type JournalEntryRemoved = DomainEvent<"JournalEntryRemoved", Ref>;
/** A comment, numbered within the post (1, 2, …). Version 2 (ADR-0134): its text is the commenter's (`by`) personal part. */
export type JournalCommentAdded = DomainEvent<"JournalCommentAdded", Ref & { commentId: number; personal: { text: string } | null }>;
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
const text = z.object({ title: z.string(), description: z.string(), dailyLog }).nullable();

/** Every journal event's data, for reading rows back (ADR-0050). */
export const journalEvents = eventSchemas<JournalEvent>("journal", {
  JournalEntryWritten: z.object({ ...ref, images: z.array(image), personal: text, authorId: z.number().int(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  JournalEntryRevised: z.object({ ...ref, images: z.array(image), personal: text, authorId: z.number().int().nullable() }),
  JournalEntryRemoved: z.object(ref),
  JournalCommentAdded: z.object({ ...ref, commentId: z.number().int(), personal: z.object({ text: z.string() }).nullable() }),
  JournalCommentRemoved: z.object({ ...ref, commentId: z.number().int() }),
  JournalEntryLiked: z.object({ ...ref, personId: z.number().int() }),
  JournalEntryUnliked: z.object({ ...ref, personId: z.number().int() }),
});


/** The schema versions new journal events are written with (ADR-0067, ADR-0134). */
export const JOURNAL_SCHEMA_VERSIONS: Partial<Record<JournalEvent["type"], number>> = { JournalEntryWritten: 3, JournalEntryRevised: 3, JournalCommentAdded: 2 };

/** Version 1 of JournalEntryWritten or JournalEntryRevised to version 2: no daily log. */
export function upcastJournalContentV1(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, dailyLog: null };
}

/**
 * Version 2 of JournalEntryWritten or JournalEntryRevised to version 3 (ADR-0134): the plain title,
 * text and daily log become the `personal` part, or `null` when the author has been erased (the
 * reader knows; the stored event cannot change). A revision gets `authorId: null` (it did not say).
 */
export function upcastJournalContentV2(data: Record<string, unknown>, textErased: boolean): Record<string, unknown> {
  const { title, description, dailyLog, ...rest } = data;
  return { ...rest, authorId: rest.authorId ?? null, personal: textErased ? null : { title, description, dailyLog } };
}

/** Version 1 of JournalCommentAdded to version 2 (ADR-0134): the plain text becomes the commenter's `personal` part (null once erased). */
export function upcastJournalCommentV1(data: Record<string, unknown>, textErased: boolean): Record<string, unknown> {
  const { text, ...rest } = data;
  return { ...rest, personal: textErased ? null : { text } };
}
