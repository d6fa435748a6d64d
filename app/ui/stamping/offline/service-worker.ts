// The stamping page's service worker (ADR-0124), built on its own by scripts/build.mjs into
// public/build/stamping-sw.js and served as /stamping-sw.js with the scope /app/profile/stamping:
// - the stamping page opens without a connection: its last full load is kept (network first), with
//   the scripts, styles and translations it needs (kept as they are fetched, fingerprinted ones first);
// - Background Sync sends the device's queue of stamps (queue.ts) when the connection is back: through
//   an open page when there is one (it sends with its fresh token and shows the result), else itself.
// Nothing else goes through it: other pages, every POST, every other request reach the network as before.
import { flushQueue, PAGE_CACHE, SYNC_TAG } from "./queue";

interface ExtendableEvent {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface MessageFrom extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: unknown): void } | null;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WindowClient {
  url: string;
  postMessage(message: unknown): void;
}
interface Scope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(o?: { type?: string }): Promise<WindowClient[]> };
  addEventListener(type: "install" | "activate", fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", fn: (e: FetchEvent) => void): void;
  addEventListener(type: "message", fn: (e: MessageFrom) => void): void;
  addEventListener(type: "sync", fn: (e: SyncEvent) => void): void;
}

const sw = self as unknown as Scope;
const PAGE = "/app/profile/stamping";
const ASSET_CACHE = "cantiere-stamping-assets-v1";

const isAsset = (url: URL) => url.pathname.startsWith("/build/") || url.pathname.startsWith("/locales/") || url.pathname === "/favicon.svg" || url.pathname === "/manifest.webmanifest";

sw.addEventListener("install", (e) => e.waitUntil(sw.skipWaiting()));

sw.addEventListener("activate", (e) =>
  e.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("cantiere-stamping-assets") && name !== ASSET_CACHE) await caches.delete(name);
      await sw.clients.claim();
    })(),
  ),
);

/** The page, from the network when it answers (kept for later), else its last full load. */
async function page(request: Request): Promise<Response> {
  try {
    const res = await fetch(request);
    // only a page shown to a signed-in person (never a redirect to the sign-in page)
    if (res.ok && res.type === "basic" && !res.redirected) {
      const copy = res.clone();
      void caches.open(PAGE_CACHE).then((c) => c.put(PAGE, copy));
    }
    return res;
  } catch {
    return (await caches.match(PAGE, { cacheName: PAGE_CACHE })) ?? Response.error();
  }
}

/** A fingerprinted file from the cache first; a translation from the network first; each kept. */
async function asset(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  if (url.pathname.startsWith("/build/")) {
    const hit = await cache.match(request);
    if (hit) return hit;
  }
  try {
    const res = await fetch(request);
    if (res.ok) void cache.put(request, res.clone());
    return res;
  } catch {
    return (await cache.match(request)) ?? Response.error();
  }
}

sw.addEventListener("fetch", (e) => {
  const request = e.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === "navigate" && url.pathname === PAGE) e.respondWith(page(request));
  else if (isAsset(url)) e.respondWith(asset(request, url));
});

/**
 * The page tells what it loaded before this worker controlled it: those files are kept, and the page
 * itself once (later loads refresh it on their way through); answered when done.
 */
sw.addEventListener("message", (e) => {
  const msg = e.data as { type?: string; urls?: unknown } | null;
  if (msg?.type !== "cantiere-cache") return;
  e.waitUntil(
    (async () => {
      const urls = Array.isArray(msg.urls) ? msg.urls.filter((u): u is string => typeof u === "string" && isAsset(new URL(u, sw.location.origin))) : [];
      const assets = await caches.open(ASSET_CACHE);
      await Promise.all(urls.map(async (u) => ((await assets.match(u)) ? undefined : assets.add(u).catch(() => undefined))));
      const pages = await caches.open(PAGE_CACHE);
      if (!(await pages.match(PAGE))) {
        // marked as a copy: the notice the person is about to see stays for their page (root.tsx)
        const res = await fetch(PAGE, { credentials: "same-origin", headers: { "X-Cantiere-Offline-Copy": "1" } }).catch(() => null);
        if (res && res.ok && !res.redirected) await pages.put(PAGE, res);
      }
      e.source?.postMessage({ type: "cantiere-cached", page: Boolean(await pages.match(PAGE)) });
    })(),
  );
});

sw.addEventListener("sync", (e) => {
  if (e.tag !== SYNC_TAG) return;
  e.waitUntil(
    (async () => {
      const open = (await sw.clients.matchAll({ type: "window" })).filter((c) => new URL(c.url).pathname.startsWith("/app/"));
      if (open.length > 0) {
        for (const c of open) c.postMessage({ type: "cantiere-flush" });
        return;
      }
      const r = await flushQueue(null);
      // not reached: the browser tries the sync again later
      if (r.end === "offline") throw new Error("still offline");
    })(),
  );
});
