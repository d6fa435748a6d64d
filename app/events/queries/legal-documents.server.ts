// Reads of the legal_document_list projection: a person's documents, and the documents that expire
// soon (HR's person view and list mark them, ADR-0033). Only live documents (not removed, not of an
// erased person). HR's company scope is person_list's company, joined here.
import type { Queryable } from "~/db.server";
import type { CompanyCode } from "~/domain/company/companies";
import type { PersonFile } from "~/domain/person/events";

/** How far ahead a document counts as expiring soon (the spec: within 30 days). */
export const EXPIRING_WITHIN_DAYS = 30;

export interface LegalDocumentView {
  documentId: string;
  personId: number;
  title: string;
  number: string | null;
  /** YYYY-MM-DD; null: it does not expire */
  expiresAt: string | null;
  /** a document the person signed (a contract, a safety briefing), not an identity or permit document */
  signed: boolean;
  file: PersonFile;
  /** ISO instant */
  addedAt: string;
  addedBy: number | null;
}

export interface ExpiringDocument extends LegalDocumentView {
  firstName: string;
  lastName: string;
  companyCode: CompanyCode;
  /** the person is active (an inactive person's documents are still listed) */
  personActive: boolean;
  /** days from `today` to the expiry; negative once expired */
  daysLeft: number;
  expired: boolean;
}

interface Row {
  document_id: string;
  person_id: string | number;
  title: string;
  number: string | null;
  expires_at: string | null;
  signed: boolean;
  file_key: string;
  thumbnail_key: string | null;
  content_type: string;
  size: string | number;
  sha256: string;
  added_at: Date;
  added_by: string | number | null;
}

const viewOf = (r: Row): LegalDocumentView => ({
  documentId: r.document_id,
  personId: Number(r.person_id),
  title: r.title,
  number: r.number,
  expiresAt: r.expires_at,
  signed: r.signed,
  file: { key: r.file_key, thumbnailKey: r.thumbnail_key, contentType: r.content_type, size: Number(r.size), sha256: r.sha256 },
  addedAt: new Date(r.added_at).toISOString(),
  addedBy: r.added_by === null ? null : Number(r.added_by),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A person's live documents, soonest expiry first (those without one last), then as added; empty
 * for an erased person and, when `companies` is given (HR's scope), for a person of another company.
 */
export async function legalDocumentsOf(db: Queryable, personId: number, opts: { companies?: readonly CompanyCode[] } = {}): Promise<LegalDocumentView[]> {
  if (!Number.isSafeInteger(personId) || personId <= 0) return [];
  const rows = await db<Row[]>`
    SELECT d.document_id, d.person_id, d.title, d.number, d.expires_at::text AS expires_at, d.signed, d.file_key, d.thumbnail_key,
           d.content_type, d.size, d.sha256, d.added_at, d.added_by
    FROM legal_document_list d JOIN person_list p ON p.id = d.person_id
    WHERE d.person_id = ${personId} AND d.removed_at IS NULL AND NOT p.erased
      ${opts.companies ? db`AND p.company_code = ANY(${[...opts.companies]}::text[])` : db``}
    ORDER BY d.expires_at ASC NULLS LAST, d.added_at, d.document_id`;
  return rows.map(viewOf);
}

/**
 * The live documents of the given companies' people that expire within `withinDays` of `today`
 * (YYYY-MM-DD) or have already expired (they need HR's attention more), soonest first; optionally
 * of one person (HR's person view).
 */
export async function expiringDocuments(
  db: Queryable,
  q: { companies: readonly CompanyCode[]; today: string; withinDays?: number; personId?: number },
): Promise<ExpiringDocument[]> {
  if (!DATE.test(q.today)) throw new Error(`not a date: ${q.today}`);
  if (q.personId !== undefined && (!Number.isSafeInteger(q.personId) || q.personId <= 0)) return [];
  const within = Math.max(0, Math.trunc(q.withinDays ?? EXPIRING_WITHIN_DAYS));
  const rows = await db<(Row & { first_name: string; last_name: string; company_code: CompanyCode; active: boolean; days_left: number })[]>`
    SELECT d.document_id, d.person_id, d.title, d.number, d.expires_at::text AS expires_at, d.signed, d.file_key, d.thumbnail_key,
           d.content_type, d.size, d.sha256, d.added_at, d.added_by,
           p.first_name, p.last_name, p.company_code, p.active, (d.expires_at - ${q.today}::date) AS days_left
    FROM legal_document_list d JOIN person_list p ON p.id = d.person_id
    WHERE d.removed_at IS NULL AND d.expires_at IS NOT NULL AND d.expires_at <= ${q.today}::date + ${within}::int
      AND p.company_code = ANY(${[...q.companies]}::text[]) AND NOT p.erased
      ${q.personId !== undefined ? db`AND d.person_id = ${q.personId}` : db``}
    ORDER BY d.expires_at, p.last_name, p.first_name, d.document_id`;
  return rows.map((r) => ({
    ...viewOf(r),
    firstName: r.first_name,
    lastName: r.last_name,
    companyCode: r.company_code,
    personActive: r.active,
    daysLeft: Number(r.days_left),
    expired: Number(r.days_left) < 0,
  }));
}
