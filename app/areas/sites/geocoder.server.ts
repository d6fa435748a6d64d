// The address lookup of a site's form (spec §7 Maps; §8 "Geocode failure: fall back to the site's
// latitude and longitude"; ADR-0051). Asks a Nominatim-compatible service at GEOCODER_URL
// (`GET <url>/search?format=json&limit=1&q=<address, zip city, country>`) with a short timeout and
// never throws: no URL, no answer, an error status, a slow or malformed answer all fall back to
// the site's own coordinates, and without those to the spec's default (46.02, 8.92).
import { DEFAULT_COORDINATES, siteMap } from "~/domain/site/map";
import { readCoordinate } from "~/domain/site/schema";

/** Where the coordinates came from: the lookup, the site's own, the default. */
export type GeocodeSource = "found" | "site" | "default";

export interface Geocoded {
  latitude: number;
  longitude: number;
  source: GeocodeSource;
}

export interface AddressParts {
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface GeocoderOptions {
  /** the service's base URL; unset or empty: no lookup */
  url?: string | null;
  /** how long the service may take, answer included (3 s unless told) */
  timeoutMs?: number;
}

/** The default wait for the service: a person is waiting on the form. */
const GEOCODER_TIMEOUT_MS = 3000;

/** The text looked up: "Via Guisan 5, 6900 Paradiso, CH" (blank parts left out). */
export function addressQuery(a: AddressParts): string {
  const part = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const place = [part(a.zip), part(a.city)].filter(Boolean).join(" ");
  return [part(a.address), place, part(a.country)].filter(Boolean).join(", ").slice(0, 500);
}

const onTheGlobe = (lat: number | null | undefined, lon: number | null | undefined) => "href" in siteMap(lat, lon);

/** The first place the service finds for `query`, or null (no URL, nothing found, an error, a timeout, a malformed answer). */
export async function lookupAddress(query: string, opts: GeocoderOptions = {}): Promise<{ latitude: number; longitude: number } | null> {
  const base = (opts.url ?? "").trim().replace(/\/+$/, "");
  if (!base || !query.trim()) return null;
  try {
    const url = new URL(`${base}/search`);
    url.searchParams.set("format", "json");
    url.searchParams.set("limit", "1");
    url.searchParams.set("q", query);
    const res = await fetch(url, {
      headers: { accept: "application/json", "user-agent": "Cantiere (construction sites)" },
      signal: AbortSignal.timeout(opts.timeoutMs ?? GEOCODER_TIMEOUT_MS),
      redirect: "error",
    });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const body: unknown = await res.json();
    const first = Array.isArray(body) ? (body[0] as { lat?: unknown; lon?: unknown } | undefined) : undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    if (first?.lat == null || first?.lon == null || !onTheGlobe(latitude, longitude)) return null;
    return { latitude, longitude };
  } catch {
    // why: a lookup that fails is not an error of the form; the fallbacks answer instead (spec §8)
    return null;
  }
}

/** The coordinates of an address: the lookup's, else the site's own (when on the globe), else the default. */
export async function geocodeSite(
  address: AddressParts,
  own: { latitude: number | null | undefined; longitude: number | null | undefined },
  opts: GeocoderOptions = { url: process.env.GEOCODER_URL },
): Promise<Geocoded> {
  const found = await lookupAddress(addressQuery(address), opts);
  if (found) return { ...found, source: "found" };
  if (onTheGlobe(own.latitude, own.longitude)) return { latitude: own.latitude as number, longitude: own.longitude as number, source: "site" };
  return { ...DEFAULT_COORDINATES, source: "default" };
}

/**
 * The site form's lookup: the address typed; as "the site's own" the coordinates typed so far when
 * both are usable, else the recorded ones (a lookup that fails never throws away what was typed).
 */
export function geocodeTyped(
  form: AddressParts & { latitude?: string; longitude?: string },
  recorded: { latitude: number | null; longitude: number | null },
  opts?: GeocoderOptions,
): Promise<Geocoded> {
  const lat = readCoordinate(form.latitude, 90);
  const lon = readCoordinate(form.longitude, 180);
  const typed = lat.ok && lon.ok && lat.value !== null && lon.value !== null ? { latitude: lat.value, longitude: lon.value } : null;
  return geocodeSite(form, typed ?? recorded, opts);
}
