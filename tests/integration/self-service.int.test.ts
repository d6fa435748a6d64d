// @starts-on-the-demo-data: its databases are copies of the run's seeded template (own-database.ts)
// Whether a person has records of their own (ADR-0044): a person who may not request leave or claim
// expenses sees their list only when there is something in it.
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { accessOf, type Principal } from "../../app/domain/access/permissions";
import { personById } from "../../app/events/queries/people.server";
import { hasOwnRecords } from "../../app/events/queries/self-service.server";
import { requestLeave } from "../../app/areas/leave/request-leave.server";
import { at, dbReady, newId, useDb } from "./helpers";
import { newPerson } from "./people";

const get = useDb(2);
let sql: ReturnType<typeof get>["sql"];

async function userOf(id: number): Promise<CurrentUser> {
  const p = await personById(sql, id);
  if (!p) throw new Error("no such person");
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  return { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
}

beforeAll(async () => {
  sql = (await dbReady(get)).sql;
});

describe("own records", () => {
  it("given the demo client, then no leave and no expense", async () => {
    const [client] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'client'`;
    expect(await hasOwnRecords(sql, Number(client.id), "leave")).toBe(false);
    expect(await hasOwnRecords(sql, Number(client.id), "expense")).toBe(false);
  });

  it("given a person without leave, when a request is stored, then they have leave records (and still no expense)", async () => {
    // a person of its own: the demo people are shared with every other file of the run
    const fresh = await newPerson(sql, { role: "EMPLOYEE", companyCode: "electrogestim", prefix: "self" });
    const person = await userOf(fresh.id);
    expect(await hasOwnRecords(sql, person.id, "leave")).toBe(false);
    await requestLeave(
      sql,
      person,
      { personId: person.id, leave: { leaveType: 1, period: { shape: "allDay", startDate: "2026-08-03", endDate: "2026-08-04" }, description: null } },
      { ...at("2026-02-02T09:00:00.000Z"), commandId: newId() },
    );
    expect(await hasOwnRecords(sql, person.id, "leave")).toBe(true);
    expect(await hasOwnRecords(sql, person.id, "expense")).toBe(false);
  });
});
