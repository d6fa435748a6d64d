// People the browser tests act as, picked from the seeded database so every test (and each of the
// js and nojs projects, which run one after the other) gets people of its own: staff who may
// request leave, have working hours and have no leave request yet (the demo seed's and the earlier
// tests' requests rule a person out). Sitaf's people are left to leave.spec.ts.
import { readFileSync } from "node:fs";
import type { Download } from "@playwright/test";
import { openPdf } from "../pdf";
import postgres from "postgres";

export interface TestPerson {
  id: number;
  username: string;
  /** "Last, First", as the screens name people (personName) */
  name: string;
  firstName: string;
  lastName: string;
  companyCode: string;
}

function db() {
  return postgres(process.env.E2E_DATABASE_URL as string, { max: 1, onnotice: () => {} });
}

/** `n` staff people without any leave request, in the given companies (default: all but Sitaf). */
export async function freshStaff(n: number, companies: string[] = ["electrogestim", "tmwood", "edemar", "metalpiega", "metalsky", "cantiere"], roles: string[] = ["WORKER", "EMPLOYEE", "INTERIM", "ASSOCIATE"]): Promise<TestPerson[]> {
  const sql = db();
  try {
    const rows = await sql<{ id: number; username: string; first_name: string; last_name: string; company_code: string }[]>`
      SELECT p.id, p.username, p.first_name, p.last_name, p.company_code FROM person_list p
      WHERE p.company_code = ANY(${companies}::text[]) AND p.role = ANY(${roles}::text[]) AND p.username IS NOT NULL
        AND p.active AND NOT p.erased AND NOT ('NO_LEAVE' = ANY(p.capabilities)) AND p.winter_start IS NOT NULL
        AND p.username NOT IN ('employee', 'worker', 'associate', 'interim')
        AND NOT EXISTS (SELECT 1 FROM leave_list l WHERE l.person_id = p.id)
        -- still signing in with the demo password, never slowed: no other spec changed their password or failed on them
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.stream_id = 'person-' || p.id AND e.event_type = 'PersonPasswordSet')
        AND NOT EXISTS (SELECT 1 FROM sign_in_attempts a WHERE a.username = p.username AND NOT a.succeeded)
      ORDER BY array_position(${companies}::text[], p.company_code), p.id
      LIMIT ${n}`;
    if (rows.length < n) throw new Error(`only ${rows.length} staff people without leave left in ${companies.join(", ")}`);
    return rows.map((r) => ({ id: Number(r.id), username: r.username, name: `${r.last_name}, ${r.first_name}`, firstName: r.first_name, lastName: r.last_name, companyCode: r.company_code }));
  } finally {
    await sql.end();
  }
}

/** A person by username. */
export async function personNamed(username: string): Promise<TestPerson> {
  const sql = db();
  try {
    const [r] = await sql<{ id: number; username: string; first_name: string; last_name: string; company_code: string }[]>`
      SELECT id, username, first_name, last_name, company_code FROM person_list WHERE username = ${username}`;
    return { id: Number(r.id), username: r.username, name: `${r.last_name}, ${r.first_name}`, firstName: r.first_name, lastName: r.last_name, companyCode: r.company_code };
  } finally {
    await sql.end();
  }
}

/** The events of one leave request's stream, oldest first (to count what a form stored). */
export async function leaveEvents(leaveId: number): Promise<{ type: string; actorId: number | null; commandId: string | null }[]> {
  const sql = db();
  try {
    const rows = await sql<{ event_type: string; actor: string | null; command_id: string | null }[]>`
      SELECT event_type, metadata->>'actorId' AS actor, metadata->>'commandId' AS command_id FROM events WHERE stream_id = ${`leave-${leaveId}`} ORDER BY version`;
    return rows.map((r) => ({ type: r.event_type, actorId: r.actor === null ? null : Number(r.actor), commandId: r.command_id }));
  } finally {
    await sql.end();
  }
}

/** A downloaded PDF's text (all pages, items joined by spaces), read with pdf.js. */
export async function pdfText(download: Download): Promise<string> {
  return pdfBytesText(readFileSync(await download.path()));
}

/** The text of a PDF's bytes (an answer read with page.request), blanks squeezed. */
export async function pdfBytesText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  try {
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      parts.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
    }
    return parts.join(" ").replace(/\s+/g, " ");
  } finally {
    await doc.destroy();
  }
}
