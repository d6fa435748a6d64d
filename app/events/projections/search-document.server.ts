// search_document — inline: one row per record the menu's search finds (issue 38, ADR-0129): sites
// (title, quickcom id, city), people (name, badge), tools (name), journal posts (title, text) and
// site files (name). The table's `document` is a tsvector PostgreSQL computes from the row's text
// (a generated column, migration 0070); the rows keep what the search needs to scope a result to
// the user (the company, the site, the folder, removed/erased flags), never the decision itself:
// the query applies the same rules as the pages the results link to.
// Keys: "site:<id>", "person:<id>", "tool:<id>", "journal:<id>", "file:<stored name>". A removed
// record keeps its row as a tombstone (`removed`), so a late event cannot bring it back.
// Version 2 (migration 0071, ADR-0134): `owner_id` names the person whose words a row holds (a
// person's own row, a journal post's author); PersonErased is a fan-out over it, so the erased
// person's row and the title and text of every post they wrote leave the search at once, as a
// rebuild (reading their text as removed) would.
import { JOURNAL_EVENT_TYPES } from "~/domain/journal/events";
import { SITE_EVENT_TYPES } from "~/domain/site/events";
import { TOOL_EVENT_TYPES } from "~/domain/tool/events";
import type { EventOf } from "../catalog.server";
import { defineProjection, type Row } from "../projection.server";
import { PERSON_EVENT_TYPES } from "./person-events.server";
import { byErasedWriter } from "./person-erasure.server";
import { fileRowKey } from "./site-file.server";

