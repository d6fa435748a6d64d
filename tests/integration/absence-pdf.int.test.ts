// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The absence request form of a real request, as the routes serve it: read from the projections in
// one snapshot, printed by Debian's Chromium, read back with pdf.js; a missing Chromium answers at
// once with a translated page, not a hang.
import { openPdf } from "../pdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { personById } from "../../app/events/queries/people.server";
import { absencePdfResponse } from "../../app/areas/leave/absence-pdf.server";
import { approveLeave } from "../../app/areas/leave/approve-leave.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { createPdfPool, type PdfPool } from "../../app/pdf/pool.server";
import { dbReady, newId, useDb } from "./helpers";

const get = useDb(4);
let sql: ReturnType<typeof get>["sql"];
let employee: CurrentUser;
let hr: CurrentUser;
let leaveId: number;
let approvedAt: number;
const pools: PdfPool[] = [];

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

/** The first page's text, items joined by spaces; `size` the page box in points. */
async function readPdf(pdf: ArrayBuffer): Promise<{ text: string; size: [number, number] }> {
  const doc = await openPdf(pdf);
  try {
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    const [x0, y0, x1, y1] = page.view;
    return { text: content.items.map((i) => ("str" in i ? i.str : "")).join(" ").replace(/\s+/g, " "), size: [Math.round(x1 - x0), Math.round(y1 - y0)] };
  } finally {
    await doc.destroy();
  }
}
const textOf = async (pdf: ArrayBuffer) => (await readPdf(pdf)).text;

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
  const [p] = await sql<{ id: number }[]>`
    SELECT id FROM person_list WHERE company_code = 'metalpiega' AND role = 'WORKER' AND winter_start IS NOT NULL ORDER BY id DESC LIMIT 1`;
  employee = await userOf(Number(p.id));
  const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  hr = await userOf(Number(h.id));
  const leave = { leaveType: 1, period: { shape: "allDay" as const, startDate: "2026-10-12", endDate: "2026-10-16" }, description: "Autunno in Valle Maggia" };
  const a = await requestLeave(sql, employee, { personId: employee.id, leave }, { actorId: employee.id, now: "2026-09-01T07:00:00.000Z", commandId: newId() });
  const b = await approveLeave(sql, hr, { leaveId: a.id, personId: employee.id, expectedVersion: 1 }, { actorId: hr.id, now: "2026-09-02T07:00:00.000Z", commandId: newId() });
  leaveId = a.id;
  approvedAt = b.positions[0];
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

function pool(options: Parameters<typeof createPdfPool>[0] = {}) {
  const p = createPdfPool({ log: () => {}, ...options });
  pools.push(p);
  return p;
}

describe("the absence request form of a request", () => {
  it("downloads as an A4 PDF in Italian naming the person, the dates, the approver and the request's own last event with a link to it", async () => {
    const r = await absencePdfResponse(new Request(`http://x/app/hr/leave-requests/${leaveId}/pdf`), sql, leaveId, { back: "/back", pool: pool() });
    expect(r?.status).toBe(200);
    expect(r?.headers.get("content-type")).toBe("application/pdf");
    expect(r?.headers.get("content-disposition")).toBe(`inline; filename="richiesta-assenza-${leaveId}.pdf"`);
    const { text, size } = await readPdf(await (r as Response).arrayBuffer());
    expect(size).toEqual([595, 842]); // A4 portrait in points
    expect(text).toContain("Richiesta di assenza");
    expect(text).toContain(`${employee.firstName} ${employee.lastName}`);
    expect(text).toContain("12.10.2026");
    expect(text).toContain("16.10.2026");
    expect(text).toContain("5 giorni (40 ore)");
    expect(text).toContain("Approvata");
    expect(text).toContain(`${hr.firstName} ${hr.lastName}`);
    expect(text).toContain("Autunno in Valle Maggia");
    // the request's own last event (here the approval), its time, and the link to its history there (ADR-0132)
    expect(text).toContain(`Stato al 02.09.2026 09:00, evento n. ${approvedAt} di questa richiesta`);
    expect(text).toContain(`http://x/app/hr/leave-requests/${leaveId}/history?position=${approvedAt}`);
  });

  it("downloads twice to the same bytes: nothing of the time it was printed is in it (ADR-0132)", async () => {
    const p = pool();
    const url = `http://x/app/hr/leave-requests/${leaveId}/pdf`;
    const once = Buffer.from(await ((await absencePdfResponse(new Request(url), sql, leaveId, { back: "/back", pool: p })) as Response).arrayBuffer());
    // Chromium writes the print time to the second: print again in another second
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const twice = Buffer.from(await ((await absencePdfResponse(new Request(url), sql, leaveId, { back: "/back", pool: p })) as Response).arrayBuffer());
    expect(twice.equals(once)).toBe(true);
  });

  it("prints in the language asked for; an unknown one falls back to Italian", async () => {
    const p = pool();
    const de = await absencePdfResponse(new Request(`http://x/pdf?lang=de`), sql, leaveId, { back: "/back", pool: p });
    expect(await textOf(await (de as Response).arrayBuffer())).toContain("Abwesenheitsantrag");
    expect(de?.headers.get("content-disposition")).toContain(`abwesenheitsantrag-${leaveId}.pdf`);
    const xx = await absencePdfResponse(new Request(`http://x/pdf?lang=xx`), sql, leaveId, { back: "/back", pool: p });
    expect(await textOf(await (xx as Response).arrayBuffer())).toContain("Richiesta di assenza");
  });

  it("is null for an unknown request", async () => {
    expect(await absencePdfResponse(new Request("http://x/pdf"), sql, 987_654_321, { back: "/back", pool: pool() })).toBeNull();
  });

  it("answers at once with a translated page when Chromium is missing", async () => {
    const missing = pool({ executablePath: "/nonexistent/chromium" });
    const r = await absencePdfResponse(new Request("http://x/pdf", { headers: { cookie: "", "accept-language": "de" } }), sql, leaveId, {
      back: "/app/profile/leaves",
      pool: missing,
    });
    // at once: no browser was launched or waited for, the missing file was the answer
    expect(missing.stats()).toMatchObject({ browserPid: null, launches: 0, pagesOpen: 0, queued: 0, rendersFailed: 1 });
    expect(r?.status).toBe(503);
    expect(r?.headers.get("content-type")).toContain("text/html");
    const html = await (r as Response).text();
    expect(html).toContain("PDF nicht verfügbar");
    expect(html).toContain("Das PDF kann");
    expect(html).toContain('href="/app/profile/leaves"');
    expect(html).toMatch(/Referenz|Support/);
  });
});
