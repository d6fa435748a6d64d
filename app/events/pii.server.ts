// Crypto-shredding of personal data carried by events (ADR-0007): an event's `data.personal` is
// stored encrypted with its subject's own key; deleting the key erases the data everywhere, the
// log stays append-only and every other fact stays readable.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Queryable } from "~/db.server";
import { ruleBroken } from "~/domain/shared/errors";

const PREFIX = "v1";

export interface EncryptedBox {
  $enc: string;
}

export function isEncrypted(v: unknown): v is EncryptedBox {
  return typeof v === "object" && v !== null && typeof (v as EncryptedBox).$enc === "string";
}

/**
 * The subject's key, made the first time the subject is written. Never for an erased subject (the
 * tombstone, issue 39): a person stream that records PersonErased has no key any more and gets none
 * again, so new personal data of an erased person is refused instead of written under a fresh key.
 * The tombstone is the log itself, so a restore or a rebuild cannot lose it.
 */
export async function keyFor(db: Queryable, subject: string): Promise<Buffer> {
  const [row] = await db<{ key: Buffer }[]>`
    WITH gone AS (SELECT 1 FROM events WHERE stream_id = ${subject} AND event_type = 'PersonErased' LIMIT 1),
    ins AS (
      INSERT INTO pii_keys (subject, key) SELECT ${subject}, ${randomBytes(32)} WHERE NOT EXISTS (SELECT 1 FROM gone)
      ON CONFLICT (subject) DO NOTHING RETURNING key)
    SELECT key FROM ins UNION ALL SELECT key FROM pii_keys WHERE subject = ${subject} AND NOT EXISTS (SELECT 1 FROM gone) LIMIT 1`;
  if (!row) throw erasedSubject();
  return row.key;
}

/** The refusal of a command that would write personal data of an erased person (422, translated). */
const erasedSubject = () => ruleBroken("erasure.subject_erased");

export function encrypt(key: Buffer, value: unknown): EncryptedBox {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return { $enc: [PREFIX, iv.toString("base64"), ct.toString("base64"), tag.toString("base64")].join(".") };
}

export function decrypt(key: Buffer, box: EncryptedBox): unknown {
  const [prefix, iv, ct, tag] = box.$enc.split(".");
  if (prefix !== PREFIX) throw new Error(`unknown personal-data box ${prefix}`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  const pt = Buffer.concat([decipher.update(Buffer.from(ct, "base64")), decipher.final()]);
  return JSON.parse(pt.toString("utf8"));
}

export async function keysFor(db: Queryable, subjects: string[]): Promise<Map<string, Buffer>> {
  if (subjects.length === 0) return new Map();
  const rows = await db<{ subject: string; key: Buffer }[]>`
    SELECT subject, key FROM pii_keys WHERE subject = ANY(${[...new Set(subjects)]})`;
  return new Map(rows.map((r) => [r.subject, r.key]));
}

/** Erases a subject's personal data from every event that carries it. */
export async function shredKey(db: Queryable, subject: string): Promise<void> {
  await db`DELETE FROM pii_keys WHERE subject = ${subject}`;
}

/**
 * Whose free text an event of these streams carries in `personal` (ADR-0134): a post's title, text
 * and daily log are its author's (`authorId`, whoever revised them); a comment or a checklist
 * answer its writer's (`by`). Applied by the command handler to every command on the stream, so no
 * path (pages, API, seed, delegation) writes that text unencrypted.
 */
const FREE_TEXT_STREAMS: ReadonlySet<string> = new Set(["journal", "checklist"]);

/**
 * Free text on one person's own record (ADR-0134): a month's sign-off comments and reasons
 * (`month-<id>`) and a working-time carry-over's reason (`worktime-<personId>`) are the person's
 * whose record it is (`personId`), whoever wrote them — as a stamp's correction reason is the stamp
 * person's (ADR-0007). Applied by the command handler like FREE_TEXT_STREAMS.
 */
const PERSON_RECORD_STREAMS: ReadonlySet<string> = new Set(["month", "worktime"]);

/** The subject of the free text on a person's own record: `person-<personId>`; null when the event carries none. */
function recordPersonSubject(_streamId: string, e: { data: unknown }): string | null {
  const d = e.data as { personal?: unknown; personId?: number | null } | null;
  if (!d || typeof d !== "object" || d.personal == null || d.personId == null) return null;
  return `person-${d.personId}`;
}

/** Who the free text of a stream type's events belongs to, when the command names nobody itself (ADR-0134). */
export function freeTextSubjectOf(streamType: string): ((streamId: string, e: { data: unknown }) => string | null) | undefined {
  if (FREE_TEXT_STREAMS.has(streamType)) return writerSubject;
  if (PERSON_RECORD_STREAMS.has(streamType)) return recordPersonSubject;
  return undefined;
}

/** The subject of an event's free text: `person-<authorId>` or `person-<by>`; null when it carries none. */
function writerSubject(_streamId: string, e: { data: unknown }): string | null {
  const d = e.data as { personal?: unknown; authorId?: number | null; signerId?: number | null; approverId?: number | null; by?: number | null } | null;
  if (!d || typeof d !== "object" || d.personal == null) return null;
  // a signature's name is its signer's, a rejection's reason its rejecter's (ADR-0134)
  const id = d.authorId ?? d.signerId ?? d.approverId ?? d.by;
  return id == null ? null : `person-${id}`;
}
