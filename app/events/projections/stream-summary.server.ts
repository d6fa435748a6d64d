// stream_summary — ASYNC (the checkpointed reader): one row per record of any kind, for the audit's
// record index. Cross-aggregate and not needed right after a redirect, so it may lag a little.
// It reads only each event's envelope, never its data: nothing to decode.
import { defineEnvelopeProjection, type Row } from "../projection.server";
import { idOfStream } from "../store.server";

export type StreamSummaryRow = Row & {
  stream_id: string;
  stream_type: string;
  record_id: number;
  version: number;
  last_event_type: string;
  first_recorded_at: string | Date;
  last_recorded_at: string | Date;
  last_actor_id: number | null;
};

export const streamSummary = defineEnvelopeProjection<StreamSummaryRow>({
  name: "stream_summary",
  version: 1,
  mode: "async",
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
});
