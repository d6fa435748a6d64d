// legal_document_list — inline: one row per legal document, read by the person's documents (HR's
// person view and edit form, the profile) and by HR's list of documents expiring soon, right after
// the redirect. The person's company is not here: HR's scoping joins person_list when reading
// (LegalDocumentAdded does not name the company, and a company change would otherwise have to
// rewrite every document row of the person).
//
// A removed document keeps its row as a tombstone (`removed_at`), without its title and number:
// a row that is gone could not refuse the LegalDocumentAdded that made it if that were applied
// again, a tombstone does (ADR-0001's last_position guard). Queries read live rows only.
//
// Title and number are personal data (ADR-0033), encrypted for the person: an erased person's
// documents read back without them. PersonErased is a fan-out over `person_id` (ADR-0007): every
// document of the person becomes what a rebuild after the key is gone gives, i.e. without its text
// and, as the erasure ends the person's documents (their files are deleted), removed.
import type { EventOf } from "../catalog.server";
import { defineProjection, type Row } from "../projection.server";
import { byErasedPerson, isPersonErased } from "./person-erasure.server";

/** The table's columns (last_position aside); a type, not an interface, so it is a Row's record. */
export type LegalDocumentListFields = {
  document_id: string;
  person_id: number;
  title: string;
  number: string | null;
  expires_at: string | Date | null;
  signed: boolean;
  file_key: string;
  thumbnail_key: string | null;
  content_type: string;
  size: number;
  sha256: string;
  added_at: string | Date;
  added_by: number | null;
  removed_at: string | Date | null;
  removed_by: number | null;
  erased: boolean;
};
export type LegalDocumentListRow = LegalDocumentListFields & Row;

type Fields = LegalDocumentListFields;

type Handled = "LegalDocumentAdded" | "LegalDocumentRemoved" | "PersonErased";

export const legalDocumentList = defineProjection<LegalDocumentListRow, Handled, "PersonErased">({
  name: "legal_document_list",
  version: 1,
  mode: "inline",
  handles: ["LegalDocumentAdded", "LegalDocumentRemoved", ...byErasedPerson.handles],
  key: "document_id",
  keyType: "text",
  createdBy: ["LegalDocumentAdded"],
  keyOf: (e) => e.data.documentId,
  fanOut: byErasedPerson,
  evolve(row, e) {
    return evolveDocument(row, e);
  },
});

const fieldsOf = ({ last_position: _position, ...fields }: LegalDocumentListRow): Fields => fields;

function evolveDocument(row: LegalDocumentListRow | null, ev: EventOf<Handled>): Fields | null {
  if (isPersonErased(ev)) {
    if (!row) return null;
    const r = fieldsOf(row);
    const d = ev.data;
    // already removed: it stays removed when it was, and keeps when and by whom
    return { ...r, title: "", number: null, erased: true, removed_at: r.removed_at ?? d.at, removed_by: r.removed_at ? r.removed_by : d.by };
  }
  if (ev.type === "LegalDocumentAdded") {
    const d = ev.data;
    return {
      document_id: d.documentId,
      person_id: d.personId,
      title: d.personal?.title ?? "",
      number: d.personal?.number ?? null,
      expires_at: d.expiresAt,
      signed: d.signed,
      file_key: d.file.key,
      thumbnail_key: d.file.thumbnailKey,
      content_type: d.file.contentType,
      size: d.file.size,
      sha256: d.file.sha256,
      added_at: d.at,
      added_by: d.by,
      removed_at: null,
      removed_by: null,
      erased: d.personal === null,
    };
  }
  if (ev.type === "LegalDocumentRemoved") {
    if (!row) return null; // a removal of a document this table never saw
    return { ...fieldsOf(row), title: "", number: null, removed_at: ev.data.at, removed_by: ev.data.by };
  }
  return row ? fieldsOf(row) : null;
}
