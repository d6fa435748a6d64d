// Where a stamp was made against the site it names (ADR-0122): the geofence flags, it never refuses.
// A stamp with a position farther from its site than the site's radius is stored and marked with the
// distance; a stamp without a position (or a site without coordinates) is not measured. Pure.
import { formatNumber } from "../shared/format";

/** A site's radius when nobody set one: 300 m around its coordinates (ADR-0122). */
export const DEFAULT_SITE_RADIUS_M = 300;
/** The radius a site form accepts, in whole metres: tighter than 25 m is below a phone's accuracy, wider than 10 km is no fence. */
export const SITE_RADIUS_LIMITS = { min: 25, max: 10_000 } as const;

/** What the stamp rules need of a site: its id and title, its coordinates (when known) and its radius. */
export interface StampSiteFacts {
  siteId: number;
  title: string;
  latitude: number | null;
  longitude: number | null;
  radiusM: number;
}

export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points in whole metres (haversine on the mean Earth radius). */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/**
 * The stamp's distance from its site and whether it lies outside the site's radius. Measured only
 * when both have coordinates; otherwise no distance and no flag. On the radius itself is inside.
 */
export function geofenceOf(place: Point | null, site: StampSiteFacts | null): { distanceM: number | null; offSite: boolean } {
  if (!place || !site || site.latitude === null || site.longitude === null) return { distanceM: null, offSite: false };
  const distanceM = distanceMetres(place, { latitude: site.latitude, longitude: site.longitude });
  return { distanceM, offSite: distanceM > site.radiusM };
}

/** A distance as people read it: "850 m" below a kilometre, "1.2 km" (one decimal) from there on, "12 km" from ten. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${formatNumber(Math.round(metres), 0)} m`;
  const km = metres / 1000;
  return km < 10 ? `${formatNumber(km, 1)} km` : `${formatNumber(Math.round(km), 0)} km`;
}

/**
 * The sites offered on the clock form, nearest first when the device gave a position (the sites
 * without coordinates after those with, each group by title); by title otherwise.
 */
export function sitesNearestFirst<T extends { title: string; latitude: number | null; longitude: number | null }>(sites: readonly T[], position: Point | null): T[] {
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title, "it");
  if (!position) return [...sites].sort(byTitle);
  const d = (s: T) => (s.latitude === null || s.longitude === null ? Number.POSITIVE_INFINITY : distanceMetres(position, { latitude: s.latitude, longitude: s.longitude }));
  return [...sites].sort((a, b) => d(a) - d(b) || byTitle(a, b));
}

/** The nearest site whose radius the position lies within, or null: what the clock form preselects with a position. */
export function siteAt<T extends { siteId: number; latitude: number | null; longitude: number | null; radiusM: number; title: string }>(
  sites: readonly T[],
  position: Point | null,
): T | null {
  if (!position) return null;
  const near = sitesNearestFirst(sites, position)[0];
  if (!near || near.latitude === null || near.longitude === null) return null;
  return distanceMetres(position, { latitude: near.latitude, longitude: near.longitude }) <= near.radiusM ? near : null;
}
