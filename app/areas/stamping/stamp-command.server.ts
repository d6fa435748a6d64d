// What the stamp commands (one stream per stamp record, ADR-0030; one per file: record-, add-,
// correct-, delete-stamp, propose-, accept-, refuse-missing-stamp) share: the actor with their
// rights, the personal-data subject, and the fields of a command on one recorded stamp. The place
// and the reasons are the person's personal data: every stamp command that may carry them encrypts
// with the key of `person-<personId>` (ADR-0007).
import type { Actor } from "~/domain/access/actor";
import type { StampActor } from "~/domain/stamping/types";

/** The signed-in user as the stamping rules see an actor. */
export const stampActorOf = (user: Pick<Actor, "id" | "access">): StampActor => ({ personId: user.id, rights: [...user.access.rights] });

/** The personal-data subject of a stamp of `personId`. */
export const piiOf = (personId: number) => () => `person-${personId}`;
// why only where an event may carry `personal`: the store looks the subject's key up for every
// subject it is given, so a command without personal data would pay a round trip for nothing

/** A command on one recorded stamp. */
export interface OnStamp {
  stampId: number;
  /** the person the stamp belongs to (from its row) */
  personId: number;
  expectedVersion: number | null;
}
