// What a command id is bound to, and what a repeat of it gets (ADR-0001, ADR-0098). Pure: the
// command handler reads the stored row and asks here. A command id is issued for one command —
// its type, the record it targets, the actor — and, since issue 42 (L2), for what was asked: a hash
// of the posted form's values or of the API request (`intentHash`, made where the request arrives:
// app/http/request-hash.server.ts). The same command sent again gets its first outcome; the same id
// for anything else is refused, and nothing is stored.

/** What a command id was issued for: a repeat must match all of it, or it is another command. */
export interface Binding {
  commandType: string;
  /** the record's stream, or `new:<sequence>` for a command that numbers a new record */
  target: string;
  actorId: number | null;
  /** a hash of what was asked (the form's values, the API request); null when the caller gave none */
  intentHash: string | null;
}

/** A `commands` row as stored: rows older than migration 0009 have no target and actor, older than 0063 no intent. */
export interface StoredBinding {
  commandType: string;
  streamId: string;
  target: string | null;
  actorId: number | null;
  intentHash: string | null;
}

/** What a repeated command id gets: its first outcome, or a refusal saying why. */
export type RepeatVerdict = "replay" | "other-command" | "other-intent";

/**
 * The verdict on a command id that is already stored: another command type, record or actor is
 * "other-command"; the same command asked with other values (another kind of stamp, other dates)
 * is "other-intent"; otherwise the repeat of the same request gets the first outcome. An intent is
 * compared only when both the stored row and the repeat carry one (rows recorded before migration
 * 0063, and commands sent by the system itself, carry none).
 */
export function repeatVerdict(stored: StoredBinding, repeat: Binding): RepeatVerdict {
  const sameTarget =
    stored.target !== null
      ? stored.target === repeat.target && stored.actorId === repeat.actorId
      : // recorded before the binding was stored: the type and the record are all there is to compare
        repeat.target.startsWith("new:") || stored.streamId === repeat.target;
  if (stored.commandType !== repeat.commandType || !sameTarget) return "other-command";
  if (stored.intentHash !== null && repeat.intentHash !== null && stored.intentHash !== repeat.intentHash) return "other-intent";
  return "replay";
}
