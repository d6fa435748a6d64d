// The stamp commands as the screens run them (one stream per stamp record, ADR-0030): clock in or
// out, HR's entry for someone, correct, delete, propose a forgotten stamp, accept or refuse a
// proposal. Each loads what the rules need (the person clocking, the unpaired partner of a
// proposal) and names the actor with their rights. The place and the reasons are the person's
// personal data: every stamp command encrypts with the key of `person-<personId>` (ADR-0007).
import type { CurrentUser } from "~/auth/user.server";
import type { Sql, Tx } from "~/db.server";
import { notFound, ruleBroken } from "~/domain/shared/errors";
import type { PartnerFacts, PlaceInput } from "~/domain/stamping/commands";
import { stampDecider } from "~/domain/stamping/decider";
import { countDays, zurichDateOf } from "~/domain/stamping/totals";
import type { StampActor, StampKind } from "~/domain/stamping/types";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { pendingProposalsOf, placePresetsOf, proposalsCompleting, stampById, stampPersonOf, stampsAround, type StampRow } from "~/events/queries/stamps.server";

/** The signed-in user as the stamping rules see an actor. */
export const stampActorOf = (user: Pick<CurrentUser, "id" | "access">): StampActor => ({ personId: user.id, rights: [...user.access.rights] });

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
async function placeInput(sql: Sql, user: Pick<CurrentUser, "companyCode">, choice: PlaceChoice): Promise<PlaceInput> {
  if (choice.latitude !== undefined && choice.longitude !== undefined) return { source: "device", latitude: choice.latitude, longitude: choice.longitude };
  if (choice.preset) {
    // the coordinates come from our own records, never from the form
    const preset = (await placePresetsOf(sql, user.companyCode)).find((p) => p.id === choice.preset);
    if (preset) return { source: "preset", latitude: preset.latitude, longitude: preset.longitude, label: preset.label };
  }
  return { source: "none" };
}

/** The user clocks in or out: the stamp's time is the server's. Numbers a new stamp record. */
export async function recordStamp(
  sql: Sql,
  user: Pick<CurrentUser, "id" | "access" | "principal" | "companyCode">,
  input: { kind: StampKind; deviceAt: string | null; place: PlaceChoice },
  meta: CommandMeta,
) {
  const place = await placeInput(sql, user, input.place);
  return handleCommand(sql, stampDecider, {
    command: (stampId) => ({ type: "RecordStamp" as const, stampId, person: user.principal, recordedBy: stampActorOf(user), kind: input.kind, deviceAt: input.deviceAt, place }),
    commandType: "RecordStamp",
    meta,
    target: { sequence: "stamp_id_seq" },
    // a stamp without a place carries no personal data (ADR-0030)
    piiSubject: place.source === "none" ? undefined : piiOf(user.id),
  });
}

/** HR records a stamp for `personId` at the time they enter, with a reason. */
export async function addStamp(sql: Sql, user: CurrentUser, input: { personId: number; kind: StampKind; stampedAt: string; reason: string }, meta: CommandMeta) {
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
export function correctStamp(sql: Sql, user: CurrentUser, input: OnStamp & { kind: StampKind; stampedAt: string; reason: string }, meta: CommandMeta) {
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
export function deleteStamp(sql: Sql, user: CurrentUser, input: OnStamp & { reason: string }, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "DeleteStamp", deletedBy: stampActorOf(user), reason: input.reason },
    commandType: "DeleteStamp",
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
    piiSubject: piiOf(input.personId),
  });
}

/** What the rules need about a proposal's partner: its record, whether it is unpaired now, whether a proposal waits. */
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
    unpaired: counted?.flag === "unpaired",
    pendingProposal: pending.some((p) => p.partnerStampId === row.id),
  };
}

/** The user proposes the missing partner of their own unpaired stamp (one field: the time). */
export async function proposeMissingStamp(sql: Sql, user: CurrentUser, input: { partnerId: number; time: string }, meta: CommandMeta) {
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
export function acceptMissingStamp(sql: Sql, user: CurrentUser, input: OnStamp, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "AcceptMissingStamp", decidedBy: stampActorOf(user) },
    commandType: "AcceptMissingStamp",
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
  });
}

/** HR refuses a pending proposal, with an optional reason. */
export function refuseMissingStamp(sql: Sql, user: CurrentUser, input: OnStamp & { reason: string }, meta: CommandMeta) {
  return handleCommand(sql, stampDecider, {
    command: { type: "RefuseMissingStamp", decidedBy: stampActorOf(user), reason: input.reason },
    commandType: "RefuseMissingStamp",
    meta,
    target: { id: input.stampId },
    expectedVersion: input.expectedVersion,
    piiSubject: input.reason.trim() ? piiOf(input.personId) : undefined,
  });
}
