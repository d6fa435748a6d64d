import { describe, it } from "vitest";
import { CTX, given } from "../shared/testing";
import { supportDecider, type SupportCommand } from "./decider";

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
