// The filesystem store's download links (ADR-0020): /storage/download?key=…&exp=…&sig=…, where `sig`
// is an HMAC-SHA256 over the key, the expiry (Unix seconds) and the download name. Any process can
// check a link another made: the key comes from the application secret (SESSION_SECRET, or the
// random secret kept once in PostgreSQL, ADR-0006), derived for this one use, never from memory
// of a single process.
import { createHmac, timingSafeEqual } from "node:crypto";
import { checkKey, InvalidNameError } from "./keys";

const DOWNLOAD_PATH = "/storage/download";

/** The link-signing key: the application secret, derived for download links only. */
export function deriveLinkSecret(appSecret: string): Buffer {
  return createHmac("sha256", appSecret).update("cantiere/storage-download-links/v1").digest();
}

function mac(secret: Buffer, key: string, exp: number, dl: string): string {
  return createHmac("sha256", secret).update(`v1\n${key}\n${exp}\n${dl}`).digest("base64url");
}

/** The query of a link for `key` valid until `expiresAt` (Unix seconds). */
export function signLink(secret: Buffer, key: string, expiresAt: number, downloadName: string | null = null): string {
  checkKey(key);
  const dl = downloadName ?? "";
  const q = new URLSearchParams({ key, exp: String(expiresAt) });
  if (dl) q.set("dl", dl);
  q.set("sig", mac(secret, key, expiresAt, dl));
  return `${DOWNLOAD_PATH}?${q}`;
}

export type LinkCheck = { ok: true; key: string; downloadName: string | null; expiresAt: number } | { ok: false; reason: "malformed" | "expired" | "bad_signature" };

/** Checks a link's query at `nowMs`: the signature first (constant time), then the expiry. */
export function verifyLink(secret: Buffer, query: URLSearchParams, nowMs: number): LinkCheck {
  const key = query.get("key");
  const expText = query.get("exp");
  const sig = query.get("sig");
  const dl = query.get("dl") ?? "";
  if (!key || !expText || !sig || !/^\d{1,12}$/.test(expText) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { ok: false, reason: "malformed" };
  try {
    checkKey(key);
  } catch (e) {
    if (e instanceof InvalidNameError) return { ok: false, reason: "malformed" };
    throw e;
  }
  const exp = Number(expText);
  const expected = Buffer.from(mac(secret, key, exp, dl));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "bad_signature" };
  if (nowMs >= exp * 1000) return { ok: false, reason: "expired" };
  return { ok: true, key, downloadName: dl || null, expiresAt: exp };
}
