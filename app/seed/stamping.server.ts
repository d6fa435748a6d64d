// Demo data for working time, through the same operations as the screens (so the events exist):
// three weeks of stamps for several people — in and out twice a day, with the device's place, a
// preset or none — with a forgotten clock-out still to complete, one completed by a proposal HR
// accepted, one waiting for HR, a late clock-in HR corrected, a missing clock-out HR added, a
// double clock-out HR added and deleted; working-hours rules for Cantiere (all users) and for a named person
// at Metalsky; and daily hours on sites. Times are working days before the day the seed runs, and
// the command ids come from the person and the day's position, so a second run appends nothing.
import { Temporal } from "temporal-polyfill";
import { createHash } from "node:crypto";
import { nowIso, zurichToday } from "~/clock.server";
import type { Sql } from "~/db.server";
import { TIME_ZONE } from "~/domain/shared/format";
import type { StampKind } from "~/domain/stamping/types";
import type { CommandMeta } from "~/events/handle-command.server";
import { demoActor } from "./actor.server";
import { acceptMissingStamp } from "~/areas/stamping/accept-missing-stamp.server";
import { addStamp } from "~/areas/stamping/add-stamp.server";
import { correctStamp } from "~/areas/stamping/correct-stamp.server";
import { createWorkingHoursRule } from "~/areas/working-hours/create-working-hours-rule.server";
import { deleteStamp } from "~/areas/stamping/delete-stamp.server";
import { proposeMissingStamp } from "~/areas/stamping/propose-missing-stamp.server";
import { recordDailyHours } from "~/areas/stamping/record-daily-hours.server";
import { recordStamp, type PlaceChoice } from "~/areas/stamping/record-stamp.server";

type Count = (o: { replayed: boolean; positions: number[] }) => void;
type Key = (key: string) => string;

/** The working days (Monday to Friday) before `today`, oldest first. */
function workingDaysBefore(today: Temporal.PlainDate, n: number): Temporal.PlainDate[] {
  const out: Temporal.PlainDate[] = [];
  for (let d = today.subtract({ days: 1 }); out.length < n; d = d.subtract({ days: 1 })) if (d.dayOfWeek <= 5) out.unshift(d);
  return out;
}

/** A few minutes of deterministic jitter (0 … max) from a key. */
function jitter(key: string, max: number): number {
  return createHash("sha256").update(key).digest()[0] % (max + 1);
}

/** The instant of a Zurich wall time on a date, as the server's clock would have given it. */
function at(date: Temporal.PlainDate, hour: number, minute: number): string {
  return date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: new Temporal.PlainTime(hour, minute) }).toInstant().toString();
}

interface Plan {
  /** minutes after midnight of each stamp of a normal day, with its kind */
  day: (date: Temporal.PlainDate, k: string) => [StampKind, number][];
  place: (n: number) => PlaceChoice;
}

const twoPairs = (date: Temporal.PlainDate, k: string): [StampKind, number][] => [
  ["ENTRATA", 7 * 60 + 25 + jitter(`${k}:1`, 10)],
  ["USCITA", 12 * 60 + jitter(`${k}:2`, 6)],
  ["ENTRATA", 12 * 60 + 55 + jitter(`${k}:3`, 8)],
  ["USCITA", 17 * 60 + jitter(`${k}:4`, 20)],
];
const onePair = (date: Temporal.PlainDate, k: string): [StampKind, number][] => [
  ["ENTRATA", 8 * 60 + jitter(`${k}:1`, 5)],
  ["USCITA", 16 * 60 + 30 + jitter(`${k}:2`, 10)],
];

