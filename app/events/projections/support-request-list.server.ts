// support_request_list — inline: the administrators' list of support requests. Title and message
// are the sender's personal text (encrypted for them): PersonErased blanks them and marks the row
// erased in every request of the person at once (ADR-0007), as a rebuild would; version 2 added
// that, and its rebuild cleans the rows erasures left under version 1.
import { defineProjection, type Row } from "../projection.server";
import { byErasedPerson, isPersonErased } from "./person-erasure.server";

export type SupportRequestListRow = Row & {
  id: number;
  person_id: number;
  title: string;
  message: string;
  page: string | null;
  erased: boolean;
  deleted: boolean;
  submitted_at: string | Date;
};

const withoutPosition = ({ last_position: _position, ...fields }: SupportRequestListRow) => fields;

export const supportRequestList = defineProjection<SupportRequestListRow, "SupportRequestSubmitted" | "SupportRequestDeleted" | "PersonErased", "PersonErased">({
  name: "support_request_list",
  version: 2,
  mode: "inline",
  handles: ["SupportRequestSubmitted", "SupportRequestDeleted", ...byErasedPerson.handles],
  key: "id",
  keyType: "bigint",
  createdBy: ["SupportRequestSubmitted"],
  keyOf: (e) => e.data.requestId,
  fanOut: byErasedPerson,
  evolve(row, e) {
    // the row as the sender's event reads once their key is gone
    if (isPersonErased(e)) return row ? { ...withoutPosition(row), title: "", message: "", erased: true } : null;
    if (e.type === "SupportRequestDeleted") return row ? { ...withoutPosition(row), deleted: true } : null;
    const d = e.data;
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
});
