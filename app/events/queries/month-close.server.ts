// Reads of month_close (ADR-0138): one person's month as the sign-off pages, the PDFs' signature
// lines and the payroll export show it (monthSignOffOf), and the months of a person that are
// locked, as the stamp, daily-hours and expense commands pass them to their deciders.
import type { Queryable } from "~/db.server";
import type { LockedMonths } from "~/domain/month-close/month";
import type { MonthLogEntry } from "../projections/month-close.server";
import { peopleNames } from "./people.server";

export interface MonthSigner {
  id: number;
  /** "Last, First"; null for an erased or unknown person */
  name: string | null;
  /** ISO instant */
  at: string;
}

export interface MonthSignOff {
  personId: number;
  /** YYYY-MM */
  month: string;
  status: "OPEN" | "SIGNED" | "COUNTERSIGNED";
  /** signed by the person (and not sent back or reopened since) */
  signed: boolean;
  /** countersigned by HR or a supervisor: the month is locked */
  countersigned: boolean;
  signedBy: MonthSigner | null;
  countersignedBy: MonthSigner | null;
  /** signatures, comments, send-backs and reopenings in order, each with its author's name */
  log: (MonthLogEntry & { name: string | null })[];
  /** the stream's version (0: nothing recorded yet), for the forms' expected version */
  version: number;
}

interface DbRow {
  person_id: string;
  month: string;
  status: MonthSignOff["status"];
  signed_by: string | null;
  signed_at: Date | null;
  countersigned_by: string | null;
  countersigned_at: Date | null;
  log: MonthLogEntry[];
  stream_version: number;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/**
 * Whether `personId`'s month ("YYYY-MM") is signed and countersigned, by whom and when: the one
 * read other areas use (the payroll export, the PDFs). A month nobody signed yet is OPEN.
 */
export async function monthSignOffOf(sql: Queryable, personId: number, month: string): Promise<MonthSignOff> {
  const [row] = await sql<DbRow[]>`
    SELECT person_id, month, status, signed_by, signed_at, countersigned_by, countersigned_at, log, stream_version
    FROM month_close WHERE person_id = ${personId} AND month = ${month}`;
  if (!row) return { personId, month, status: "OPEN", signed: false, countersigned: false, signedBy: null, countersignedBy: null, log: [], version: 0 };
  const ids = [row.signed_by, row.countersigned_by, ...row.log.map((l) => l.by)].filter((x): x is string | number => x !== null).map(Number);
  const names = await peopleNames(sql, ids);
  const signer = (id: string | null, at: Date | null): MonthSigner | null => (id === null || at === null ? null : { id: Number(id), name: names[String(Number(id))] ?? null, at: iso(at) });
  return {
    personId,
    month,
    status: row.status,
    signed: row.status !== "OPEN",
    countersigned: row.status === "COUNTERSIGNED",
    signedBy: signer(row.signed_by, row.signed_at),
    countersignedBy: signer(row.countersigned_by, row.countersigned_at),
    log: row.log.map((l) => ({ ...l, name: names[String(l.by)] ?? null })),
    version: Number(row.stream_version),
  };
}

/** The months ("YYYY-MM") of `personId` that are countersigned and not reopened: the period lock the commands pass to their deciders. */
export async function lockedMonthsOf(sql: Queryable, personId: number): Promise<LockedMonths> {
  const rows = await sql<{ month: string }[]>`SELECT month FROM month_close WHERE person_id = ${personId} AND status = 'COUNTERSIGNED' ORDER BY month`;
  return rows.map((r) => r.month);
}

/** Who signed a month and who countersigned it, and when. */
export interface MonthSigners {
  signedAt: string | null;
  signedBy: string | null;
  countersignedAt: string | null;
  countersignedBy: string | null;
}

export const NOT_SIGNED: MonthSigners = { signedAt: null, signedBy: null, countersignedAt: null, countersignedBy: null };

/**
 * Who signed and countersigned several people's month, and when, by name (the payroll export): one
 * query, as monthSignOffOf reads one month. A month nobody signed, or one sent back or reopened
 * since, reads NOT_SIGNED.
 */
export async function monthSignersOf(db: Queryable, personIds: readonly number[], month: string): Promise<Map<number, MonthSigners>> {
  const out = new Map<number, MonthSigners>(personIds.map((id) => [id, NOT_SIGNED]));
  if (personIds.length === 0) return out;
  const rows = await db<{ person_id: string; status: string; signed_by: string | null; signed_at: Date | null; countersigned_by: string | null; countersigned_at: Date | null }[]>`
    SELECT person_id, status, signed_by, signed_at, countersigned_by, countersigned_at
    FROM month_close WHERE person_id = ANY(${personIds as number[]}::bigint[]) AND month = ${month} AND status <> 'OPEN'`;
  const ids = rows.flatMap((r) => [r.signed_by, r.countersigned_by]).filter((x): x is string => x !== null).map(Number);
  const names = await peopleNames(db, ids);
  const name = (id: string | null) => (id === null ? null : (names[String(Number(id))] ?? null));
  for (const r of rows) {
    const countersigned = r.status === "COUNTERSIGNED";
    out.set(Number(r.person_id), {
      signedAt: r.signed_at === null ? null : iso(r.signed_at),
      signedBy: name(r.signed_by),
      countersignedAt: countersigned && r.countersigned_at !== null ? iso(r.countersigned_at) : null,
      countersignedBy: countersigned ? name(r.countersigned_by) : null,
    });
  }
  return out;
}
