// The demo leave requests (demo-leaves.ts) through the same operations as the screens: requested
// by the person or by HR, then approved, rejected or withdrawn by whoever may. Command ids derive
// from each entry's key, so seeding again appends nothing.
import type { CurrentUser } from "~/auth/user.server";
import { nowIso } from "~/clock.server";
import type { Sql } from "~/db.server";
import { accessOf, type Principal } from "~/domain/access/permissions";
import { personById } from "~/events/queries/people.server";
import { approveLeave } from "~/operations/approve-leave.server";
import { rejectLeave } from "~/operations/reject-leave.server";
import { requestLeave } from "~/operations/request-leave.server";
import { withdrawLeave } from "~/operations/withdraw-leave.server";
import { demoLeaves } from "./demo-leaves";

async function actorOf(sql: Sql, username: string, cache: Map<string, CurrentUser>): Promise<CurrentUser> {
  const known = cache.get(username);
  if (known) return known;
  const [row] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${username}`;
  const p = row ? await personById(sql, Number(row.id)) : null;
  if (!p) throw new Error(`demo leave: no person ${username}`);
  const principal: Principal = { personId: p.id, role: p.role, capabilities: p.capabilities, companyCode: p.companyCode, active: p.active };
  const user: CurrentUser = { ...p, principal, access: accessOf(principal), sessionIdHash: "" };
  cache.set(username, user);
  return user;
}

/** Seeds the demo leave requests; returns how many events it appended (0 on a repeat). */
export async function seedDemoLeaves(sql: Sql, commandId: (key: string) => string, log: (m: string) => void = () => {}): Promise<number> {
  const cache = new Map<string, CurrentUser>();
  let appended = 0;
  const count = (o: { replayed: boolean; positions: number[] }) => {
    if (!o.replayed) appended += o.positions.length;
  };
  const entries = demoLeaves();
  for (const e of entries) {
    const person = await actorOf(sql, e.person, cache);
    const recorder = await actorOf(sql, e.recordedBy, cache);
    const meta = (step: string, actor: CurrentUser) => ({ actorId: actor.id, now: nowIso(), commandId: commandId(`leave:${e.key}:${step}`) });
    const requested = await requestLeave(sql, recorder, { personId: person.id, leave: e.leave }, meta("request", recorder));
    count(requested);
    if (!e.then) continue;
    const actor = await actorOf(sql, e.then.by, cache);
    const input = { leaveId: requested.id, personId: person.id, expectedVersion: null };
    const run = e.then.action === "approve" ? approveLeave : e.then.action === "reject" ? rejectLeave : withdrawLeave;
    count(await run(sql, actor, input, meta(e.then.action, actor)));
  }
  log(`leave requests: ${entries.length}`);
  return appended;
}
