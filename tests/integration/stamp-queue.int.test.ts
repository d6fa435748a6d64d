// Stamps from the device's queue (ADR-0124), against the real store: a stamp tapped offline holds
// the tap's time and is marked as sent later; sent twice under its command id it is stored once; a
// device time in the future, over 72 hours old or before the last stamp is refused and stores nothing.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import type { Sql } from "../../app/db.server";
import { isDomainError } from "../../app/domain/shared/errors";
import { clockStateOf } from "../../app/events/queries/stamps.server";
import { recordStamp } from "../../app/areas/stamping/record-stamp.server";
import { dbReady, newId, useDb } from "./helpers";
import { newPerson } from "./people";

const get = useDb(8);
let sql: Sql;

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
});

const cest = (hhmm: string, day = 21) => new Date(`2026-04-${day}T${hhmm}:00+02:00`).toISOString();
const queued = (user: CurrentUser, kind: "ENTRATA" | "USCITA", deviceAt: string, now: string, commandId = newId()) =>
  recordStamp(sql, user, { kind, deviceAt, place: {}, queued: true }, { actorId: user.id, now, commandId });
const codeOf = (p: Promise<unknown>) => p.then(() => "accepted", (e: unknown) => (isDomainError(e) ? e.code : String(e)));
const stampsOf = (personId: number) =>
  sql<{ kind: string; source: string; stamped_at: Date; recorded_at: Date }[]>`
    SELECT kind, source, stamped_at, recorded_at FROM stamp_list WHERE person_id = ${personId} ORDER BY stamped_at, id`;

describe("stamps from the device's queue", () => {
  it("hold the tap's time, are marked as sent later, and keep the clock's turn", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "queue" });
    const entry = await queued(worker, "ENTRATA", "2026-04-21T05:02:17.431Z", cest("12:30"));
    expect(new Date(entry.stampedAt).toISOString()).toBe("2026-04-21T05:02:17.000Z");
    await queued(worker, "USCITA", cest("11:45"), cest("12:31"));
    const stamps = await stampsOf(worker.id);
    expect(stamps.map((s) => [s.kind, s.source, s.stamped_at.toISOString()])).toEqual([
      ["ENTRATA", "offline", "2026-04-21T05:02:17.000Z"],
      ["USCITA", "offline", "2026-04-21T09:45:00.000Z"],
    ]);
    expect((await clockStateOf(sql, worker.id, cest("12:35"))).expected).toBe("ENTRATA");
  });

  it("sent twice under its command id (the page and the service worker, a lost answer): stored once", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "queue" });
    const tap = newId();
    const [a, b] = await Promise.all([queued(worker, "ENTRATA", cest("06:58"), cest("08:00"), tap), queued(worker, "ENTRATA", cest("06:58"), cest("08:00"), tap)]);
    expect(a.id).toBe(b.id);
    const again = await queued(worker, "ENTRATA", cest("06:58"), cest("08:05"), tap);
    expect(again).toMatchObject({ id: a.id, replayed: true });
    expect(new Date(again.stampedAt).toISOString()).toBe("2026-04-21T04:58:00.000Z");
    expect(await stampsOf(worker.id)).toHaveLength(1);
  });

  it("refuses a device time in the future, over 72 hours old or not after the last stamp, and stores nothing", async () => {
    const worker = await newPerson(sql, { role: "WORKER", prefix: "queue" });
    expect(await codeOf(queued(worker, "ENTRATA", cest("12:10"), cest("12:00")))).toBe("stamping.queued.future");
    expect(await codeOf(queued(worker, "ENTRATA", cest("11:59", 18), cest("12:00")))).toBe("stamping.queued.too_old");
    expect(await stampsOf(worker.id)).toHaveLength(0);
    await queued(worker, "ENTRATA", cest("08:00"), cest("12:00"));
    expect(await codeOf(queued(worker, "USCITA", cest("07:30"), cest("12:01")))).toBe("stamping.queued.before_last");
    expect(await stampsOf(worker.id)).toHaveLength(1);
  });
});
