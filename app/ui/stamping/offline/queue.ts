// The device's queue of stamps tapped without a connection (ADR-0124), in IndexedDB so that it
// outlives the page, a reload and the phone's browser closing. Shared by the stamping page (which
// fills it and sends it on `online` and on every open) and the service worker (which sends it on
// Background Sync): plain browser code, no React, no server module.
//
// A stamp is sent as the clock form posts it, with `queued=1` and the device's time of the tap; the
// command id made at the tap makes a second sending of the same stamp (the page and the service
// worker at once, an answer lost on the way) the same request: stored once (ADR-0098).

/** Where the page's code sends a stamp; it answers JSON (app.profile.stamping.sync.ts). */
const SYNC_URL = "/app/profile/stamping/sync";
const DB_NAME = "cantiere-offline";
const STORE = "stamps";
/** The stamping page's last full load, kept by the service worker; emptied on the sign-in page (entry.client.tsx). */
export const PAGE_CACHE = "cantiere-stamping-page";
/** The Background Sync tag the service worker answers. */
export const SYNC_TAG = "cantiere-stamps";

export interface QueuedStamp {
  /** made at the tap: the stamp's idempotency key */
  commandId: string;
  /** whose stamp it is: a page sends only its own person's */
  personId: number;
  kind: "ENTRATA" | "USCITA";
  /** the device's clock at the tap (ISO 8601) */
  deviceAt: string;
  siteId: string;
  preset: string;
  latitude: string;
  longitude: string;
  /** the session's CSRF token when tapped: what the service worker sends with (the page sends its own, fresh) */
  csrf: string;
  /** waiting: not sent yet; refused: the server said no, with its words (shown until dismissed) */
  state: "waiting" | "refused";
  message: string;
}

/** What one sending ended with. */
export type FlushEnd = "done" | "offline" | "signed-out" | "later";
export interface FlushResult {
  end: FlushEnd;
  sent: number;
  refused: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: "commandId" });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | null): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      let value: T | undefined;
      if (req) req.onsuccess = () => (value = req.result);
      tx.oncomplete = () => resolve(value);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Whether this browser can keep a queue at all (IndexedDB exists; a private window may refuse it). */
export function canQueue(): boolean {
  return typeof indexedDB !== "undefined";
}

/** Every queued stamp, oldest tap first. */
export async function queuedStamps(): Promise<QueuedStamp[]> {
  const all = ((await inStore("readonly", (s) => s.getAll())) ?? []) as QueuedStamp[];
  return all.sort((a, b) => a.deviceAt.localeCompare(b.deviceAt));
}

export async function putStamp(stamp: QueuedStamp): Promise<void> {
  await inStore("readwrite", (s) => s.put(stamp));
}

export async function removeStamp(commandId: string): Promise<void> {
  await inStore("readwrite", (s) => s.delete(commandId));
}

/** The form a stamp is sent as: the clock form's fields with the tap's time; `queued=1` when sent later. */
export function formOf(stamp: QueuedStamp, csrf: string, queued = true, from?: string): URLSearchParams {
  const body = new URLSearchParams({ csrf, intent: "record-stamp", kind: stamp.kind, commandId: stamp.commandId, deviceAt: stamp.deviceAt });
  if (queued) body.set("queued", "1");
  if (from) body.set("from", from);
  if (stamp.siteId) body.set("siteId", stamp.siteId);
  if (stamp.preset) body.set("preset", stamp.preset);
  if (stamp.latitude && stamp.longitude) {
    body.set("latitude", stamp.latitude);
    body.set("longitude", stamp.longitude);
  }
  return body;
}

export type SendOutcome =
  | { outcome: "stored"; to: string }
  | { outcome: "refused"; message: string }
  | { outcome: "signed-out"; to: string }
  | { outcome: "offline" }
  | { outcome: "later" };

/** One stamp sent: stored (or stored before under its command id), refused with words, or not reached. */
export async function sendStamp(stamp: QueuedStamp, csrf: string, queued = true, from?: string): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(SYNC_URL, { method: "POST", body: formOf(stamp, csrf, queued, from), credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    return { outcome: "offline" };
  }
  const answer = (await res.json().catch(() => null)) as { stored?: boolean; to?: string; refused?: string; signIn?: string } | null;
  if (answer?.stored && typeof answer.to === "string") return { outcome: "stored", to: answer.to };
  if (typeof answer?.refused === "string") return { outcome: "refused", message: answer.refused };
  if (typeof answer?.signIn === "string") return { outcome: "signed-out", to: answer.signIn };
  // a token of another session, a server error, a deployment in progress: kept, tried again later
  return { outcome: "later" };
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends the waiting stamps in the order they were tapped. The page passes its person and its fresh
 * token (it sends only that person's stamps); the service worker sends each with the token it was
 * tapped with. Stops at the first one that does not reach the server; one sending at a time.
 */
export function flushQueue(from: { personId: number; csrf: string } | null = null): Promise<FlushResult> {
  running ??= (async () => {
    const result: FlushResult = { end: "done", sent: 0, refused: 0 };
    try {
      for (const stamp of await queuedStamps()) {
        if (stamp.state !== "waiting") continue;
        if (from && stamp.personId !== from.personId) continue;
        const r = await sendStamp(stamp, from?.csrf ?? stamp.csrf);
        if (r.outcome === "stored") {
          await removeStamp(stamp.commandId);
          result.sent += 1;
        } else if (r.outcome === "refused") {
          await putStamp({ ...stamp, state: "refused", message: r.message });
          result.refused += 1;
        } else {
          result.end = r.outcome;
          break;
        }
      }
    } finally {
      running = null;
    }
    return result;
  })();
  return running;
}
