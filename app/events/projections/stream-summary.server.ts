// stream_summary — ASYNC (the checkpointed reader): one row per record of any kind, for the audit's
// record index. Cross-aggregate and not needed right after a redirect, so it may lag a little.
import type { Row, RowProjection } from "../projection.server";
import { idOfStream } from "../store.server";

export const streamSummary: RowProjection<Row & Record<string, unknown>> = {
  name: "stream_summary",
  version: 1,
  mode: "async",
  handles: ["*"],
  key: "stream_id",
  keyType: "text",
  keyOf: (e) => e.streamId,
  evolve(row, e) {
    return {
      stream_id: e.streamId,
      stream_type: e.streamType,
      record_id: idOfStream(e.streamId),
      version: e.version,
      last_event_type: e.type,
      first_recorded_at: row?.first_recorded_at ?? e.recordedAt,
      last_recorded_at: e.recordedAt,
      last_actor_id: e.metadata.actorId ?? null,
    };
  },
};
