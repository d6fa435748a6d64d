import { describe, expect, it } from "vitest";
import { CTX, given } from "../shared/testing";
import { calendarFeedDecider } from "./decider";
import type { CalendarFeedEvent } from "./events";

const at = CTX.now;
const by = CTX.actorId;
const h1 = "a".repeat(64);
const h2 = "b".repeat(64);
const created: CalendarFeedEvent = { type: "CalendarFeedLinkCreated", data: { personId: 7, tokenHash: h1, at: "2026-11-01T08:00:00.000Z", by: 7 } };
const revoked: CalendarFeedEvent = { type: "CalendarFeedLinkRevoked", data: { personId: 7, tokenHash: h1, at: "2026-11-02T08:00:00.000Z", by: 7 } };

describe("calendar link: when none exists", () => {
  it("creates one, recording only the token's hash", () => {
    const state = given(calendarFeedDecider)
      .when({ type: "CreateCalendarFeedLink", personId: 7, tokenHash: h1 })
      .thenEvents([{ type: "CalendarFeedLinkCreated", data: { personId: 7, tokenHash: h1, at, by } }]);
    expect(state).toEqual({ activeHash: h1 });
  });

  it("refuses something that is not a SHA-256 in hex", () => {
    given(calendarFeedDecider).when({ type: "CreateCalendarFeedLink", personId: 7, tokenHash: "secret" }).thenThrows("ics.invalid_link", { kind: "rule" });
  });

  it("records nothing for a revocation", () => {
    given(calendarFeedDecider).when({ type: "RevokeCalendarFeedLink", personId: 7 }).thenNothing();
  });
});

describe("calendar link: when one works", () => {
  it("regenerating revokes the old link, then creates the new one", () => {
    const state = given(calendarFeedDecider, [created])
      .when({ type: "CreateCalendarFeedLink", personId: 7, tokenHash: h2 })
      .thenEvents([
        { type: "CalendarFeedLinkRevoked", data: { personId: 7, tokenHash: h1, at, by } },
        { type: "CalendarFeedLinkCreated", data: { personId: 7, tokenHash: h2, at, by } },
      ]);
    expect(state).toEqual({ activeHash: h2 });
  });

  it("revokes it", () => {
    const state = given(calendarFeedDecider, [created])
      .when({ type: "RevokeCalendarFeedLink", personId: 7 })
      .thenEvents([{ type: "CalendarFeedLinkRevoked", data: { personId: 7, tokenHash: h1, at, by } }]);
    expect(state).toEqual({ activeHash: null });
  });
});

describe("calendar link: when revoked", () => {
  it("records nothing when revoked again, and a new link works again", () => {
    given(calendarFeedDecider, [created, revoked]).when({ type: "RevokeCalendarFeedLink", personId: 7 }).thenNothing();
    given(calendarFeedDecider, [created, revoked])
      .when({ type: "CreateCalendarFeedLink", personId: 7, tokenHash: h2 })
      .thenEvents([{ type: "CalendarFeedLinkCreated", data: { personId: 7, tokenHash: h2, at, by } }]);
  });
});