export async function seedWorkingTime(sql: Sql, key: Key, count: Count, log: (m: string) => void): Promise<void> {
  const hr = await demoActor(sql, "hr");
  if (!hr) return;
  const hrMeta = (k: string, now: string): CommandMeta => ({ actorId: hr.id, now, commandId: key(k) });
  const days = workingDaysBefore(zurichToday(), 15);
  const nextMorning = (d: Temporal.PlainDate, h = 9) => at(d.add({ days: 1 }), h, 0);

  // working-hours rules: Cantiere's usual hours for all its users, and a named person at Metalsky
  count(await createWorkingHoursRule(sql, hr, { companyCode: "cantiere", winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00", allUsers: true, userIds: [] }, hrMeta("working-hours:cantiere", nowIso())));
  const associate = await demoActor(sql, "associate");
  if (associate) {
    count(await createWorkingHoursRule(sql, hr, { companyCode: "metalsky", winterStart: "08:00", winterEnd: "17:00", summerStart: "07:30", summerEnd: "16:30", allUsers: false, userIds: [associate.id] }, hrMeta("working-hours:metalsky:associate", nowIso())));
  }

  const [cantiereSeat] = await sql<{ latitude: number; longitude: number }[]>`SELECT latitude, longitude FROM company_list WHERE code = 'cantiere'`;
  const near = (n: number): PlaceChoice => ({ latitude: Number(cantiereSeat?.latitude ?? 46.02) + (n % 7) / 10_000, longitude: Number(cantiereSeat?.longitude ?? 8.95) + (n % 5) / 10_000 });
  const plans: Record<string, Plan> = {
    worker: { day: twoPairs, place: (n) => (n % 5 === 0 ? {} : near(n)) },
    employee: { day: twoPairs, place: (n) => (n % 3 === 0 ? { preset: "company" } : near(n)) },
    associate: { day: twoPairs, place: (n) => (n % 4 === 0 ? {} : { preset: "company" }) },
    interim: { day: onePair, place: () => ({}) },
  };

  let stamps = 0;
  for (const [username, plan] of Object.entries(plans)) {
    const person = await demoActor(sql, username);
    if (!person) continue;
    const clock = async (k: string, date: Temporal.PlainDate, kind: StampKind, minutes: number, n: number) => {
      const now = at(date, Math.floor(minutes / 60), minutes % 60);
      const o = await recordStamp(sql, person, { kind, deviceAt: now, place: plan.place(n) }, { actorId: person.id, now, commandId: key(k) });
      count(o);
      stamps++;
      return o.id;
    };
    for (let i = 0; i < days.length; i++) {
      const date = days[i];
      const k = `stamp:${username}:d${i}`;
      const normal = plan.day(date, k);
      if (username === "worker" && i === 11) {
        // a forgotten clock-out, still to complete: the page offers the one-field proposal
        for (const [j, [kind, m]] of normal.slice(0, 3).entries()) await clock(`${k}:${j}`, date, kind, m, i + j);
      } else if (username === "worker" && (i === 5 || i === 7)) {
        // a forgotten clock-out, completed by a proposal: accepted by HR (day 5) or still waiting (day 7)
        const open = await clock(`${k}:0`, date, "ENTRATA", normal[0][1], i);
        const proposal = await proposeMissingStamp(sql, person, { partnerId: open, time: "16:45" }, { actorId: person.id, now: nextMorning(date, 7), commandId: key(`${k}:proposal`) });
        count(proposal);
        if (i === 5) count(await acceptMissingStamp(sql, hr, { stampId: proposal.id, personId: person.id, expectedVersion: 1 }, hrMeta(`${k}:accept`, nextMorning(date))));
      } else if (username === "employee" && i === 10) {
        // clocked in late by mistake; HR corrects it, the original stays in the history
        const late = await clock(`${k}:0`, date, "ENTRATA", 8 * 60 + 40, i);
        for (const [j, [kind, m]] of normal.slice(1).entries()) await clock(`${k}:${j + 1}`, date, kind, m, i + j);
        count(await correctStamp(sql, hr, { stampId: late, personId: person.id, expectedVersion: 1, kind: "ENTRATA", stampedAt: `${date} 07:45:00`, reason: "Era in cantiere dalle 7:45; la timbratrice era guasta" }, hrMeta(`${k}:correct`, nextMorning(date))));
      } else if (username === "interim" && i === 12) {
        // no clock-out: HR adds it after checking with the site foreman
        await clock(`${k}:0`, date, "ENTRATA", normal[0][1], i);
        count(await addStamp(sql, hr, { personId: person.id, kind: "USCITA", stampedAt: `${date} 16:30:00`, reason: "Uscita confermata dal capocantiere" }, hrMeta(`${k}:add`, nextMorning(date))));
      } else if (username === "associate" && i === 9) {
        // a double clock-out: HR added the clock-out the foreman reported, but it had been stamped;
        // HR deletes the double (the clock itself refuses a clock-out out of turn, ADR-0042)
        for (const [j, [kind, m]] of normal.entries()) await clock(`${k}:${j}`, date, kind, m, i + j);
        const added = await addStamp(sql, hr, { personId: person.id, kind: "USCITA", stampedAt: `${date} 17:30:00`, reason: "Uscita segnalata dal capocantiere" }, hrMeta(`${k}:double-hr`, nextMorning(date, 8)));
        count(added);
        count(await deleteStamp(sql, hr, { stampId: added.id, personId: person.id, expectedVersion: 1, reason: "Doppia timbratura" }, hrMeta(`${k}:delete-double-hr`, nextMorning(date))));
      } else {
        for (const [j, [kind, m]] of normal.entries()) await clock(`${k}:${j}`, date, kind, m, i + j);
      }
    }
  }
  log(`stamps: ${stamps}`);

  // daily hours: the worker on a Cantiere site in the first week
  const worker = await demoActor(sql, "worker");
  const [site] = await sql<{ id: number }[]>`SELECT id FROM site_list WHERE company_code = 'cantiere' AND status = 'OPEN' ORDER BY id LIMIT 1`;
  if (worker && site) {
    for (let i = 0; i < 5; i++) {
      const date = days[i];
      count(
        await recordDailyHours(
          sql,
          hr,
          { personId: worker.id, siteId: Number(site.id), startAt: `${date} 07:30:00`, endAt: `${date} 16:30:00`, description: i === 0 ? "Montaggio ponteggio" : "Posa carpenteria" },
          hrMeta(`daily-hours:worker:d${i}`, at(date, 18, 0)),
        ),
      );
    }
  }
}
