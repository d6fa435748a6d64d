// calendar_feed_list — inline: a person's private calendar link (ADR-0062), read by the profile's
// calendar link page right after the redirect and by /ics/<token>.ics. Only the token's SHA-256.
import { defineProjection, type Row } from "../projection.server";

export type CalendarFeedListRow = Row & {
  person_id: number;
  token_hash: string;
  created_at: string;
  revoked: boolean;
};

export const calendarFeedList = defineProjection<CalendarFeedListRow, "CalendarFeedLinkCreated" | "CalendarFeedLinkRevoked">({
  name: "calendar_feed_list",
  version: 1,
  mode: "inline",
  handles: ["CalendarFeedLinkCreated", "CalendarFeedLinkRevoked"],
  key: "person_id",
  keyType: "bigint",
  keyOf: (e) => e.data.personId,
  evolve(row, e) {
    switch (e.type) {
      case "CalendarFeedLinkCreated":
        return { person_id: e.data.personId, token_hash: e.data.tokenHash, created_at: e.data.at, revoked: false };
      case "CalendarFeedLinkRevoked":
        if (!row) return null;
        // a revocation of an older link than the row's (replayed out of order) changes nothing
        if (row.token_hash !== e.data.tokenHash) return withoutPosition(row);
        return { ...withoutPosition(row), revoked: true };
    }
  },
});

const withoutPosition = ({ last_position: _position, ...fields }: CalendarFeedListRow) => fields;
