// The stamp commands as the screens run them (one stream per stamp record, ADR-0030): clock in or
// out, HR's entry for someone, correct, delete, propose a forgotten stamp, accept or refuse a
// proposal. Each loads what the rules need (the person clocking, the unpaired partner of a
// proposal) and names the actor with their rights. The place and the reasons are the person's
// personal data: every stamp command encrypts with the key of `person-<personId>` (ADR-0007).
import type { Actor } from "~/domain/access/actor";
import type { Sql, Tx } from "~/db.server";
import { isDomainError, notFound, ruleBroken } from "~/domain/shared/errors";
import type { LastStamp } from "~/domain/stamping/clock";
import type { PartnerFacts, PlaceInput } from "~/domain/stamping/commands";
import { stampDecider } from "~/domain/stamping/decider";
import { countDays, zurichDateOf } from "~/domain/stamping/totals";
import type { StampActor, StampKind } from "~/domain/stamping/types";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { lastStampOf, pendingProposalsOf, placePresetsOf, proposalsCompleting, stampById, stampPersonOf, stampsAround, type StampRow } from "~/events/queries/stamps.server";
import { deriveCommandId } from "./derived-command-id.server";

/** The signed-in user as the stamping rules see an actor. */
export const stampActorOf = (user: Pick<Actor, "id" | "access">): StampActor => ({ personId: user.id, rights: [...user.access.rights] });

const piiOf = (personId: number) => () => `person-${personId}`;
// why only where an event may carry `personal`: the store looks the subject's key up for every
// subject it is given, so a command without personal data would pay a round trip for nothing

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
  input: { kind: StampKind; deviceAt: string | null; place: PlaceChoice; missingEntryTime?: string | null },
  meta: CommandMeta,
) {
  const [place, last] = await Promise.all([placeInput(sql, user, input.place), lastStampOf(sql, user.id, meta.now)]);
  const command = (stampId: number, seen: LastStamp | null) => ({
    type: "RecordStamp" as const,
    stampId,
    person: user.principal,
    recordedBy: stampActorOf(user),
    kind: input.kind,
    deviceAt: input.deviceAt,
    place,
    last: seen,
    missingEntryTime: input.missingEntryTime ?? null,
  });
  const outcome = await handleCommand(sql, stampDecider, {
    command: (stampId) => command(stampId, last),
    commandType: "RecordStamp",
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
  if (!input.missingEntryTime) return { ...outcome, proposal: null };
  const proposalMeta = { ...meta, commandId: meta.commandId ? deriveCommandId(meta.commandId, "missing-entry") : null, causationId: meta.commandId ?? null };
  try {
    const proposal = await proposeMissingStamp(sql, user, { partnerId: outcome.id, time: input.missingEntryTime }, proposalMeta);
    return { ...outcome, proposal };
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return { ...outcome, proposal: null };
  }
}

/** HR records a stamp for `personId` at the time they enter, with a reason. */
export async function addStamp(sql: Sql, user: Actor, input: { personId: number; kind: StampKind; stampedAt: string; reason: string }, meta: CommandMeta) {
  const person = await stampPersonOf(sql, input.personId);
  if (!person) throw notFound();
  return handleCommand(sql, stampDecider, {
    command: (stampId) => ({
      type: "AddStamp" as const,
      stampId,
      person: person.principal,
      addedBy: stampActorOf(user),
      kind: input.kind,
      stampedAt: input.stampedAt,
      reason: input.reason,
    }),
    commandType: "AddStamp",
    meta,
    target: { sequence: "stamp_id_seq" },
    piiSubject: piiOf(input.personId),
  });
}

interface OnStamp {
  stampId: number;
  /** the person the stamp belongs to (from its row) */
  personId: number;
  expectedVersion: number | null;
}

/** Corrects an active stamp's kind or time (update stampingsLog, not one's own). */
export function correctStamp(sql: Sql, user: Actor, input: OnStamp & { kind: StampKind; stampedAt: string; reason: string }, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "CorrectStamp", correctedBy: stampActorOf(user), kind: input.kind, stampedAt: input.stampedAt, reason: input.reason },
    commandType: "CorrectStamp",
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/** Deletes an active stamp (update profile and update stampingsLog, not one's own). */
export function deleteStamp(sql: Sql, user: Actor, input: OnStamp & { reason: string }, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "DeleteStamp", deletedBy: stampActorOf(user), reason: input.reason },
    commandType: "DeleteStamp",
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/**
 * What the rules need about a proposal's partner: its record, whether it is unpaired now (also the
 * open clock-in of "I forgot to clock out", ADR-0042), whether a proposal waits.
 */
export async function partnerFactsOf(sql: Sql, row: StampRow, now: string): Promise<PartnerFacts> {
  const date = zurichDateOf(row.stampedAt);
  const [around, pending] = await Promise.all([stampsAround(sql, row.personId, date, date), pendingProposalsOf(sql, row.personId)]);
  const counted = [...countDays(around, now).values()].flatMap((d) => d.stamps).find((c) => c.stamp.id === row.id);
  return {
    stampId: row.id,
    personId: row.personId,
    kind: row.kind,
    status: row.status,
    stampedAt: row.stampedAt,
    unpaired: counted?.flag === "unpaired" || counted?.open === true,
    pendingProposal: pending.some((p) => p.partnerStampId === row.id),
  };
}

/** The user proposes the missing partner of their own unpaired stamp (one field: the time). */
export async function proposeMissingStamp(sql: Sql, user: Pick<Actor, "id" | "access">, input: { partnerId: number; time: string }, meta: CommandMeta) {
  const partner = await stampById(sql, input.partnerId);
  // someone else's stamp reads exactly like an unknown one
  if (!partner || partner.personId !== user.id) throw notFound();
  const facts = await partnerFactsOf(sql, partner, meta.now);
  return handleCommand(sql, stampDecider, {
    command: (stampId) => ({ type: "ProposeMissingStamp" as const, stampId, personId: user.id, proposedBy: stampActorOf(user), partner: facts, time: input.time }),
    commandType: "ProposeMissingStamp",
    meta,
    target: { sequence: "stamp_id_seq" },
    afterAppend: (tx, _events, id) => onlyProposalFor(tx, partner.id, id),
  });
}

const PROPOSAL_LOCK = 7206; // advisory lock namespace: one proposal at a time per partner stamp

/**
 * Two proposals for the same stamp sent at once both read "none waiting" before their commands
 * (each is a new record, so no stream version can tell them apart). Inside the command's
 * transaction the first takes this lock; the second waits until the first has committed, then
 * sees its row and is refused like any second proposal, its events rolled back.
 */
async function onlyProposalFor(tx: Tx, partnerId: number, ownId: number): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${PROPOSAL_LOCK}, ${partnerId}::int)`;
  if ((await proposalsCompleting(tx, partnerId, ownId)) > 0) throw ruleBroken("stamping.proposal_pending");
}

/** HR accepts a pending proposal: it counts from now on. */
export function acceptMissingStamp(sql: Sql, user: Actor, input: OnStamp, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "AcceptMissingStamp", decidedBy: stampActorOf(user) },
    commandType: "AcceptMissingStamp",
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
  });
}

/** HR refuses a pending proposal, with an optional reason. */
export function refuseMissingStamp(sql: Sql, user: Actor, input: OnStamp & { reason: string }, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "RefuseMissingStamp", decidedBy: stampActorOf(user), reason: input.reason },
    commandType: "RefuseMissingStamp",
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
    piiSubject: input.reason.trim() ? piiOf(input.personId) : undefined,
  });
}
