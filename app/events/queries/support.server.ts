import type { Queryable } from "~/db.server";
import { personNameOf } from "~/domain/person/name";

export interface SupportRequestRow {
  id: number;
  personName: string;
  company: string | null;
  title: string;
  message: string;
  page: string | null;
  submittedAt: Date;
}

/** Newest first; the person's name from person_list. */
export async function listSupportRequests(db: Queryable, q: { page: number; size: number }): Promise<{ rows: SupportRequestRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db<{ id: number; first_name: string | null; last_name: string | null; company_code: string | null; title: string; message: string; page: string | null; submitted_at: Date }[]>`
      SELECT s.id, p.first_name, p.last_name, p.company_code, s.title, s.message, s.page, s.submitted_at
      FROM support_request_list s LEFT JOIN person_list p ON p.id = s.person_id
      WHERE NOT s.deleted
      ORDER BY s.submitted_at DESC, s.id DESC LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
    db<{ n: number }[]>`SELECT count(*)::int AS n FROM support_request_list WHERE NOT deleted`,
  ]);
  return {
    total: n,
    rows: rows.map((r) => ({
      id: Number(r.id),
      personName: personNameOf(r),
      company: r.company_code,
      title: r.title,
      message: r.message,
      page: r.page,
      submittedAt: r.submitted_at,
    })),
  };
}
