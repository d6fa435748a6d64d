// Command ids derived from another one: one form that runs several commands (a bulk decision)
// carries one command id, and each command gets its own id derived from it and from what it acts
// on. Sending the same form again derives the same ids, so nothing new is appended (ADR-0001's
// idempotency, per command).
import { createHash } from "node:crypto";
import type { Decision } from "~/domain/shared/approvable";


/** A UUID-shaped id determined by `base` and `parts` (SHA-256, version nibble 4, variant 10). */
export function deriveCommandId(base: string, ...parts: (string | number)[]): string {
  const h = createHash("sha256").update(`cantiere-derived:${base.toLowerCase()}:${parts.join(":")}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The command id of one request's decision in a bulk form (leave, expense): derived from the
 * batch, the stream type, the decision and the request, so the same confirmed form sent again
 * decides nothing twice, and the result page finds what this batch decided.
 */
export function bulkDecisionCommandId(batchId: string, streamType: string, decision: Decision, id: number): string {
  return deriveCommandId(batchId, `${streamType}-decision`, decision, id);
}
