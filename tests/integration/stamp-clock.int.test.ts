// The clock records in turn (ADR-0042), against the real store: a second clock-in or a clock-out
// without a clock-in is refused; the guard holds when two requests of the same person meet (two
// tabs: one stamp, the other refused) and a double tap of one form stores one stamp; "I forgot to
// clock in" records the clock-out and proposes the start; "I forgot to clock out" proposes the exit
// of the open clock-in, after which the person clocks in again.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import type { Sql } from "../../app/db.server";
import { isDomainError } from "../../app/domain/shared/errors";
import { clockStateOf, stampById } from "../../app/events/queries/stamps.server";
import { proposeMissingStamp } from "../../app/areas/stamping/propose-missing-stamp.server";
import { recordStamp } from "../../app/areas/stamping/record-stamp.server";
import { atOnce, dbReady, newId, useDb } from "./helpers";
import { newPerson } from "./people";

const get = useDb(8);
let sql: Sql;

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
});

/** Zurich wall time on 20 April 2026 (CEST, +02:00) as the instant the server's clock gives. */
const cest = (hhmm: string, day = 20) => new Date(`2026-04-${day}T${hhmm}:00+02:00`).toISOString();
const meta = (now: string, actorId: number, commandId = newId()) => ({ actorId, now, commandId });
const clock = (user: CurrentUser, kind: "ENTRATA" | "USCITA", now: string, commandId = newId(), missingEntryTime?: string) =>
  recordStamp(sql, user, { kind, deviceAt: null, place: {}, missingEntryTime }, meta(now, user.id, commandId));
const codeOf = (p: Promise<unknown>) => p.then(() => "accepted", (e: unknown) => (isDomainError(e) ? e.code : String(e)));
const stampsOf = (personId: number) =>
  sql<{ id: number; kind: string; status: string; stamped_at: Date; partner_stamp_id: number | null }[]>`
    SELECT id, kind, status, stamped_at, partner_stamp_id FROM stamp_list WHERE person_id = ${personId} ORDER BY stamped_at, id`;

/**
 * Sends the requests while every stamp command is held at its first statement (stamp_list's
 * projection lock, as a rebuild would), until all of them have read the person's last stamp and
 * wait there, so that they truly meet.
 */
describe("the clock in turn", () => {
  it("refuses a clock-out without a clock-in and a second clock-in; records them in turn", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "clock" });
    expect(await codeOf(clock(worker, "USCITA", cest("07:00")))).toBe("stamping.clock.not_in");
    await clock(worker, "ENTRATA", cest("07:02"));
    const again = await clock(worker, "ENTRATA", cest("09:00")).catch((e: unknown) => e);
    expect(isDomainError(again) && { code: again.code, params: again.params }).toEqual({ code: "stamping.clock.already_in", params: { date: "20.04.2026", time: "07:02" } });
    await clock(worker, "USCITA", cest("12:00"));
    expect(await codeOf(clock(worker, "USCITA", cest("12:01")))).toBe("stamping.clock.not_in");
    expect((await stampsOf(worker.id)).map((s) => s.kind)).toEqual(["ENTRATA", "USCITA"]);
    expect((await clockStateOf(sql, worker.id, cest("12:05"))).expected).toBe("ENTRATA");
  });

  it("two clock-ins of the same person at once (two tabs): one is stored, the other refused", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "clock" });
    const results = await atOnce(sql, "stamp_list", () => [clock(worker, "ENTRATA", cest("07:30")), clock(worker, "ENTRATA", cest("07:30"))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(isDomainError(refused?.reason) && refused.reason.code).toBe("stamping.clock.already_in");
    expect(await stampsOf(worker.id)).toHaveLength(1);
    const [{ n }] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE event_type = 'StampRecorded' AND (data->>'personId')::bigint = ${worker.id}`;
    expect(n).toBe(1);
  });

  it("a double tap (the same form twice, at once or one after the other) stores one stamp", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "clock" });
    const tap = newId();
    const results = await atOnce(sql, "stamp_list", () => [clock(worker, "ENTRATA", cest("07:30"), tap), clock(worker, "ENTRATA", cest("07:30"), tap)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const [a, b] = results.map((r) => (r as PromiseFulfilledResult<{ id: number; replayed: boolean }>).value);
    expect(a.id).toBe(b.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    // the same form sent again later: its first outcome, nothing new (not a refused second clock-in)
    expect(await clock(worker, "ENTRATA", cest("07:31"), tap)).toMatchObject({ id: a.id, replayed: true });
    expect(await stampsOf(worker.id)).toHaveLength(1);
  });

  it("'I forgot to clock in' records the clock-out and proposes the start; a repeat appends nothing", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "clock" });
    const form = newId();
    const first = await clock(worker, "USCITA", cest("17:00"), form, "07:45");
    expect(first.proposal).not.toBeNull();
    const again = await clock(worker, "USCITA", cest("17:00"), form, "07:45");
    expect(again).toMatchObject({ id: first.id, replayed: true, proposal: { id: first.proposal?.id, replayed: true } });
    const rows = await stampsOf(worker.id);
    expect(rows.map((r) => [r.kind, r.status, r.stamped_at.toISOString(), r.partner_stamp_id === null ? null : Number(r.partner_stamp_id)])).toEqual([
      ["ENTRATA", "PROPOSED", cest("07:45"), first.id],
      ["USCITA", "ACTIVE", cest("17:00"), null],
    ]);
    // a start before the last stamp is refused beside the field, and nothing is stored
    const before = await clock(worker, "USCITA", cest("18:00"), newId(), "16:00").catch((e: unknown) => e);
    expect(isDomainError(before) && [before.code, before.field]).toEqual(["stamping.clock.entry_before_last", "missingEntryTime"]);
    expect(await stampsOf(worker.id)).toHaveLength(2);
  });

  it("'I forgot to clock out': the exit of the open clock-in is proposed, then the person clocks in again", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "clock" });
    const entry = await clock(worker, "ENTRATA", cest("16:00", 21));
    // the next morning, less than 16 hours later: still on duty for the clock
    const morning = cest("07:00", 22);
    expect((await clockStateOf(sql, worker.id, morning)).expected).toBe("USCITA");
    expect(await codeOf(clock(worker, "ENTRATA", morning))).toBe("stamping.clock.already_in");
    const early = await proposeMissingStamp(sql, worker, { partnerId: entry.id, time: "15:00" }, meta(morning, worker.id)).catch((e: unknown) => e);
    expect(isDomainError(early) && [early.code, early.params]).toEqual(["stamping.proposal.exit_before_entry", { time: "16:00" }]);
    const proposal = await proposeMissingStamp(sql, worker, { partnerId: entry.id, time: "22:00" }, meta(morning, worker.id));
    expect(await stampById(sql, proposal.id)).toMatchObject({ kind: "USCITA", status: "PROPOSED", partnerStampId: entry.id });
    expect((await clockStateOf(sql, worker.id, morning)).expected).toBe("ENTRATA");
    await clock(worker, "ENTRATA", morning);
    expect((await stampsOf(worker.id)).map((s) => [s.kind, s.status])).toEqual([
      ["ENTRATA", "ACTIVE"],
      ["USCITA", "PROPOSED"],
      ["ENTRATA", "ACTIVE"],
    ]);
  });
});
