// Recording a person's daily hours on a site (stream `dailyhours-<id>`): loads the person's and the
// site's companies for the rules and names HR with their rights and companies. The description is
// the person's personal data (ADR-0007).
import type { CurrentUser } from "~/auth/user.server";
import type { Sql } from "~/db.server";
import { peopleCompanies, siteCompanies } from "~/domain/access/permissions";
import { dailyHoursDecider } from "~/domain/daily-hours/decider";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { siteCompanyOf } from "~/events/queries/daily-hours.server";
import { stampPersonOf } from "~/events/queries/stamps.server";

export async function recordDailyHours(
  sql: Sql,
  user: CurrentUser,
  input: { personId: number; siteId: number; startAt: string; endAt: string; description: string },
  meta: CommandMeta,
) {
  const [person, site] = await Promise.all([stampPersonOf(sql, input.personId), siteCompanyOf(sql, input.siteId)]);
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
    }),
    commandType: "RecordDailyHours",
    meta,
    target: { sequence: "daily_hours_id_seq" },
    piiSubject: () => `person-${input.personId}`,
  });
}
