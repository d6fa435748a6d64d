// What the free-text erasure tests share (ADR-0134): the worker they erase, with a name nothing else
// in the demo data holds, and an event written the way it was stored before the text was encrypted.
import { randomUUID } from "node:crypto";
import type { CurrentUser } from "../../app/auth/user.server";
import type { Sql } from "../../app/db.server";
import { registerPerson } from "../../app/areas/people/register-person.server";
import { appendToStream } from "../../app/events/store.server";
import { userOf } from "./people";

/** Their name and every text they write match this; after the erasure nothing read may. */
export const SECRET = /Zebulon|Quixley|QX-SECRET/;

/** Registers "Zebulon Quixley", a Cantiere worker with a fresh username, and returns them as a user. */
export async function registerQuixley(sql: Sql): Promise<CurrentUser> {
  const username = `zq-${randomUUID().slice(0, 6)}`;
  const { id } = await registerPerson(
    sql,
    {
      companyCode: "cantiere",
      role: "WORKER",
      capabilities: [],
      employee: { badgeId: null, hiredAt: "2020-01-01", terminatedAt: null, workPercentage: 100, holidaysCount: 25, breakTime: 60, winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00" },
      personal: { firstName: "Zebulon", lastName: "Quixley", username, email: `${username}@example.ch`, birthday: "1990-05-04", gender: null, address: "Via Quixley 1", zip: "6900", city: "Lugano", countryId: 1, personalMail: null, officeMail: null, phones: [], civilStatus: null, childrenNumber: null, motherLanguage: null },
      passwordHash: null,
    },
    { actorId: null, now: new Date().toISOString(), commandId: randomUUID() },
  );
  return userOf(sql, id);
}

/** An event as it was stored before ADR-0134: plain text, its old schema version, no personal-data subject. */
export async function appendPlain(sql: Sql, streamId: string, streamType: string, type: string, schemaVersion: number, data: Record<string, unknown>, actorId: number): Promise<void> {
  const [{ v }] = await sql<{ v: number }[]>`SELECT coalesce(max(version), 0)::int AS v FROM events WHERE stream_id = ${streamId}`;
  await appendToStream(sql, {
    streamId,
    streamType,
    expectedVersion: v,
    events: [{ type, data, schemaVersion, piiSubject: null }],
    metadata: { actorId, correlationId: randomUUID(), causationId: null, commandId: null },
    recordedAt: new Date(),
  });
}
