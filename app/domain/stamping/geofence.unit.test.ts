// The geofence's arithmetic (ADR-0122): distances, the flag on the radius, the words a distance is
// shown with, and the clock form's order of sites.
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_RADIUS_M, distanceMetres, formatDistance, geofenceOf, siteAt, sitesNearestFirst } from "./geofence";

const lugano = { latitude: 46.0037, longitude: 8.9511 };
const bellinzona = { latitude: 46.1946, longitude: 9.0244 };
const site = (siteId: number, title: string, p: { latitude: number; longitude: number } | null, radiusM = DEFAULT_SITE_RADIUS_M) => ({
  siteId,
  title,
  latitude: p?.latitude ?? null,
  longitude: p?.longitude ?? null,
  radiusM,
});

describe("distanceMetres", () => {
  it("measures great-circle distances in whole metres", () => {
    expect(distanceMetres(lugano, lugano)).toBe(0);
    // one thousandth of a degree of latitude is about 111 m
    expect(distanceMetres(lugano, { ...lugano, latitude: lugano.latitude + 0.001 })).toBe(111);
    // Lugano–Bellinzona, about 22 km as the crow flies
    expect(distanceMetres(lugano, bellinzona)).toBeGreaterThan(21_000);
    expect(distanceMetres(lugano, bellinzona)).toBeLessThan(22_500);
  });
});

describe("geofenceOf", () => {
  it("flags a place beyond the radius, keeps one on it inside", () => {
    const s = site(1, "A", lugano, 111);
    expect(geofenceOf({ ...lugano, latitude: lugano.latitude + 0.001 }, s)).toEqual({ distanceM: 111, offSite: false });
    expect(geofenceOf({ ...lugano, latitude: lugano.latitude + 0.0011 }, s)).toEqual({ distanceM: 122, offSite: true });
  });
  it("does not measure without a place, a site or the site's coordinates", () => {
    expect(geofenceOf(null, site(1, "A", lugano))).toEqual({ distanceM: null, offSite: false });
    expect(geofenceOf(lugano, null)).toEqual({ distanceM: null, offSite: false });
    expect(geofenceOf(lugano, site(1, "A", null))).toEqual({ distanceM: null, offSite: false });
  });
});

describe("formatDistance", () => {
  it("metres below a kilometre, one decimal up to ten, whole kilometres beyond", () => {
    expect(formatDistance(850)).toBe("850 m");
    expect(formatDistance(1201)).toBe("1.2 km");
    expect(formatDistance(9_960)).toBe("10.0 km");
    expect(formatDistance(22_150)).toBe("22 km");
    expect(formatDistance(150_400)).toBe("150 km");
  });
});

describe("sitesNearestFirst and siteAt", () => {
  const sites = [site(1, "Bellinzona", bellinzona), site(2, "Altrove", null), site(3, "Lugano", lugano)];
  it("by title without a position; nearest first with one, sites without coordinates last", () => {
    expect(sitesNearestFirst(sites, null).map((s) => s.siteId)).toEqual([2, 1, 3]);
    expect(sitesNearestFirst(sites, lugano).map((s) => s.siteId)).toEqual([3, 1, 2]);
    expect(sitesNearestFirst(sites, bellinzona).map((s) => s.siteId)).toEqual([1, 3, 2]);
  });
  it("preselects the nearest site only when the position is within its radius", () => {
    expect(siteAt(sites, lugano)?.siteId).toBe(3);
    expect(siteAt(sites, { latitude: 46.1, longitude: 9.0 })).toBeNull();
    expect(siteAt(sites, null)).toBeNull();
  });
});
