import { describe, expect, it } from "vitest";
import { siteMap, formatCoordinate } from "./map";

describe("a site's map link (spec §5: finite latitude within ±90, longitude within ±180)", () => {
  it("points OpenStreetMap at the site, zoom 17", () => {
    expect(siteMap(46.0037, 8.9511)).toEqual({
      href: "https://www.openstreetmap.org/?mlat=46.0037&mlon=8.9511#map=17/46.0037/8.9511",
      latitude: 46.0037,
      longitude: 8.9511,
    });
  });

  it("is offered on the edges ±90 and ±180", () => {
    for (const [lat, lon] of [[90, 180], [-90, -180], [0, 0]]) expect(siteMap(lat, lon)).toHaveProperty("href");
  });

  it("is not offered beyond them", () => {
    expect(siteMap(91, 8)).toEqual({ disabled: "sites.map.out_of_range" });
    expect(siteMap(-90.0001, 8)).toEqual({ disabled: "sites.map.out_of_range" });
    expect(siteMap(46, -181)).toEqual({ disabled: "sites.map.out_of_range" });
    expect(siteMap(46, 180.5)).toEqual({ disabled: "sites.map.out_of_range" });
  });

  it("is not offered for a number that is not finite", () => {
    expect(siteMap(Number.NaN, 8)).toEqual({ disabled: "sites.map.out_of_range" });
    expect(siteMap(46, Number.POSITIVE_INFINITY)).toEqual({ disabled: "sites.map.out_of_range" });
  });

  it("is not offered without coordinates", () => {
    expect(siteMap(null, null)).toEqual({ disabled: "sites.map.no_coordinates" });
    expect(siteMap(46, null)).toEqual({ disabled: "sites.map.no_coordinates" });
    expect(siteMap(undefined, 8.9)).toEqual({ disabled: "sites.map.no_coordinates" });
  });
});

describe("a coordinate as people read it", () => {
  it("has no float noise (issue 34: 46.26, 8.940000000000001)", () => {
    expect(formatCoordinate(8.940000000000001)).toBe("8.94");
    expect(formatCoordinate(46.26)).toBe("46.26");
    expect(formatCoordinate(0.1 + 0.2)).toBe("0.3");
  });
  it("keeps up to 7 decimals and drops trailing zeros", () => {
    expect(formatCoordinate(46.123456789)).toBe("46.1234568");
    expect(formatCoordinate(-8.5)).toBe("-8.5");
    expect(formatCoordinate(46)).toBe("46");
    expect(formatCoordinate(-0.00000001)).toBe("0");
  });
  it("the map link uses the same figures", () => {
    const map = siteMap(46.26, 8.940000000000001);
    expect("href" in map && map.href).toBe("https://www.openstreetmap.org/?mlat=46.26&mlon=8.94#map=17/46.26/8.94");
  });
});
