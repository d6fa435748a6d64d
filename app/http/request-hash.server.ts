// What a request asked, as one hash (ADR-0098): the posted form's parsed values with the page and
// the intent, or the API call's method, path, query and body, each with the bytes of its files. A
// command id (a form's hidden field, an Idempotency-Key) is bound to it: the same request sent
// again is answered with its first outcome, another request under the same id is refused. The hash
// is made where the request arrives (the command action, the API's entry) and travels to the
// command handler in the command's metadata (`intentHash`).
import { createHash } from "node:crypto";
import type { ReceivedFile } from "~/storage/multipart.server";

/**
 * The one JSON text of a value: object keys sorted at every depth, `toJSON` honoured (dates,
 * Temporal values), `undefined` left out of objects and `null` in arrays, as JSON.stringify does.
 * Two bodies that mean the same (`{"a":1,"b":2}`, `{ "b": 2, "a": 1 }`) give the same text.
 */
function canonicalJson(value: unknown): string {
  if (value !== null && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return canonicalJson((value as { toJSON: () => unknown }).toJSON());
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined || typeof v === "function" ? "null" : canonicalJson(v))).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .flatMap((k) => {
        const v = (value as Record<string, unknown>)[k];
        return v === undefined || typeof v === "function" ? [] : [`${JSON.stringify(k)}:${canonicalJson(v)}`];
      });
    return `{${entries.join(",")}}`;
  }
  if (typeof value === "bigint") return JSON.stringify(String(value));
  return JSON.stringify(value) ?? "null";
}

/** A file as the hash sees it: its field, name, claimed type and the SHA-256 of its bytes (its size when it was too large to keep). */
function fileFacts(f: ReceivedFile) {
  return { field: f.field, name: f.fileName, type: f.claimedType, size: f.size, sha256: f.bytes ? createHash("sha256").update(f.bytes).digest("hex") : null };
}

/**
 * The hash of what a request asked, salted with the command id it came with (a row of the
 * `commands` or `api_idempotency_keys` table holds both; the salt keeps a short body from being
 * looked up in a table of precomputed hashes). `asked` is the request without its files; `files`
 * every file part in the order sent.
 */
export function requestHash(commandId: string, asked: Record<string, unknown>, files: readonly ReceivedFile[] = []): string {
  return createHash("sha256")
    .update(`cantiere-request:${commandId.toLowerCase()}:`)
    .update(canonicalJson({ ...asked, files: files.map(fileFacts) }))
    .digest("hex");
}
