// Changing a person's access through the real store (issue 10): HR cannot strip an administrator;
// the last active administrator keeps ADMIN whoever asks, also when two administrators demote each
// other at the same moment; deactivation ends every session of the person at once and reactivation
// does not bring them back; erasure deletes the key, credentials, sessions and sign-in records with
// the event. A database of its own, so the number of administrators is this file's to decide.
import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal, type Role } from "../../app/domain/access/permissions";
import { isDomainError } from "../../app/domain/shared/errors";
import { personAccess, personById } from "../../app/events/queries/people.server";
import { changePersonAccess } from "../../app/areas/people/change-person-access.server";
import { deactivatePerson } from "../../app/areas/people/deactivate-person.server";
import { erasePerson } from "../../app/areas/people/erase-person.server";
import { reactivatePerson } from "../../app/areas/people/reactivate-person.server";
import { registerPerson } from "../../app/areas/people/register-person.server";
import { useOwnDb } from "./helpers";

const NOW = "2026-11-24T09:00:00.000Z";
const meta = (actorId: number | null) => ({ actorId, now: NOW, commandId: randomUUID() });

describe("access changes", () => {
  const get = useOwnDb();
  const sql = () => get().sql;
  let n = 0;

  async function person(role: Role | null): Promise<CurrentUser> {
    const username = `p${++n}-${randomUUID().slice(0, 6)}`;
    const { id } = await registerPerson(
      sql(),
      {
        companyCode: "cantiere",
        role,
        capabilities: ["LIST_IN_HR_MODULE"],
        employee: { badgeId: n, hiredAt: null, terminatedAt: null, workPercentage: 100, holidaysCount: 25, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
        personal: { firstName: "Test", lastName: `Person ${n}`, username, email: `${username}@example.ch`, birthday: null, gender: null, address: null, zip: null, city: null, countryId: 1, personalMail: null, officeMail: null, phones: [], civilStatus: null, childrenNumber: null, motherLanguage: null },
        passwordHash: "not-a-hash",
      },
      meta(null),
    );
    return userOf(id);
  }

  async function userOf(id: number): Promise<CurrentUser> {
    const p = await personById(sql(), id);
    if (!p) throw new Error("no such person");
    const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
    return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
  }

  const codeOf = (e: unknown) => (isDomainError(e) ? e.code : String(e));
  const demote = (by: CurrentUser, target: CurrentUser, role: Role | null = "EMPLOYEE") =>
    changePersonAccess(sql(), by, { personId: target.id, role, capabilities: [], expectedVersion: null }, meta(by.id));

  async function openSessions(personId: number, count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      await sql()`
        INSERT INTO sessions (id_hash, person_id, csrf_token, remember, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
        VALUES (${randomBytes(32).toString("hex")}, ${personId}, ${randomBytes(32).toString("base64url")}, false, now(), now(), now() + interval '1 hour', now() + interval '12 hours')`;
    }
  }
  const sessionsOf = async (personId: number) => (await sql()<{ n: number }[]>`SELECT count(*)::int AS n FROM sessions WHERE person_id = ${personId}`)[0].n;

  it("HR cannot demote or strip an administrator, and the administrator keeps the role", async () => {
    const admin = await person("ADMIN");
    const hr = await person("HR");
    for (const role of ["WORKER", null] as const) {
      expect(codeOf(await demote(hr, admin, role).catch((e: unknown) => e))).toBe("permission.cannot_remove");
    }
    expect(codeOf(await deactivatePerson(sql(), hr, { personId: admin.id, expectedVersion: null }, meta(hr.id)).catch((e: unknown) => e))).toBe("permission.cannot_remove");
    expect((await personAccess(sql(), admin.id))?.role).toBe("ADMIN");
  });

  it("HR cannot set NO_STAMPINGLOG or NO_LEAVE on an administrator, nor take LIST_IN_HR_MODULE away: nothing is stored (issue 42)", async () => {
    const admin = await person("ADMIN");
    const hr = await person("HR");
    const before = await personAccess(sql(), admin.id);
    for (const capabilities of [["LIST_IN_HR_MODULE", "NO_STAMPINGLOG"], ["LIST_IN_HR_MODULE", "NO_LEAVE"], []] as const) {
      const refused = await changePersonAccess(sql(), hr, { personId: admin.id, role: "ADMIN", capabilities: [...capabilities], expectedVersion: null }, meta(hr.id)).catch((e: unknown) => e);
      expect(codeOf(refused)).toBe("permission.cannot_change_stronger");
    }
    const after = await personAccess(sql(), admin.id);
    expect(after?.capabilities).toEqual(["LIST_IN_HR_MODULE"]);
    expect(after?.version).toBe(before?.version);
    // another administrator may, and HR may on a worker
    const other = await person("ADMIN");
    await changePersonAccess(sql(), other, { personId: admin.id, role: "ADMIN", capabilities: ["LIST_IN_HR_MODULE", "NO_LEAVE"], expectedVersion: null }, meta(other.id));
    expect((await personAccess(sql(), admin.id))?.capabilities).toEqual(["LIST_IN_HR_MODULE", "NO_LEAVE"]);
    const worker = await person("WORKER");
    await changePersonAccess(sql(), hr, { personId: worker.id, role: "WORKER", capabilities: ["NO_STAMPINGLOG"], expectedVersion: null }, meta(hr.id));
    expect((await personAccess(sql(), worker.id))?.capabilities).toEqual(["NO_STAMPINGLOG"]);
  });

  it("the last active administrator cannot lose ADMIN, be deactivated or be erased, by anyone", async () => {
    // every administrator of this database but one is demoted first
    const last = await person("ADMIN");
    const other = await person("ADMIN");
    const admins = await sql()<{ id: number }[]>`SELECT id FROM person_list WHERE role = 'ADMIN' AND active AND id NOT IN (${last.id}, ${other.id})`;
    for (const a of admins) await demote(last, await userOf(Number(a.id)));
    await demote(last, other, "HR"); // one more stays: allowed
    const lastAdmin = await userOf(last.id);
    // another administrator appears only to try; here it is the operator's tools (no grantor) and a fresh admin's request
    expect(codeOf(await deactivatePerson(sql(), null, { personId: last.id, expectedVersion: null }, meta(null)).catch((e: unknown) => e))).toBe("permission.last_admin");
    expect(codeOf(await erasePerson(sql(), null, { personId: last.id, expectedVersion: null }, meta(null)).catch((e: unknown) => e))).toBe("permission.last_admin");
    const helper = await person("ADMIN");
    await demote(lastAdmin, helper, "HR"); // back to one administrator
    const admin2 = await userOf(helper.id);
    expect(codeOf(await demote(admin2, lastAdmin).catch((e: unknown) => e))).toBe("permission.cannot_remove"); // HR now
    expect((await personAccess(sql(), last.id))?.role).toBe("ADMIN");
    expect((await personAccess(sql(), last.id))?.active).toBe(true);
  });

  it("two administrators demoting each other at the same moment: one wins, the other is refused, one administrator stays", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await person("ADMIN");
      const b = await person("ADMIN");
      const others = await sql()<{ id: number }[]>`SELECT id FROM person_list WHERE role = 'ADMIN' AND active AND id NOT IN (${a.id}, ${b.id})`;
      for (const o of others) await demote(a, await userOf(Number(o.id)));
      const results = await Promise.allSettled([demote(a, b), demote(b, a)]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(codeOf(refused.reason)).toBe("permission.last_admin");
      const [{ n: left }] = await sql()<{ n: number }[]>`SELECT count(*)::int AS n FROM person_list WHERE role = 'ADMIN' AND active`;
      expect(left).toBe(1);
    }
  });

  it("deactivating ends every session of the person at once; reactivating brings none back", async () => {
    const admin = (await sql()<{ id: number }[]>`SELECT id FROM person_list WHERE role = 'ADMIN' AND active LIMIT 1`)[0];
    const by = await userOf(Number(admin.id));
    const worker = await person("WORKER");
    await openSessions(worker.id, 3);
    expect(await sessionsOf(worker.id)).toBe(3);
    await deactivatePerson(sql(), by, { personId: worker.id, expectedVersion: null }, meta(by.id));
    expect(await sessionsOf(worker.id)).toBe(0);
    expect((await personAccess(sql(), worker.id))?.active).toBe(false);
    await reactivatePerson(sql(), by, { personId: worker.id, expectedVersion: null }, meta(by.id));
    expect(await sessionsOf(worker.id)).toBe(0);
    expect((await personAccess(sql(), worker.id))?.active).toBe(true);
  });

  it("erasing deletes the person's key, account, sessions and sign-in records with the event", async () => {
    const admin = (await sql()<{ id: number }[]>`SELECT id FROM person_list WHERE role = 'ADMIN' AND active LIMIT 1`)[0];
    const by = await userOf(Number(admin.id));
    const worker = await person("WORKER");
    await openSessions(worker.id, 1);
    await sql()`INSERT INTO sign_in_attempts (username, person_id, address, succeeded, reason, attempted_at)
                VALUES (${worker.username ?? ""}, ${worker.id}, '10.0.0.1', false, 'wrong_password', now()),
                       (${(worker.username ?? "").toUpperCase()}, NULL, '10.0.0.1', false, 'locked', now())`;
    await erasePerson(sql(), by, { personId: worker.id, expectedVersion: null }, meta(by.id));
    const count = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
    expect(await count(sql()`SELECT count(*)::int AS n FROM pii_keys WHERE subject = ${`person-${worker.id}`}`)).toBe(0);
    expect(await count(sql()`SELECT count(*)::int AS n FROM accounts WHERE person_id = ${worker.id}`)).toBe(0);
    expect(await sessionsOf(worker.id)).toBe(0);
    expect(await count(sql()`SELECT count(*)::int AS n FROM sign_in_attempts WHERE person_id = ${worker.id} OR lower(username) = lower(${worker.username ?? ""})`)).toBe(0);
    expect(await personAccess(sql(), worker.id)).toMatchObject({ erased: true, active: false });
  });
});
