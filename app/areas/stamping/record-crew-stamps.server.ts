// RecordCrewStamp: the site's foreman clocks members of the site's crew in or out at the gate
// (ADR-0123), one stamp per person, each on its own stream, recorded as made by the foreman.
import type { Actor } from "~/domain/access/actor";
import type { LockedMonths } from "~/domain/month-close/month";
import type { Sql } from "~/db.server";
import { DomainError, isDomainError, notFound } from "~/domain/shared/errors";
import type { LastStamp } from "~/domain/stamping/clock";
import { stampDecider } from "~/domain/stamping/decider";
import type { StampSiteFacts } from "~/domain/stamping/geofence";
import type { StampKind } from "~/domain/stamping/types";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta, type CommandOutcome } from "~/events/handle-command.server";
import { isForemanOf, stampSiteFacts } from "~/events/queries/stamp-sites.server";
import { lastStampOf, stampPersonOf, type StampPerson } from "~/events/queries/stamps.server";
import { isOnSiteTeam } from "~/events/queries/site-team.server";
import { handledCommands } from "~/events/queries/commands.server";
import { deriveCommandId } from "~/http/derived-command-id.server";
import { stampActorOf } from "./stamp-command.server";

const CLOCK_LOCK = 7242; // the same lock as the person's own clock (record-stamp.server.ts, ADR-0042)

interface Member {
  person: StampPerson;
  onTeam: boolean;
  last: LastStamp | null;
  lockedMonths: LockedMonths;
}

/**
 * The foreman records `kind` for each person ticked, at the foreman's site. All or nothing as far as
 * the rules can tell beforehand: every person is decided first on what is read now, and the first
 * refusal (naming the person) stops the form before anything is stored; then each stamp is its own
 * command with a command id derived from the form's and the person's, so sending the form again
 * stores nothing twice, and each is decided again under the person's clock lock (a stamp the person
 * made meanwhile refuses it, as two tabs of their own would).
 */
export async function recordCrewStamps(
  sql: Sql,
  user: Pick<Actor, "id" | "access">,
  input: { siteId: number; kind: StampKind; personIds: number[] },
  meta: CommandMeta,
): Promise<{ recorded: number; names: string[] }> {
  const site = await stampSiteFacts(sql, input.siteId);
  if (!site) throw notFound();
  const foremanOnSite = await isForemanOf(sql, user.id, site.siteId);
  const ids = [...new Set(input.personIds)];
  const members: Member[] = [];
  for (const personId of ids) {
    const person = await stampPersonOf(sql, personId);
    // someone unknown (or erased) reads like someone not on the team
    if (!person) throw new DomainError("rule", "stamping.crew.not_on_team", { field: "personId", params: { name: "" } });
    members.push({ person, onTeam: await isOnSiteTeam(sql, site.siteId, personId), last: await lastStampOf(sql, personId, meta.now), lockedMonths: await lockedMonthsOf(sql, personId) });
  }
  const command = (stampId: number, m: Member, last: LastStamp | null) => ({
    type: "RecordCrewStamp" as const,
    stampId,
    person: m.person.principal,
    foreman: stampActorOf(user),
    foremanOnSite,
    onTeam: m.onTeam,
    site: site satisfies StampSiteFacts,
    kind: input.kind,
    last,
    lockedMonths: m.lockedMonths,
  });
  const commandIdOf = (personId: number) => (meta.commandId ? deriveCommandId(meta.commandId, "crew", personId) : null);
  // a repeat of the same form (a double click, Back and send again): who was stored then is not decided again
  const handled = await handledCommands(sql, members.map((m) => commandIdOf(m.person.principal.personId)).filter((x): x is string => x !== null));
  // every person first: nothing is stored when one of them is refused
  for (const m of members) {
    const derived = commandIdOf(m.person.principal.personId);
    if (derived !== null && handled.has(derived)) continue;
    try {
      stampDecider.decide(command(0, m, m.last), stampDecider.initialState(), { actorId: meta.actorId, now: meta.now });
    } catch (err) {
      throw named(err, m.person.name);
    }
  }
  const outcomes: CommandOutcome[] = [];
  for (const m of members) {
    const personId = m.person.principal.personId;
    try {
      outcomes.push(
        await handleCommand(sql, stampDecider, {
          command: (stampId) => command(stampId, m, m.last),
          meta: { ...meta, commandId: commandIdOf(personId), causationId: meta.commandId ?? null },
          target: { sequence: "stamp_id_seq" },
          afterAppend: async (tx, _events, id) => {
            await tx`SELECT pg_advisory_xact_lock(${CLOCK_LOCK}, ${personId}::int)`;
            const fresh = await lastStampOf(tx, personId, meta.now, id);
            if (fresh?.id !== m.last?.id) stampDecider.decide(command(id, m, fresh), stampDecider.initialState(), { actorId: meta.actorId, now: meta.now });
          },
        }),
      );
    } catch (err) {
      throw named(err, m.person.name);
    }
  }
  return { recorded: outcomes.length, names: members.map((m) => m.person.name) };
}

/** A refusal about one person of the crew, with their name among its params (the messages name them). */
function named(err: unknown, name: string): unknown {
  if (!isDomainError(err)) return err;
  return new DomainError(err.kind, err.code, { params: { ...err.params, name }, field: err.kind === "forbidden" ? undefined : "personId" });
}
