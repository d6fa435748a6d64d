// The site form's address lookup (ADR-0051) against a fake Nominatim-compatible service on
// 127.0.0.1 (a node:http server on a random port): found, nothing found, an error status, a
// timeout, a malformed answer and no URL; every failure falls back to the site's own coordinates,
// then to the default — and nothing throws.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressQuery, geocodeSite, geocodeTyped, lookupAddress } from "../../app/areas/sites/geocoder.server";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end("[]");
const asked: URL[] = [];
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(new URL(req.url ?? "/", "http://127.0.0.1"));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (body: unknown, status = 200): Handler => (_req, res) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

const ADDRESS = { address: "Via Guisan 5", zip: "6900", city: "Paradiso", country: "CH" };
const OWN = { latitude: 45.99, longitude: 8.95 };
const NONE = { latitude: null, longitude: null };

describe("the address lookup", () => {
  it("asks /search for one JSON result of the whole address, and answers what it found", async () => {
    handler = json([{ lat: "45.9891", lon: "8.9468", display_name: "Via Guisan 5, Paradiso" }]);
    asked.length = 0;
    expect(await geocodeSite(ADDRESS, OWN, { url })).toEqual({ latitude: 45.9891, longitude: 8.9468, source: "found" });
    expect(asked).toHaveLength(1);
    expect(asked[0].pathname).toBe("/search");
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({ format: "json", limit: "1", q: "Via Guisan 5, 6900 Paradiso, CH" });
  });

  it("falls back to the site's own coordinates when nothing is found", async () => {
    handler = json([]);
    expect(await geocodeSite(ADDRESS, OWN, { url })).toEqual({ ...OWN, source: "site" });
  });

  it("falls back on an error status, then to the default without coordinates of the site's own", async () => {
    handler = json({ error: "boom" }, 500);
    expect(await geocodeSite(ADDRESS, OWN, { url })).toEqual({ ...OWN, source: "site" });
    expect(await geocodeSite(ADDRESS, NONE, { url })).toEqual({ latitude: 46.02, longitude: 8.92, source: "default" });
  });

  it("gives up after the timeout", async () => {
    handler = (_req, res) => setTimeout(() => json([{ lat: "1", lon: "2" }])(_req, res), 1500);
    const started = Date.now();
    expect(await geocodeSite(ADDRESS, OWN, { url, timeoutMs: 200 })).toEqual({ ...OWN, source: "site" });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("does not believe a malformed or off-the-globe answer", async () => {
    for (const body of [{ lat: "1" }, [{ lat: "abc", lon: "8" }], [{ lat: "95", lon: "8" }], "not json"]) {
      handler = typeof body === "string" ? (_req, res) => res.end(body) : json(body);
      expect(await lookupAddress("Lugano", { url })).toBeNull();
    }
  });

  it("asks nothing without a URL, or without an address; nor does an unreachable service throw", async () => {
    asked.length = 0;
    expect(await geocodeSite(ADDRESS, OWN, { url: undefined })).toEqual({ ...OWN, source: "site" });
    expect(await geocodeSite(ADDRESS, NONE, { url: "" })).toEqual({ latitude: 46.02, longitude: 8.92, source: "default" });
    expect(await geocodeSite({ address: " ", city: "" }, OWN, { url })).toEqual({ ...OWN, source: "site" });
    expect(asked).toHaveLength(0);
    expect(await lookupAddress("Lugano", { url: "http://127.0.0.1:1/" })).toBeNull();
    expect(await lookupAddress("Lugano", { url: "not a url" })).toBeNull();
  });

  it("takes the coordinates typed in the form as the site's own when both are usable, else the recorded ones", async () => {
    handler = json([]);
    expect(await geocodeTyped({ ...ADDRESS, latitude: "46,1", longitude: "8.9" }, OWN, { url })).toEqual({ latitude: 46.1, longitude: 8.9, source: "site" });
    expect(await geocodeTyped({ ...ADDRESS, latitude: "91", longitude: "8.9" }, OWN, { url })).toEqual({ ...OWN, source: "site" });
    expect(await geocodeTyped({ ...ADDRESS, latitude: "", longitude: "" }, NONE, { url })).toEqual({ latitude: 46.02, longitude: 8.92, source: "default" });
  });

  it("joins the address parts it has", () => {
    expect(addressQuery({ address: " Via  Cantonale 1 ", zip: "", city: "Lugano", country: null })).toBe("Via Cantonale 1, Lugano");
  });
});
