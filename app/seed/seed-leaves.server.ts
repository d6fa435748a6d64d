// The demo leave requests (demo-leaves.ts) through the same operations as the screens: requested
// by the person or by HR, then approved, rejected or withdrawn by whoever may. Command ids derive
// from each entry's key, so seeding again appends nothing.
import type { Actor } from "~/domain/access/actor";
import { nowIso } from "~/clock.server";
import type { Sql } from "~/db.server";
import { approveLeave } from "~/areas/leave/approve-leave.server";
import { rejectLeave } from "~/areas/leave/reject-leave.server";
import { requestLeave } from "~/areas/leave/request-leave.server";
import { withdrawLeave } from "~/areas/leave/withdraw-leave.server";
import { demoActor } from "./actor.server";
import { demoLeaves } from "./demo-leaves";

async function actorOf(sql: Sql, username: string, cache: Map<string, Actor>): Promise<Actor> {
  const known = cache.get(username);
  if (known) return known;
  const user = await demoActor(sql, username);
  if (!user) throw new Error(`demo leave: no person ${username}`);
  cache.set(username, user);
  return user;
}

/** Seeds the demo leave requests; returns how many events it appended (0 on a repeat). */
export async function seedDemoLeaves(sql: Sql, commandId: (key: string) => string, log: (m: string) => void = () => {}): Promise<number> {
  const cache = new Map<string, Actor>();
  let appended = 0;
  const count = (o: { replayed: boolean; positions: number[] }) => {
    if (!o.replayed) appended += o.positions.length;
  };
  const entries = demoLeaves();
  for (const e of entries) {
    const person = await actorOf(sql, e.person, cache);
    const recorder = await actorOf(sql, e.recordedBy, cache);
    const meta = (step: string, actor: Actor) => ({ actorId: actor.id, now: nowIso(), commandId: commandId(`leave:${e.key}:${step}`) });
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
