// Reading a multipart form (a form with a file input) as a stream, with limits (ADR-0020): text
// fields are kept (each at most 64 KiB, a longer one cut one byte past that, so the form refuses it
// as too long with the other values kept), a file is kept in memory up to its size cap and beyond
// that only counted and thrown away, so a too-large file is refused with every other value of the
// form kept, and memory never holds more than the caps. A body larger than the hard cap
// (Content-Length) is refused before it is read. The CSRF check runs on the result
// (readUploadForm in app/auth/form.server.ts).
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

export interface UploadLimits {
  /** the largest file kept, per file field */
  maxFileBytes: number;
  /** the largest text field (default 64 KiB) */
  maxFieldBytes?: number;
  /** the most parts (fields and files) read (default 200) */
  maxParts?: number;
  /** the largest request body accepted at all (default 4 × maxFileBytes + 1 MiB) */
  maxRequestBytes?: number;
}

/** A file part as received: its bytes when within the cap, else only its size. */
export interface ReceivedFile {
  field: string;
  /** the name the browser sent (only the last path segment, as RFC 7578 asks) */
  fileName: string;
  /** what the browser claimed; never trusted for the type (file-types.ts decides) */
  claimedType: string;
  size: number;
  /** null when the file was larger than the cap */
  bytes: Uint8Array | null;
}

export interface MultipartForm {
  /** the text fields (what readForm would give, without the files) */
  form: FormData;
  /** the file fields, by name (the first file of each); a field left empty is absent */
  files: Map<string, ReceivedFile>;
  /** every file part in the order sent (a `multiple` input sends several under one name) */
  all: ReceivedFile[];
}

/** The body is not a multipart form we can read (or is larger than the hard cap). */
export class MultipartError extends Error {
  readonly status: 400 | 413;
  constructor(message: string, status: 400 | 413 = 400) {
    super(message);
    this.name = "MultipartError";
    this.status = status;
  }
}

export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** Reads a multipart form within the limits; a urlencoded form (a policy probe, a plain button) is read as it is. */
export async function parseUploadForm(request: Request, limits: UploadLimits): Promise<MultipartForm> {
  const maxField = limits.maxFieldBytes ?? 64 * 1024;
  const maxParts = limits.maxParts ?? 200;
  const maxRequest = limits.maxRequestBytes ?? limits.maxFileBytes * 4 + 1024 * 1024;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > maxRequest) throw new MultipartError(`body of ${length} bytes`, 413);

  if (!isMultipart(request)) {
    try {
      const form = await request.formData();
      for (const [k, v] of [...form.entries()]) if (typeof v !== "string") form.delete(k);
      return { form, files: new Map(), all: [] };
    } catch {
      throw new MultipartError("unreadable form");
    }
  }

  const files = new Map<string, ReceivedFile>();
  const all: ReceivedFile[] = [];
  let parts = 0;
  let total = 0;
  const handler: UploadHandler = async (part) => {
    parts++;
    const chunks: Uint8Array[] = [];
    let size = 0;
    const isFile = typeof part.filename === "string";
    const cap = isFile ? limits.maxFileBytes : maxField;
    // always read the part to its end: the parser needs it to reach the next one
    // a text field keeps one byte past its cap: enough for the form's length rule to refuse it
    // beside the field with every value kept (parseForm), never a bare 400 page
    const keep = isFile ? cap : cap + 1;
    let kept = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      total += chunk.byteLength;
      if (total > maxRequest) throw new MultipartError(`body over ${maxRequest} bytes`, 413);
      if (isFile) {
        if (size <= cap) chunks.push(chunk);
      } else if (kept < keep) {
        const piece = chunk.subarray(0, keep - kept);
        chunks.push(piece);
        kept += piece.byteLength;
      }
    }
    if (parts > maxParts) throw new MultipartError("too many parts");
    if (!isFile) return new TextDecoder().decode(Buffer.concat(chunks));
    // an empty file input sends a part with no name and no bytes: nothing was chosen
    if (size === 0 && !part.filename) return undefined;
    const received: ReceivedFile = {
      field: part.name,
      fileName: part.filename ?? "",
      claimedType: part.contentType,
      size,
      bytes: size <= cap ? new Uint8Array(Buffer.concat(chunks)) : null,
    };
    all.push(received);
    if (!files.has(part.name)) files.set(part.name, received);
    return undefined;
  };
  try {
    const form = await unstable_parseMultipartFormData(request, handler);
    return { form, files, all };
  } catch (e) {
    if (e instanceof MultipartError) throw e;
    throw new MultipartError(`unreadable multipart body: ${e instanceof Error ? e.message : String(e)}`);
  }
}
