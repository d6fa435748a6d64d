// RecordDailyHours: a person's daily hours on a site (stream `dailyhours-<id>`): loads the
// person's and the site's companies and the person's entries of that day for the rules, and names
// HR with their rights and companies. The description is the person's personal data (ADR-0007).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { peopleCompanies, siteCompanies } from "~/domain/access/permissions";
import { dailyHoursDecider, duplicateHours } from "~/domain/daily-hours/decider";
import { ruleBroken } from "~/domain/shared/errors";
import { parseZurichDateTime } from "~/domain/shared/zurich-time";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { dailyHoursStartingOn, siteCompanyOf } from "~/events/queries/daily-hours.server";
import { stampPersonOf } from "~/events/queries/stamps.server";

const HOURS_LOCK = 7244; // advisory lock namespace: one daily-hours entry at a time per person (ADR-0043)

/** The Zurich date an entered start falls on, "" when unreadable (the decider refuses it). */
const startDateOf = (startAt: string) => parseZurichDateTime(startAt)?.toPlainDate().toString() ?? "";

/**
 * Records the hours; the same hours twice (same person, site, start and end) are refused. The
 * person's entries of that day are read for the rule; two requests at once (two tabs) would both
 * read "none", so inside the command's transaction the person's lock is taken and the day read
 * again: the later one waits for the first to commit, sees its entry and is refused.
 */
export async function recordDailyHours(
  sql: Sql,
  user: Actor,
  input: { personId: number; siteId: number; startAt: string; endAt: string; description: string },
  meta: CommandMeta,
) {
  const day = startDateOf(input.startAt);
  const [person, site, existing, lockedMonths] = await Promise.all([
    stampPersonOf(sql, input.personId),
    siteCompanyOf(sql, input.siteId),
    dailyHoursStartingOn(sql, input.personId, day),
    lockedMonthsOf(sql, input.personId),
  ]);
  return handleCommand(sql, dailyHoursDecider, {
    command: (entryId) => ({
      type: "RecordDailyHours" as const,
      entryId,
      person: person ? { personId: person.principal.personId, companyCode: person.companyCode } : null,
      site,
      recordedBy: { personId: user.id, rights: [...user.access.rights] },
      peopleCompanies: peopleCompanies(user.principal, user.access),
      siteCompanies: siteCompanies(user.principal, user.access),
      startAt: input.startAt,
      endAt: input.endAt,
      description: input.description,
      existing,
      lockedMonths,
    }),
    meta,
    target: { sequence: "daily_hours_id_seq" },
    piiSubject: () => `person-${input.personId}`,
    afterAppend: async (tx, events, entryId) => {
      const recorded = events[0]?.data as { siteId: number; startAt: string; endAt: string } | undefined;
      if (!recorded) return;
      await tx`SELECT pg_advisory_xact_lock(${HOURS_LOCK}, ${input.personId}::int)`;
      if (duplicateHours(recorded, await dailyHoursStartingOn(tx, input.personId, day, entryId))) throw ruleBroken("daily_hours.duplicate");
    },
  });
}
