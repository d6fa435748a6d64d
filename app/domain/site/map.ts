// Where a site is on a map (spec §5 Map button, §9 zoom 17; ADR-0051). Pure: the edit page and the
// dashboard ask this one function whether the map link is offered, and why not.

/** The zoom of a site's map (spec §9). */
const MAP_ZOOM = 17;
/** Where a map opens when a site has no coordinates and nothing was found (spec §9: about 46.02, 8.92, the Luganese). */
export const DEFAULT_COORDINATES = { latitude: 46.02, longitude: 8.92 } as const;

export type SiteMap = { href: string; latitude: number; longitude: number } | { disabled: "sites.map.no_coordinates" | "sites.map.out_of_range" };

/** A coordinate as people read and type it: at most 7 decimals (about a centimetre), no float noise nor trailing zeros (8.940000000000001 → "8.94"). */
export function formatCoordinate(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toFixed(7));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const given = (v: number | null | undefined) => v !== null && v !== undefined;

/** The map link of a site: offered only for a finite latitude within ±90 and a finite longitude within ±180; otherwise the reason. */
export function siteMap(latitude: number | null | undefined, longitude: number | null | undefined): SiteMap {
  if (!given(latitude) || !given(longitude)) return { disabled: "sites.map.no_coordinates" };
  const lat = latitude as number;
  const lon = longitude as number;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return { disabled: "sites.map.out_of_range" };
  const [la, lo] = [formatCoordinate(lat), formatCoordinate(lon)];
  const href = `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=${MAP_ZOOM}/${la}/${lo}`;
  return { href, latitude: lat, longitude: lon };
}
