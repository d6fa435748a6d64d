// Stamps recorded before the site and the geofence (schema version 1, ADR-0122) read back with no
// site, no flag and no distance, and still fold with the decider's evolve.
import { describe, expect, it } from "vitest";
import { stampDecider } from "~/domain/stamping/decider";
import { stampEvents, type StampEvent } from "~/domain/stamping/events";
import { currentSchemaVersion, upcast } from "./index";

const v1 = {
  stampId: 5,
  personId: 42,
  kind: "ENTRATA",
  stampedAt: "2026-03-10T08:00:00+01:00",
  source: "clock",
  deviceAt: null,
  placeSource: "device",
  personal: { place: { latitude: 46.1946, longitude: 9.0244, label: null }, reason: "" },
  at: "2026-03-10T07:00:00.000Z",
  by: 42,
};

describe("a stamp recorded before the site (schema version 1)", () => {
  it("is read back with no site, not flagged, no distance, and folds", () => {
    const up = upcast({ type: "StampRecorded", schemaVersion: 1, data: v1 });
    expect(up.schemaVersion).toBe(2);
    expect(up.data).toMatchObject({ siteId: null, offSite: false, personal: { place: v1.personal.place, reason: "", distanceM: null } });
    // the current schema accepts it as it is
    expect(stampEvents.data.StampRecorded.parse(up.data)).toBeTruthy();
    const state = stampDecider.evolve(stampDecider.initialState(), { type: "StampRecorded", data: up.data } as unknown as StampEvent);
    expect(state).toMatchObject({ siteId: null, offSite: false, distanceM: null, status: "ACTIVE" });
  });

  it("an erased person's (no personal part) or a placeless one stays without it", () => {
    expect(upcast({ type: "StampRecorded", schemaVersion: 1, data: { ...v1, personal: null } }).data.personal).toBeNull();
  });

  it("new stamps are written as version 2", () => {
    expect(currentSchemaVersion("StampRecorded")).toBe(2);
    expect(currentSchemaVersion("StampCorrected")).toBe(1);
  });
});
