// ProposeMissingStamp: the user proposes the missing partner of their own unpaired stamp (a new
// stamp record that counts once HR accepts it; ADR-0030, ADR-0042).
import type { Actor } from "~/domain/access/actor";
import type { Sql, Tx } from "~/db.server";
import { notFound, ruleBroken } from "~/domain/shared/errors";
import type { PartnerFacts } from "~/domain/stamping/commands";
import { stampDecider } from "~/domain/stamping/decider";
import { countDays, zurichDateOf } from "~/domain/stamping/totals";
import { lockedMonthsOf } from "~/events/queries/month-close.server";
import { handleCommand, type CommandMeta } from "~/events/handle-command.server";
import { pendingProposalsOf, proposalsCompleting, stampById, stampsAround, type StampRow } from "~/events/queries/stamps.server";
import { stampActorOf } from "./stamp-command.server";

/**
 * What the rules need about a proposal's partner: its record, whether it is unpaired now (also the
 * open clock-in of "I forgot to clock out", ADR-0042), whether a proposal waits.
 */
async function partnerFactsOf(sql: Sql, row: StampRow, now: string): Promise<PartnerFacts> {
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
  const lockedMonths = await lockedMonthsOf(sql, user.id);
  return handleCommand(sql, stampDecider, {
    command: (stampId) => ({ type: "ProposeMissingStamp" as const, stampId, personId: user.id, proposedBy: stampActorOf(user), partner: facts, time: input.time, lockedMonths }),
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
