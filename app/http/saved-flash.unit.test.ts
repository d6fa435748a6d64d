// A success flash only for what was stored (the brief): a save that changed nothing says so.
import { describe, expect, it } from "vitest";
import { savedFlash } from "./command-ids.server";

describe("the flash after a save", () => {
  it("given a command that appended events, then the success message", () => {
    expect(savedFlash({ eventTypes: ["PersonSitesAssigned"], replayed: false }, "people_docs.sites.saved")).toEqual({ kind: "success", key: "people_docs.sites.saved" });
  });
  it("given the same form sent again (its events stored the first time), then the success message", () => {
    expect(savedFlash({ eventTypes: [], replayed: true }, "user_saved_successfully")).toEqual({ kind: "success", key: "user_saved_successfully" });
  });
  it("given a command that changed nothing, then 'nothing changed', never 'saved'", () => {
    expect(savedFlash({ eventTypes: [], replayed: false }, "user_saved_successfully")).toEqual({ kind: "info", key: "forms.nothing_changed" });
  });
});
