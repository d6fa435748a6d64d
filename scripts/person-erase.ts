// npm run person:erase -- --id N — erases a person for an operator (issue 39, ADR-0007): the same
// operation as the administrator's button on the person's page, with the same refusals (the last
// administrator, requests still waiting for a decision). The PersonErased event records the erasure
// with no actor (an operator, not a person of the application). Prints what was done; no personal data.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { erasePerson } from "~/areas/people/erase-person.server";
import { nowIso } from "~/clock.server";
import { isDomainError } from "~/domain/shared/errors";
import { fail, withDb } from "./cli";

const { values } = parseArgs({ options: { id: { type: "string" } } });
const id = Number(values.id);
if (!values.id || !Number.isSafeInteger(id) || id <= 0) fail("usage: npm run person:erase -- --id N");

const code = await withDb(async (db) => {
  try {
    const out = await erasePerson(db.sql, null, { personId: id, expectedVersion: null }, { actorId: null, now: nowIso(), commandId: randomUUID() }, { log: (m) => console.warn(m) });
    if (out.replayed || out.eventTypes.length === 0) {
      console.log(`person ${id} was already erased: nothing done`);
      return 0;
    }
    const files = [...out.receiptFiles.deleted, ...out.personFiles.deleted].length;
    const failed = [...out.receiptFiles.failed, ...out.personFiles.failed].length;
    console.log(`person ${id} erased at ${nowIso()}: key destroyed, sessions, accounts, tokens and sign-in records deleted, ${files} files deleted${failed ? `, ${failed} left for npm run storage:sweep -- --delete` : ""}`);
    return 0;
  } catch (err) {
    if (!isDomainError(err)) throw err;
    if (err.kind === "not_found") {
      console.error(`refused: person ${id} not found (unknown, or already erased)`);
      return 2;
    }
    const params = Object.entries(err.params).map(([k, v]) => `${k}=${v}`).join(", ");
    console.error(`refused: ${err.code}${params ? ` (${params})` : ""}`);
    return 3;
  }
});
process.exit(code);
