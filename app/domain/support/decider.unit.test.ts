import { describe, expect, it } from "vitest";
import { CTX, ctx, given } from "../shared/testing";
import { supportDecider, type SupportCommand } from "./decider";
import type { SupportEvent } from "./events";

const submit = (over: Partial<Extract<SupportCommand, { type: "SubmitSupportRequest" }>> = {}): SupportCommand => ({
  type: "SubmitSupportRequest",
  requestId: 7,
  personId: 3,
  title: "Stampante",
  message: "La stampante del cantiere non funziona.",
  page: "/app",
  ...over,
});

describe("support request: when none was submitted", () => {
  it("records the title and message, trimmed", () => {
    given(supportDecider)
      .when(submit({ title: "  Stampante  " }))
      .thenEvents([
        { type: "SupportRequestSubmitted", data: { requestId: 7, personId: 3, page: "/app", personal: { title: "Stampante", message: "La stampante del cantiere non funziona." }, at: CTX.now } },
      ]);
  });

  it("refuses a title over 200 characters beside the title, with the limit", () => {
    given(supportDecider).when(submit({ title: "x".repeat(201) })).thenThrows("forms.errors.too_long_max", { field: "title", params: { max: 200 } });
  });

  it("refuses a message over 5,000 characters beside the message, with the limit; takes 5,000 (a line break counts once)", () => {
    given(supportDecider).when(submit({ message: "x".repeat(5001) })).thenThrows("forms.errors.too_long_max", { field: "message", params: { max: 5000 } });
    const atLimit = `${"abcd\r\n".repeat(999)}abcde`;
    given(supportDecider)
      .when(submit({ title: "x".repeat(200), message: atLimit }))
      .thenEvents([{ type: "SupportRequestSubmitted", data: { requestId: 7, personId: 3, page: "/app", personal: { title: "x".repeat(200), message: atLimit }, at: CTX.now } }]);
  });

  it("refuses an empty title or message", () => {
    given(supportDecider).when(submit({ title: "  " })).thenThrows("errors.required", { field: "title" });
    given(supportDecider).when(submit({ message: "" })).thenThrows("errors.required", { field: "message" });
  });
});

const submitted: SupportEvent = {
  type: "SupportRequestSubmitted",
  data: { requestId: 7, personId: 3, page: "/app", personal: { title: "Stampante", message: "Non stampa." }, at: "2026-03-01T10:00:00.000Z" },
};
const deleted: SupportEvent = { type: "SupportRequestDeleted", data: { requestId: 7, at: "2026-03-01T12:00:00.000Z", by: 1 } };
const remove = (acknowledged = true): SupportCommand => ({ type: "DeleteSupportRequest", acknowledged });

describe("support request: when none was submitted", () => {
  it("cannot be deleted: there is nothing (not found)", () => {
    given(supportDecider).when(remove()).thenThrows("errors.not_found", { kind: "not_found" });
  });
});

describe("support request: when submitted", () => {
  it("is submitted and not deleted", () => {
    expect(given(supportDecider, [submitted]).state).toEqual({ requestId: 7, submitted: true, deleted: false });
  });

  it("refuses a second submission on the same stream", () => {
    given(supportDecider, [submitted]).when(submit({ title: "Altro" })).thenThrows("errors.already_exists", { kind: "rule" });
  });

  it("is deleted by an administrator who acknowledged it cannot be undone, recording who and when", () => {
    const state = given(supportDecider, [submitted])
      .when(remove(), ctx({ actorId: 9 }))
      .thenEvents([{ type: "SupportRequestDeleted", data: { requestId: 7, at: CTX.now, by: 9 } }]);
    expect(state.deleted).toBe(true);
  });

  it("refuses a deletion that was not acknowledged, beside the checkbox", () => {
    given(supportDecider, [submitted]).when(remove(false)).thenThrows("non_reversible_required", { kind: "rule", field: "acknowledged" });
  });
});

describe("support request: when deleted", () => {
  it("is gone: deleting it again is not found, even acknowledged", () => {
    given(supportDecider, [submitted, deleted]).when(remove()).thenThrows("errors.not_found", { kind: "not_found" });
  });

  it("still refuses a new submission on its stream", () => {
    given(supportDecider, [submitted, deleted]).when(submit()).thenThrows("errors.already_exists");
  });
});
