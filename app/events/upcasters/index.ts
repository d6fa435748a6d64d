// Stored event shapes are permanent. When a shape changes, its schema version goes up and an
// upcaster here turns every older version into the current one, so deciders and projections
// only ever see the current shape. Register as `"<EventType>@<fromVersion>": fn`.
import { CHECKLIST_SCHEMA_VERSIONS, upcastChecklistAnswerV1, upcastChecklistRejectedV1, upcastChecklistSignedV1 } from "~/domain/checklist/events";
import { JOURNAL_SCHEMA_VERSIONS, upcastJournalCommentV1, upcastJournalContentV1, upcastJournalContentV2 } from "~/domain/journal/events";
import { MONTH_CLOSE_SCHEMA_VERSIONS, upcastMonthCloseV1 } from "~/domain/month-close/events";
import { SITE_SCHEMA_VERSIONS, upcastSiteRegisteredV1 } from "~/domain/site/events";
import { WORKING_TIME_SCHEMA_VERSIONS, upcastCarryOverV1 } from "~/domain/working-time/events";
import { STAMP_SCHEMA_VERSIONS, upcastStampRecordedV1 } from "~/domain/stamping/events";
import { PERSON_SCHEMA_VERSIONS, upcastNotificationSettingsV1, upcastPersonRegisteredV1 } from "~/domain/person/events";

export interface RawEvent {
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
}

/** What the reader knows that the stored event cannot say. */
export interface UpcastContext {
  /** the writer of the event's plain free text has been erased (ADR-0134): the text reads as removed */
  textErased?: boolean;
}

type Upcaster = (e: RawEvent, ctx: UpcastContext) => RawEvent;

export const upcasters: Record<string, Upcaster> = {
  // one phone became a list, two mail addresses and the quick id were added (ADR-0033)
  "PersonRegistered@1": (e) => ({ ...e, schemaVersion: 2, data: upcastPersonRegisteredV1(e.data) }),
  // a journal post's daily log was added (ADR-0067)
  "JournalEntryWritten@1": (e) => ({ ...e, schemaVersion: 2, data: upcastJournalContentV1(e.data) }),
  "JournalEntryRevised@1": (e) => ({ ...e, schemaVersion: 2, data: upcastJournalContentV1(e.data) }),
  // the notification toggles got an in-app and an e-mail switch per topic, and a mail language (ADR-0084)
  "PersonNotificationSettingsChanged@1": (e) => ({ ...e, schemaVersion: 2, data: upcastNotificationSettingsV1(e.data) }),
  // a stamp names its site and carries the geofence's flag (ADR-0122)
  "StampRecorded@1": (e) => ({ ...e, schemaVersion: 2, data: upcastStampRecordedV1(e.data) }),
  // a site has a geofence radius, 300 m unless set (ADR-0122)
  "SiteRegistered@1": (e) => ({ ...e, schemaVersion: 2, data: upcastSiteRegisteredV1(e.data) }),
  // free text a person wrote moved into their encrypted `personal` part (ADR-0134)
  "JournalEntryWritten@2": (e, ctx) => ({ ...e, schemaVersion: 3, data: upcastJournalContentV2(e.data, !!ctx.textErased) }),
  "JournalEntryRevised@2": (e, ctx) => ({ ...e, schemaVersion: 3, data: upcastJournalContentV2(e.data, !!ctx.textErased) }),
  "JournalCommentAdded@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastJournalCommentV1(e.data, !!ctx.textErased) }),
  "ChecklistItemAnswered@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastChecklistAnswerV1(e.data, !!ctx.textErased) }),
  "ChecklistSigned@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastChecklistSignedV1(e.data, !!ctx.textErased) }),
  "ChecklistRejected@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastChecklistRejectedV1(e.data, !!ctx.textErased) }),
  // the text on a person's own record is theirs, whoever wrote it (ADR-0134)
  "MonthSigned@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastMonthCloseV1(e.data, !!ctx.textErased) }),
  "MonthCountersigned@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastMonthCloseV1(e.data, !!ctx.textErased) }),
  "MonthSentBack@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastMonthCloseV1(e.data, !!ctx.textErased) }),
  "MonthReopened@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastMonthCloseV1(e.data, !!ctx.textErased) }),
  "MonthCommented@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastMonthCloseV1(e.data, !!ctx.textErased) }),
  "WorkingTimeCarryOverSet@1": (e, ctx) => ({ ...e, schemaVersion: 2, data: upcastCarryOverV1(e.data, !!ctx.textErased) }),
};

/**
 * Events stored with a person's free text in plain (before ADR-0134), by type: the versions that
 * did, and whose text it is — a field naming the person, or "post" (a revision: the text is the
 * post author's, named by the stream's JournalEntryWritten). The reader asks whether that person
 * has been erased and upcasts with `textErased`. `text` names the fields holding the text when they
 * may be empty: an event with none has nothing to remove.
 */
export const PLAIN_TEXT_EVENTS: Record<string, { before: number; writer: "authorId" | "by" | "signerId" | "approverId" | "personId" | "post"; text?: readonly string[] }> = {
  JournalEntryWritten: { before: 3, writer: "authorId" },
  JournalEntryRevised: { before: 3, writer: "post" },
  JournalCommentAdded: { before: 2, writer: "by" },
  ChecklistItemAnswered: { before: 2, writer: "by" },
  ChecklistSigned: { before: 2, writer: "signerId" },
  ChecklistRejected: { before: 2, writer: "approverId" },
  MonthSigned: { before: 2, writer: "personId", text: ["comment"] },
  MonthCountersigned: { before: 2, writer: "personId", text: ["comment"] },
  MonthSentBack: { before: 2, writer: "personId" },
  MonthReopened: { before: 2, writer: "personId" },
  MonthCommented: { before: 2, writer: "personId" },
  WorkingTimeCarryOverSet: { before: 2, writer: "personId" },
};

/** The schema version new events of each type are written with; a type not listed is at 1. */
const CURRENT_VERSIONS: Record<string, number> = { ...PERSON_SCHEMA_VERSIONS, ...JOURNAL_SCHEMA_VERSIONS, ...CHECKLIST_SCHEMA_VERSIONS, ...MONTH_CLOSE_SCHEMA_VERSIONS, ...WORKING_TIME_SCHEMA_VERSIONS, ...STAMP_SCHEMA_VERSIONS, ...SITE_SCHEMA_VERSIONS };

export function currentSchemaVersion(type: string): number {
  return CURRENT_VERSIONS[type] ?? 1;
}

export function upcast(e: RawEvent, ctx: UpcastContext = {}): RawEvent {
  let cur = e;
  for (let i = 0; i < 100; i++) {
    const step = upcasters[`${cur.type}@${cur.schemaVersion}`];
    if (!step) return cur;
    cur = step(cur, ctx);
  }
  throw new Error(`upcaster loop on ${e.type}@${e.schemaVersion}`);
}
