// What a person's working-time balance is computed from (app/domain/stamping/balance.ts, issue 36,
// ADR-0136), batched by person: their stamps and daily hours, the target input (ADR-0130), their
// approved leave with its type, their work percentage as it changed (read from their stream, since
// person_list holds only the current one), their dates of employment and HR's carry-overs. One
// read for the stamping page (one person), HR's lists and the payroll export (many), so every
// screen's figures come from the same input.
import { Temporal } from "temporal-polyfill";
import type { Queryable } from "~/db.server";
import type { LeaveDetails } from "~/domain/leave/events";
import type { BalanceInput, PercentageFrom } from "~/domain/stamping/balance";
import { TIME_ZONE } from "~/domain/shared/format";
import { stampsOfPeople } from "./hr-dashboard.server";
import { targetInputsOf } from "./targets.server";

const midnight = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
const zurichDate = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();
const ymd = (v: string | Date | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** Each person's balance input for the balance year that holds `to` (YYYY-MM-DD); an unknown person is absent. */
export async function balanceInputsOf(db: Queryable, personIds: readonly number[], to: string): Promise<Map<number, BalanceInput>> {
  const ids = [...new Set(personIds.filter((i) => Number.isSafeInteger(i) && i > 0))];
  const out = new Map<number, BalanceInput>();
  if (ids.length === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return out;
  // a balance year starts on 1 January at the earliest (ADR-0136)
  const from = `${to.slice(0, 4)}-01-01`;
  const end = Temporal.PlainDate.from(to).add({ days: 1 }).toString();
  const streams = ids.map((id) => `person-${id}`);
  const [targets, stamps, people, leaves, hours, carryOvers, changes, firsts] = await Promise.all([
    targetInputsOf(db, ids, from, to),
    stampsOfPeople(db, ids, from, to),
    db<{ id: number; hired_at: string | Date | null; terminated_at: string | Date | null }[]>`
      SELECT id, hired_at, terminated_at FROM person_list WHERE id = ANY(${ids}::bigint[])`,
    db<{ person_id: number; details: LeaveDetails }[]>`
      SELECT person_id, details FROM leave_list
      WHERE person_id = ANY(${ids}::bigint[]) AND status = 'APPROVED' AND start_date <= ${to}::date AND end_date >= ${from}::date`,
    db<{ person_id: number; start_at: Date; end_at: Date }[]>`
      SELECT person_id, start_at, end_at FROM daily_hours_list
      WHERE person_id = ANY(${ids}::bigint[]) AND start_at >= ${midnight(from)}::timestamptz AND start_at < ${midnight(end)}::timestamptz`,
    db<{ person_id: number; date: string | Date; minutes: number }[]>`
      SELECT person_id, to_char(date, 'YYYY-MM-DD') AS date, minutes FROM working_time_carry_over WHERE person_id = ANY(${ids}::bigint[])`,
    db<{ stream_id: string; at: string | null; pct: number | null }[]>`
      SELECT stream_id, data->>'at' AS at, (data->'employee'->>'workPercentage')::int AS pct FROM events
      WHERE stream_id = ANY(${streams}::text[]) AND event_type IN ('PersonRegistered', 'EmployeeRecordChanged')
      ORDER BY stream_id, version`,
    // the first recorded working time of each person: the account opens with it (ADR-0136)
    db<{ person_id: number; first: Date | null }[]>`
      SELECT person_id, min(first) AS first FROM (
        SELECT person_id, min(stamped_at) AS first FROM stamp_list WHERE person_id = ANY(${ids}::bigint[]) AND status = 'ACTIVE' GROUP BY person_id
        UNION ALL
        SELECT person_id, min(start_at) AS first FROM daily_hours_list WHERE person_id = ANY(${ids}::bigint[]) GROUP BY person_id
      ) f GROUP BY person_id`,
  ]);
  for (const p of people) {
    const id = Number(p.id);
    const target = targets.get(id);
    if (!target) continue;
    const percentages: PercentageFrom[] = [];
    for (const c of changes.filter((x) => x.stream_id === `person-${id}` && x.at)) {
      const date = zurichDate(c.at as string);
      const last = percentages[percentages.length - 1];
      if (last && last.from === date) last.percentage = c.pct;
      else if (!last || last.percentage !== c.pct) percentages.push({ from: date, percentage: c.pct });
    }
    out.set(id, {
      target,
      percentages,
      absences: leaves.filter((l) => Number(l.person_id) === id).map((l) => ({ startAt: l.details.startAt, endAt: l.details.endAt, type: String(l.details.leaveType) })),
      stamps: stamps.get(id) ?? [],
      hours: hours.filter((h) => Number(h.person_id) === id).map((h) => ({ startAt: h.start_at.toISOString(), endAt: h.end_at.toISOString() })),
      carryOvers: carryOvers.filter((c) => Number(c.person_id) === id).map((c) => ({ date: ymd(c.date) as string, minutes: Number(c.minutes) })),
      hiredAt: ymd(p.hired_at),
      terminatedAt: ymd(p.terminated_at),
      recordingFrom: ((f) => (f?.first ? zurichDate(f.first.toISOString()) : null))(firsts.find((f) => Number(f.person_id) === id)),
    });
  }
  return out;
}

/** The carry-overs HR recorded for a person, newest first, with the reason and who recorded them. */
export async function carryOversOf(
  db: Queryable,
  personId: number,
): Promise<{ date: string; minutes: number; reason: string; reasonRemoved: boolean; setAt: string; setBy: number | null; setByName: string | null }[]> {
  const rows = await db<{ date: string; minutes: number; reason: string; reason_removed: boolean; set_at: Date; set_by: number | null; name: string | null }[]>`
    SELECT to_char(c.date, 'YYYY-MM-DD') AS date, c.minutes, c.reason, c.reason_removed, c.set_at, c.set_by, NULLIF(trim(p.first_name || ' ' || p.last_name), '') AS name
    FROM working_time_carry_over c LEFT JOIN person_list p ON p.id = c.set_by
    WHERE c.person_id = ${personId} ORDER BY c.date DESC`;
  return rows.map((r) => ({ date: r.date, minutes: Number(r.minutes), reason: r.reason, reasonRemoved: r.reason_removed, setAt: r.set_at.toISOString(), setBy: r.set_by === null ? null : Number(r.set_by), setByName: r.name }));
}
