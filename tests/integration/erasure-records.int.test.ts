// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The free text on a person's own records after their erasure (issue 39, ADR-0134): their month's
// sign-off comments and HR's send-back reason, and HR's carry-over reason on their balance, are
// the person's `personal` part (their key, whoever wrote them), written today and before ADR-0134
// (plain, appended here with the old schema versions). After the erasure the month page, the
// balance page's data, the audit export, every decoded stream and every rebuilt projection hold
// none of it; the month's steps (who, when, the status) and the carry-over's figure stay; the pages
// say "[rimosso]" where the text was, never where there was none; `projections:verify` and the
// chains hold. A database of its own: the erasure stays here.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { setWorkingTimeCarryOver } from "../../app/areas/balance/set-working-time-carry-over.server";
import { commentMonth } from "../../app/areas/month-close/comment-month.server";
import { monthClosePageOf } from "../../app/areas/month-close/month-close-page.server";
import { sendMonthBack } from "../../app/areas/month-close/send-month-back.server";
import { signMonth } from "../../app/areas/month-close/sign-month.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { allProjections } from "../../app/events/projections/index.server";
import { auditExportStream } from "../../app/events/queries/audit-export.server";
import { carryOversOf } from "../../app/events/queries/balance.server";
import { monthSignOffOf } from "../../app/events/queries/month-close.server";
import { rebuildAll, verifyProjections } from "../../app/events/rebuild.server";
import { readStream } from "../../app/events/store.server";
import { verifyChains } from "../../app/events/verify-chain.server";
import { getT } from "../../app/i18n/i18next.server";
import { monthCloseId } from "../../app/domain/month-close/month";
import { appendPlain, registerQuixley, SECRET } from "./erasure-fixtures";
import { useOwnDb } from "./helpers";
import { userOf } from "./people";

const monthStreamId = (personId: number, month: string) => `month-${monthCloseId(personId, month)}`;
const get = useOwnDb(6);
let sql: ReturnType<typeof get>["sql"];
const now = () => new Date().toISOString();
const meta = (actorId: number | null) => ({ actorId, now: now(), commandId: randomUUID() });
const MONTH = "2026-01";
const OLD_MONTH = "2025-12";


