import { describe, expect, it } from "vitest";
import { nextShownFlash, type Flash, type ShownFlash } from "./flash";

const saved: Flash = { kind: "success", key: "stamping.hr.deleted" };
const other: Flash = { kind: "success", key: "calendar.event.deleted" };

describe("the notice kept on its page (nextShownFlash)", () => {
  it("shows a new notice where it arrives", () => {
    expect(nextShownFlash({ key: "a", flash: null }, saved, "b")).toEqual({ key: "b", flash: saved });
  });

  it("keeps the notice when the root is read again at the same place without one", () => {
    const kept: ShownFlash = { key: "b", flash: saved };
    expect(nextShownFlash(kept, null, "b")).toBe(kept);
  });

  it("drops it at the next place that brings none", () => {
    expect(nextShownFlash({ key: "b", flash: saved }, null, "c")).toEqual({ key: "c", flash: null });
  });

  it("replaces it with a newer one, at the same place or another", () => {
    expect(nextShownFlash({ key: "b", flash: saved }, other, "b")).toEqual({ key: "b", flash: other });
    expect(nextShownFlash({ key: "b", flash: saved }, other, "c")).toEqual({ key: "c", flash: other });
  });

  it("changes nothing when nothing changed (no render loop)", () => {
    const kept: ShownFlash = { key: "b", flash: saved };
    expect(nextShownFlash(kept, saved, "b")).toBe(kept);
    const none: ShownFlash = { key: "c", flash: null };
    expect(nextShownFlash(none, null, "c")).toBe(none);
  });
});