export const SEARCH_KINDS = ["site", "person", "tool", "journal", "file"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The columns the projection writes (`document` is generated from them). */
export type SearchDocumentFields = {
  id: string;
  kind: SearchKind;
  /** the record's number (a file has none: its key is its stored name) */
  record_id: number | null;
  /** the site a site, a journal post or a file belongs to */
  site_id: number | null;
  /** the company of a site, a person */
  company_code: string | null;
  /** what the result shows as its link */
  title: string;
  /** a site's quickcom id, a person's badge */
  detail: string;
  /** a site's city, a journal post's text */
  body: string;
  /** a file's folder (its page's `?path=`) */
  folder: string;
  removed: boolean;
  /** whose words the row holds: a person's own row, a post's author (version 2) */
  owner_id: number | null;
};
export type SearchDocumentRow = SearchDocumentFields & Row;

const SEARCH_EVENT_TYPES = [
  ...SITE_EVENT_TYPES,
  ...PERSON_EVENT_TYPES,
  ...TOOL_EVENT_TYPES,
  ...JOURNAL_EVENT_TYPES,
  "SiteFileUploaded",
  "SiteFileRenamed",
  "SiteFileMoved",
  "SiteFileDeleted",
] as const;
type T = (typeof SEARCH_EVENT_TYPES)[number];
type E = EventOf<T>;

const isType = <K extends T>(types: readonly K[], e: E): e is EventOf<K> => (types as readonly string[]).includes(e.type);

/** The row an event touches. */
function keyOf(e: E): string | null {
  if (isType(SITE_EVENT_TYPES, e)) return `site:${e.data.siteId}`;
  if (isType(PERSON_EVENT_TYPES, e)) return `person:${e.data.personId}`;
  if (isType(TOOL_EVENT_TYPES, e)) return `tool:${e.data.toolId}`;
  if (isType(JOURNAL_EVENT_TYPES, e)) return `journal:${e.data.journalId}`;
  if (e.type === "SiteFileUploaded" || e.type === "SiteFileRenamed" || e.type === "SiteFileMoved" || e.type === "SiteFileDeleted") return `file:${fileRowKey(e.data.key)}`;
  return null;
}

const blank = (id: string, kind: SearchKind): SearchDocumentFields => ({
  id, kind, record_id: null, site_id: null, company_code: null, title: "", detail: "", body: "", folder: "", removed: false, owner_id: null,
});

/** Only the written columns: a row read back also carries `document` and `last_position`. */
function fieldsOf(r: SearchDocumentRow | null): SearchDocumentFields | null {
  if (!r) return null;
  const { id, kind, record_id, site_id, company_code, title, detail, body, folder, removed, owner_id } = r;
  const n = (v: number | null) => (v === null ? null : Number(v));
  return { id, kind, record_id: n(record_id), site_id: n(site_id), company_code, title, detail, body, folder, removed, owner_id: n(owner_id) };
}

const words = (...parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && p !== "").join(" ");

function evolve(row: SearchDocumentRow | null, e: E): SearchDocumentFields | null {
  // a fan-out over owner_id: the erased person's row, and the posts they wrote (ADR-0134)
  if (e.type === "PersonErased") {
    const r = fieldsOf(row);
    if (!r) return null;
    return r.kind === "person" ? { ...r, title: "", detail: "", removed: true } : { ...r, title: "", body: "" };
  }
  const key = keyOf(e);
  if (key === null) return null;
  const r = fieldsOf(row);
  switch (e.type) {
    // sites: title, quickcom id, city
    case "SiteRegistered":
      return { ...blank(key, "site"), record_id: e.data.siteId, site_id: e.data.siteId, company_code: e.data.companyCode, title: e.data.title, detail: e.data.quickcomId, body: e.data.city };
    case "SiteDetailsRevised":
    case "SiteDetailsChanged": {
      if (!r) return null;
      // the last details as they are: the event names only what changed
      const d = e.data as { title?: string; quickcomId?: string; city?: string; companyCode?: string };
      return { ...r, title: d.title ?? r.title, company_code: d.companyCode ?? r.company_code, detail: d.quickcomId ?? r.detail, body: d.city ?? r.body };
    }
    // people: name and badge, erased people blank (ADR-0007)
    case "PersonRegistered": {
      const p = e.data.personal;
      return { ...blank(key, "person"), record_id: e.data.personId, company_code: e.data.companyCode, title: p ? words(p.lastName, p.firstName) : "", detail: words(e.data.employee.badgeId), removed: p === null, owner_id: e.data.personId };
    }
    case "PersonDetailsChanged": {
      if (!r) return null;
      const p = e.data.personal;
      return { ...r, title: p ? words(p.lastName, p.firstName) : "" };
    }
    case "EmployeeRecordChanged":
      return r && { ...r, detail: words(e.data.employee.badgeId) };
    case "PersonCompanyChanged":
      return r && { ...r, company_code: e.data.companyCode };
    // tools: name
    case "ToolRegistered":
      return { ...blank(key, "tool"), record_id: e.data.toolId, title: e.data.name };
    case "ToolDetailsChanged":
      return r && { ...r, title: e.data.name };
    case "ToolRetired":
      return r && { ...r, removed: true };
    // journal posts: title and text
    case "JournalEntryWritten":
      return { ...blank(key, "journal"), record_id: e.data.journalId, site_id: e.data.siteId, title: e.data.personal?.title ?? "", body: e.data.personal?.description ?? "", owner_id: e.data.authorId };
    case "JournalEntryRevised":
      return r && { ...r, title: e.data.personal?.title ?? "", body: e.data.personal?.description ?? "" };
    case "JournalEntryRemoved":
      return r && { ...r, removed: true };
    // site files: name (folders are not results)
    case "SiteFileUploaded":
    case "SiteFileMoved":
      return { ...(r ?? blank(key, "file")), site_id: e.data.siteId, title: e.data.name, folder: e.data.folder, removed: false };
    case "SiteFileRenamed":
      return r && { ...r, title: e.data.name };
    case "SiteFileDeleted":
      return r && { ...r, removed: true };
    default:
      // every other event of these streams changes nothing the search reads
      return r;
  }
}

export const searchDocument = defineProjection<SearchDocumentRow, T, "PersonErased">({
  name: "search_document",
  // 2: owner_id, the erasure's fan-out (ADR-0134)
  version: 2,
  mode: "inline",
  handles: SEARCH_EVENT_TYPES,
  key: "id",
  keyType: "text",
  createdBy: ["SiteRegistered", "PersonRegistered", "ToolRegistered", "JournalEntryWritten", "SiteFileUploaded"],
  keyOf: (e) => keyOf(e),
  fanOut: byErasedWriter("owner_id"),
  evolve: (row, e) => evolve(row, e),
});
