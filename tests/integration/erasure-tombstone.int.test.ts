// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// The tombstone of an erased person (issue 39): an erasure is refused while the person's requests
// wait for a decision (saying how many of each); a person erased before that rule, with a leave
// request still pending, cannot get personal data written again: HR's edit of that request is
// refused with a clear message and no new key is made for them (keyFor never makes one for an
// erased subject). A database of its own: the erasures stay here.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { registerPerson } from "../../app/areas/people/register-person.server";
import { editLeave } from "../../app/areas/leave/edit-leave.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { DomainError } from "../../app/domain/shared/errors";
import { keyFor } from "../../app/events/pii.server";
import { personById } from "../../app/events/queries/people.server";
import { useOwnDb } from "./helpers";

const NOW = "2026-03-20T09:00:00.000Z";
const get = useOwnDb(4);
let sql: ReturnType<typeof get>["sql"];
let hr: CurrentUser;
const meta = (actorId: number | null) => ({ actorId, now: NOW, commandId: randomUUID() });

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

async function newWorker(mark: string): Promise<CurrentUser> {
  const username = `${mark.toLowerCase()}-${randomUUID().slice(0, 6)}`;
  const { id } = await registerPerson(
    sql,
    {
      companyCode: "cantiere",
      role: "WORKER",
      capabilities: [],
      employee: { badgeId: null, hiredAt: "2020-01-01", terminatedAt: null, workPercentage: 100, holidaysCount: 25, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
      personal: { firstName: mark, lastName: `${mark}son`, username, email: `${username}@example.ch`, birthday: "1990-05-04", gender: null, address: `Via ${mark} 1`, zip: "6900", city: "Lugano", countryId: 1, personalMail: null, officeMail: null, phones: [], civilStatus: null, childrenNumber: null, motherLanguage: null },
      passwordHash: null,
    },
    meta(null),
  );
  return userOf(id);
}

const allDay = (text: string, day: string) => ({ leaveType: 1, period: { shape: "allDay" as const, startDate: day, endDate: day }, description: text });
const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);
const keysOf = async (personId: number) => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pii_keys WHERE subject = ${`person-${personId}`}`)[0].n;

describe("an erased person's tombstone", () => {
  beforeAll(async () => {
    sql = get().sql;
    const [{ id }] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
    hr = await userOf(Number(id));
  });

  it("an erasure is refused while a request of the person waits for a decision, saying how many of each", async () => {
    const worker = await newWorker("Waiting");
    await requestLeave(sql, worker, { personId: worker.id, leave: allDay("Visita medica", "2026-04-14") }, meta(worker.id));
    const err = await refusal(erasePerson(sql, null, { personId: worker.id, expectedVersion: null }, meta(null)));
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe("erasure.pending_approvals");
    expect((err as DomainError).params).toEqual({ leaves: 1, expenses: 0, stamps: 0 });
    expect(await keysOf(worker.id)).toBe(1);
    const [row] = await sql<{ erased: boolean }[]>`SELECT erased FROM person_list WHERE id = ${worker.id}`;
    expect(row.erased).toBe(false);
  });

  it("editing an erased person's pending record is refused and makes no new key", async () => {
    const worker = await newWorker("Tomb");
    const leave = await requestLeave(sql, worker, { personId: worker.id, leave: allDay("Trasloco", "2026-04-21") }, meta(worker.id));
    // an erasure recorded before the pending check existed: the request is left pending
    await erasePerson(sql, null, { personId: worker.id, expectedVersion: null }, meta(null), { allowPending: true });
    expect(await keysOf(worker.id)).toBe(0);
    const [{ n: before }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE stream_id = ${`leave-${leave.id}`}`;

    const err = await refusal(editLeave(sql, hr, { leaveId: leave.id, personId: worker.id, leave: allDay("Testo nuovo", "2026-04-22"), expectedVersion: 1 }, meta(hr.id)));
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe("erasure.subject_erased");
    expect(await keysOf(worker.id)).toBe(0);
    const [{ n: after }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE stream_id = ${`leave-${leave.id}`}`;
    expect(after).toBe(before);

    // whatever path a command takes, the key is never made again for the erased subject
    const direct = await refusal(keyFor(sql, `person-${worker.id}`));
    expect((direct as DomainError).code).toBe("erasure.subject_erased");
    expect((direct as DomainError).status).toBe(422);
    expect(await keysOf(worker.id)).toBe(0);
  });

  it("a living person still gets their key the first time they are written", async () => {
    const worker = await newWorker("Alive");
    expect(await keysOf(worker.id)).toBe(1);
    const key = await keyFor(sql, `person-${worker.id}`);
    expect(key.length).toBe(32);
  });
});