describe("an erased person's month sign-off and carry-over text", () => {
  let worker: CurrentUser;
  let hr: CurrentUser;

  beforeAll(async () => {
    sql = get().sql;
    worker = await registerQuixley(sql);
    const [h] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
    hr = await userOf(sql, Number(h.id));
  });

  async function page(personId: number, month: string) {
    const t = await getT("it");
    return monthClosePageOf(sql, t, hr, { personId, personName: "", month, self: "/x", pdfs: [] });
  }

  it("keeps the text encrypted, and shows it before the erasure", async () => {
    const on = { personId: worker.id, month: MONTH, expectedVersion: null };
    await signMonth(sql, worker, { ...on, comment: "" }, meta(worker.id));
    await sendMonthBack(sql, hr, { ...on, reason: "QX-SECRET: Quixley, manca l'uscita del 14" }, meta(hr.id));
    await signMonth(sql, worker, { ...on, comment: "QX-SECRET corretto da Zebulon" }, meta(worker.id));
    await commentMonth(sql, hr, { ...on, comment: "QX-SECRET visto" }, meta(hr.id));
    await setWorkingTimeCarryOver(sql, { personId: worker.id, date: "2026-01-01", minutes: 615, reason: "QX-SECRET saldo di Quixley" }, meta(hr.id));
    // the text is stored encrypted, under the worker's key whoever wrote it
    const raw = await sql<{ data: string; pii_subject: string | null }[]>`
      SELECT data::text AS data, pii_subject FROM events WHERE stream_id IN (${monthStreamId(worker.id, MONTH)}, ${`worktime-${worker.id}`}) ORDER BY position`;
    expect(raw.map((r) => r.data).join()).not.toMatch(SECRET);
    expect(raw.map((r) => r.pii_subject)).toEqual([null, ...Array(4).fill(`person-${worker.id}`)]);

    // a month and a carry-over stored with plain text, before ADR-0134
    const old = { personId: worker.id, month: OLD_MONTH };
    const oldStream = monthStreamId(worker.id, OLD_MONTH);
    await appendPlain(sql, oldStream, "month", "MonthSigned", 1, { ...old, by: worker.id, at: now(), comment: null }, worker.id);
    await appendPlain(sql, oldStream, "month", "MonthCommented", 1, { ...old, by: worker.id, at: now(), comment: "QX-SECRET vecchio commento" }, worker.id);
    await appendPlain(sql, `worktime-${worker.id}`, "worktime", "WorkingTimeCarryOverSet", 1, { personId: worker.id, date: "2020-01-01", minutes: -90, previous: null, reason: "QX-SECRET vecchio saldo", at: now(), by: hr.id }, hr.id);
    // the plain events reach the projections as a deploy of this version does: by the rebuild
    await rebuildAll(sql);

    const shown = JSON.stringify([await page(worker.id, MONTH), await page(worker.id, OLD_MONTH), await carryOversOf(sql, worker.id)]);
    for (const text of ["manca l'uscita", "corretto da Zebulon", "QX-SECRET visto", "saldo di Quixley", "vecchio commento", "vecchio saldo"]) expect(shown).toContain(text);
  });

  // two rebuilds of every projection
  it("after the erasure holds none of it: the steps, figures and the marker stay", { timeout: 180_000 }, async () => {
    await erasePerson(sql, null, { personId: worker.id, expectedVersion: null }, meta(null));
    expect((await verifyProjections(sql)).filter((r) => r.differences > 0).map((r) => ({ name: r.name, sample: r.sample }))).toEqual([]);

    // the month page: every step with who and when, the text only as removed (a signature without a comment has no marker)
    const month = await page(worker.id, MONTH);
    expect(JSON.stringify(month)).not.toMatch(SECRET);
    expect(month.status).toBe("SIGNED");
    expect(month.log.map((l) => [l.text, l.textRemoved])).toEqual([
      [null, false],
      [null, true],
      [null, true],
      [null, true],
    ]);
    const old = await page(worker.id, OLD_MONTH);
    expect(old.log.map((l) => l.textRemoved)).toEqual([false, true]);
    expect((await monthSignOffOf(sql, worker.id, MONTH)).log.map((l) => l.by)).toEqual([worker.id, hr.id, worker.id, hr.id]);

    // the balance: the figures stay, the reasons are gone
    const carry = await carryOversOf(sql, worker.id);
    expect(carry.map((c) => [c.date, c.minutes, c.reason, c.reasonRemoved])).toEqual([
      ["2026-01-01", 615, "", true],
      ["2020-01-01", -90, "", true],
    ]);

    // the audit export, the decoded streams
    const filter = { streamType: null, eventType: null, actorId: null, from: null, to: null };
    for (const format of ["jsonl", "csv"] as const) expect(await new Response(auditExportStream(sql, filter, format)).text()).not.toMatch(SECRET);
    for (const s of [monthStreamId(worker.id, MONTH), monthStreamId(worker.id, OLD_MONTH), `worktime-${worker.id}`]) {
      expect(JSON.stringify(await readStream(sql, s)), s).not.toMatch(SECRET);
    }
    expect((await verifyChains(sql)).broken).toBe(0);

    // every projection rebuilt from position 0
    await rebuildAll(sql);
    for (const p of allProjections) {
      const rows = await sql.unsafe<{ r: string }[]>(`SELECT row_to_json(t)::text AS r FROM ${p.name} t`);
      expect(rows.filter((x) => SECRET.test(x.r)).map((x) => x.r), p.name).toEqual([]);
    }
    expect((await verifyProjections(sql)).filter((r) => r.differences > 0)).toEqual([]);
  });
});
