// RecordStamp: the user clocks in or out (a new stamp record, ADR-0030), in turn (ADR-0042); with
// "I forgot to clock in" the start is proposed to HR as well (propose-missing-stamp.server.ts).
import type { Actor } from "~/domain/access/actor";
import type { Sql } from "~/db.server";
import { isDomainError } from "~/domain/shared/errors";
import type { LastStamp } from "~/domain/stamping/clock";
import type { PlaceInput } from "~/domain/stamping/commands";
import { stampDecider } from "~/domain/stamping/decider";
import type { StampKind } from "~/domain/stamping/types";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { lastStampOf, placePresetsOf, stampById } from "~/events/queries/stamps.server";
import { stampSiteFacts, stampSitesOf } from "~/events/queries/stamp-sites.server";
import { deriveCommandId } from "~/http/derived-command-id.server";
import { proposeMissingStamp } from "./propose-missing-stamp.server";
import { piiOf, stampActorOf } from "./stamp-command.server";

/** What the clock form sent about the place: the device's coordinates, a preset's id, or nothing. */
export interface PlaceChoice {
  latitude?: number;
  longitude?: number;
  preset?: string;
}

/** The device's coordinates when both came, else the chosen preset of the person's company, else none. */
async function placeInput(sql: Sql, user: Pick<Actor, "companyCode">, choice: PlaceChoice): Promise<PlaceInput> {
  if (choice.latitude !== undefined && choice.longitude !== undefined) return { source: "device", latitude: choice.latitude, longitude: choice.longitude };
  if (choice.preset) {
    // the coordinates come from our own records, never from the form
    const preset = (await placePresetsOf(sql, user.companyCode)).find((p) => p.id === choice.preset);
    if (preset) return { source: "preset", latitude: preset.latitude, longitude: preset.longitude, label: preset.label };
  }
  return { source: "none" };
}

/**
 * The chosen site's facts from our records (never the form's), with whether it is one of the
 * person's sites; an id that is no site at all reads as one that is not theirs (ADR-0122).
 */
async function siteOfStamp(sql: Sql, personId: number, siteId: number | null) {
  if (siteId === null) return null;
  const [mine, facts] = await Promise.all([stampSitesOf(sql, personId), stampSiteFacts(sql, siteId)]);
  const own = mine.find((s) => s.siteId === siteId);
  if (own) return { ...own, assigned: true };
  return { ...(facts ?? { siteId, title: "", latitude: null, longitude: null, radiusM: 0 }), assigned: false };
}

const CLOCK_LOCK = 7242; // advisory lock namespace: one clock stamp at a time per person (ADR-0042)

/**
 * The user clocks in or out: the stamp's time is the server's. Numbers a new stamp record. The
 * clock records in turn (ADR-0042): the decider gets the person's last stamp from the stamp list.
 * Each stamp is a new stream, so no stream version serialises two requests of the same person (two
 * tabs, two devices): inside the command's transaction the person's lock is taken and the rule
 * decided again on the last stamp read then; the later request waits for the first to commit, sees
 * its stamp and is refused, its events rolled back. A repeat of the same form (same command id)
 * gets the first outcome and appends nothing.
 *
 * With `missingEntryTime` ("I forgot to clock in") the clock-out is recorded while off duty and the
 * start is then proposed to HR as its missing clock-in (`proposal` in the result); if that proposal
 * is refused (a race), the clock-out stays flagged on the page, where the proposal form offers it.
 */
export async function recordStamp(
  sql: Sql,
  user: Pick<Actor, "id" | "access" | "principal" | "companyCode">,
  input: { kind: StampKind; deviceAt: string | null; place: PlaceChoice; siteId?: number | null; missingEntryTime?: string | null; queued?: boolean },
  meta: CommandMeta,
) {
  const [place, last, site, lockedMonths] = await Promise.all([placeInput(sql, user, input.place), lastStampOf(sql, user.id, meta.now), siteOfStamp(sql, user.id, input.siteId ?? null), lockedMonthsOf(sql, user.id)]);
  const command = (stampId: number, seen: LastStamp | null) => ({
    type: "RecordStamp" as const,
    stampId,
    person: user.principal,
    recordedBy: stampActorOf(user),
    kind: input.kind,
    deviceAt: input.deviceAt,
    place,
    last: seen,
    site,
    missingEntryTime: input.missingEntryTime ?? null,
    queued: input.queued === true,
    lockedMonths,
  });
  const outcome = await handleCommand(sql, stampDecider, {
    command: (stampId) => command(stampId, last),
    meta,
    target: { sequence: "stamp_id_seq" },
    // a stamp without a place carries no personal data (ADR-0030)
    piiSubject: place.source === "none" ? undefined : piiOf(user.id),
    afterAppend: async (tx, _events, id) => {
      await tx`SELECT pg_advisory_xact_lock(${CLOCK_LOCK}, ${user.id}::int)`;
      const fresh = await lastStampOf(tx, user.id, meta.now, id);
      // the same rule on what is committed now; throws the same refusal
      if (fresh?.id !== last?.id) stampDecider.decide(command(id, fresh), stampDecider.initialState(), { actorId: meta.actorId, now: meta.now });
    },
  });
  // the time the stamp holds: a repeat of the same form (ADR-0098) tells the first one's, not the
  // repeat's; a queued stamp holds its tap's (ADR-0124)
  const stampedAt = outcome.replayed || input.queued ? ((await stampById(sql, outcome.id))?.stampedAt ?? meta.now) : meta.now;
  if (!input.missingEntryTime) return { ...outcome, stampedAt, proposal: null };
  const proposalMeta = { ...meta, commandId: meta.commandId ? deriveCommandId(meta.commandId, "missing-entry") : null, causationId: meta.commandId ?? null };
  try {
    const proposal = await proposeMissingStamp(sql, user, { partnerId: outcome.id, time: input.missingEntryTime }, proposalMeta);
    return { ...outcome, stampedAt, proposal };
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return { ...outcome, stampedAt, proposal: null };
  }
}
