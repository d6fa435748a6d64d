import { randomUUID } from "node:crypto";
import { openDb } from "~/db.server";
import { festivityDecider } from "~/domain/festivity/decider";
import { handleCommand } from "~/events/handle-command.server";
import { prepareDatabase } from "~/runtime.server";
const url = "postgres://postgres@127.0.0.1:5432/h20c_probe";
const setup = await openDb({ url, max: 1 });
await prepareDatabase(setup, () => {});
await setup.close();
const log: string[] = [];
const db = await openDb({ url, max: 4 });
(db.sql as unknown as { options: { debug: unknown } }).options.debug = (_c: number, q: string) => log.push(q.slice(0, 50).replace(/\s+/g, " "));
for (let k = 0; k < 3; k++) {
  log.length = 0;
  const t = performance.now();
  await handleCommand(db.sql, festivityDecider, {
    command: (festivityId: number) => ({ type: "AddFestivity" as const, festivityId, details: { title: "probe", startDate: "2031-01-01", endDate: "2031-01-01", companyCode: null } }),
    meta: { actorId: 1, now: new Date().toISOString(), commandId: randomUUID() },
    target: { sequence: "festivity_id_seq" },
  });
  console.log((performance.now() - t).toFixed(2), log);
}
await db.close();
