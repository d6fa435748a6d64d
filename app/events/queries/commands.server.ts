// Which command ids have been handled (the store's `commands` table, ADR-0001): a bulk form's
// result page tells, for each derived command id, whether its decision was stored.
import type { Queryable } from "~/db.server";
import { isUuid } from "~/domain/shared/ids";


export async function handledCommands(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db<{ command_id: string }[]>`SELECT command_id::text AS command_id FROM commands WHERE command_id = ANY(${wanted}::uuid[])`;
  return new Set(rows.map((r) => r.command_id));
}
