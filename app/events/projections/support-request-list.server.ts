// support_request_list — inline: the administrators' list of support requests.
import type { SupportEvent } from "~/domain/support/events";
import type { Row, RowProjection } from "../projection.server";

export const supportRequestList: RowProjection<Row & Record<string, unknown>> = {
  name: "support_request_list",
  version: 1,
  mode: "inline",
  handles: ["SupportRequestSubmitted", "SupportRequestDeleted"],
  key: "id",
  keyType: "bigint",
  createdBy: ["SupportRequestSubmitted"],
  keyOf: (e) => (e.data as { requestId: number }).requestId,
  evolve(row, e) {
    const ev = e as unknown as SupportEvent;
    if (ev.type === "SupportRequestDeleted") return row ? { ...row, deleted: true } : null;
    const d = ev.data;
    return {
      id: d.requestId,
      person_id: d.personId,
      title: d.personal?.title ?? "",
      message: d.personal?.message ?? "",
      page: d.page,
      erased: d.personal === null,
      deleted: false,
      submitted_at: d.at,
    };
  },
};
