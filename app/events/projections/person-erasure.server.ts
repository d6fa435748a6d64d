// What a person's erasure does to the projections that copy their personal text (ADR-0007).
//
// Erasure deletes the person's key, so from then on every event encrypted for `person-<id>` reads
// back with `personal: null`, and a rebuild gives rows without that text. A projection that copies
// such text handles PersonErased as a fan-out over `person_id`: every row of the person becomes
// what a rebuild would make of it, in the same transaction as the erasure. Applied twice, or
// replayed in a rebuild (where the text is already gone), it changes nothing more.
import type { FanOutColumnType, FanOutDefinition } from "../projection.server";

const PERSON_ERASED = "PersonErased";

/** PersonErased touches every row whose `person_id` is the erased person's. */
export const byErasedPerson: FanOutDefinition<"PersonErased"> = {
  handles: [PERSON_ERASED],
  column: "person_id",
  columnType: "bigint",
  valueOf: (e) => e.data.personId,
};

export const isPersonErased = <E extends { type: string }>(e: E): e is Extract<E, { type: "PersonErased" }> => e.type === PERSON_ERASED;

/**
 * PersonErased touches every row whose `column` names the erased person as the writer of its free
 * text (a post's `author_id`, a checklist's `answered_by` list, ADR-0134).
 */
export const byErasedWriter = (column: string, columnType: FanOutColumnType = "bigint"): FanOutDefinition<"PersonErased"> => ({ ...byErasedPerson, column, columnType });
