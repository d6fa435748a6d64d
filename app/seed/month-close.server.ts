// Demo data for the monthly sign-off (ADR-0138), through the same operations as the screens: the
// demo worker signed the month before last on the first morning of last month and HR countersigned
// it an hour later, so that month is locked (a stamp or an expense dated in it is refused until HR
// reopens it). The command ids come from the month, so a second run appends nothing.
import { Temporal } from "temporal-polyfill";
import { zurichToday } from "~/clock.server";
import type { Sql } from "~/db.server";
import { TIME_ZONE } from "~/domain/shared/format";
import { countersignMonth } from "~/areas/month-close/countersign-month.server";
import { signMonth } from "~/areas/month-close/sign-month.server";
import { demoActor } from "./actor.server";

type Count = (o: { replayed: boolean; positions: number[] }) => void;

export async function seedMonthClose(sql: Sql, key: (k: string) => string, count: Count, log: (m: string) => void): Promise<void> {
  const [worker, hr] = await Promise.all([demoActor(sql, "worker"), demoActor(sql, "hr")]);
  if (!worker || !hr) return;
  const lastMonthStart = zurichToday().with({ day: 1 }).subtract({ months: 1 });
  const month = lastMonthStart.subtract({ months: 1 }).toString().slice(0, 7);
  const at = (hour: number) => lastMonthStart.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: new Temporal.PlainTime(hour, 0) }).toInstant().toString();
  const on = { personId: worker.id, month, expectedVersion: null };
  count(await signMonth(sql, worker, { ...on, comment: "" }, { actorId: worker.id, now: at(8), commandId: key(`month-close:${month}:sign`) }));
  count(await countersignMonth(sql, hr, { ...on, comment: "Controllato con il capocantiere" }, { actorId: hr.id, now: at(9), commandId: key(`month-close:${month}:countersign`) }));
  log(`month close: ${month} of worker signed and countersigned`);
}
