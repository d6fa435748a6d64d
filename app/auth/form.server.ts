// Reading a posted form: the CSRF check comes first, always (ADR-0006).
import { data } from "@remix-run/node";
import { MultipartError, parseUploadForm, type MultipartForm, type UploadLimits } from "~/storage/multipart.server";
import { checkOrigin, CsrfError, verifyCsrf } from "./csrf.server";

/** The translated 403 page of a refused CSRF check; the log says why (never the token itself). */
function csrfRefusal(request: Request, reason: string) {
  const ref = request.headers.get("x-cantiere-request-id") ?? "-";
  console.warn(`[csrf ${ref}] ${request.method} ${new URL(request.url).pathname} refused: ${reason}`);
  return data({ kind: "csrf" }, { status: 403, statusText: "Forbidden" });
}

/**
 * The largest body of a form without files. The longest text field (FIELD_MAX_LENGTH, 64 KiB) fits
 * several times, urlencoded; a larger body is refused before it is read on (413), so an anonymous
 * 300 MB POST costs the server 256 KiB, not 1 GB. Uploads keep their own limits (readUploadForm).
 */
const FORM_BODY_LIMIT = 256 * 1024;

export function tooLarge(): Response {
  return data({ kind: "too_large" }, { status: 413, statusText: "Payload Too Large" }) as unknown as Response;
}

/** The body, read as far as `limit` bytes and no further; a 413 beyond. */
async function boundedBody(request: Request, limit: number): Promise<ArrayBuffer> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // why no reader.cancel(): it destroys the socket before the 413 is written; server.mjs
    // closes the connection after a 413 instead, so the rest of the body is never read
    if (size > limit) throw tooLarge();
    chunks.push(value);
  }
  const all = Buffer.concat(chunks);
  return all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
}

/** The posted form, once its CSRF token and origin are verified; a 403 page otherwise, a 413 for a body over FORM_BODY_LIMIT. */
export async function readForm(request: Request, opts: { clone?: boolean } = {}): Promise<FormData> {
  const source = opts.clone ? request.clone() : request;
  const body = await boundedBody(source, FORM_BODY_LIMIT);
  let form: FormData;
  try {
    // the same parsing request.formData() does, on the bytes read within the limit
    form = await new Request(request.url, { method: "POST", headers: request.headers, body }).formData();
  } catch {
    throw data({ kind: "bad_form" }, { status: 400, statusText: "Bad Request" });
  }
  try {
    await verifyCsrf(request, form);
  } catch (e) {
    if (e instanceof CsrfError) throw csrfRefusal(request, e.message);
    throw e;
  }
  return form;
}

/**
 * A posted form that may carry files (multipart), read as a stream within the limits; the origin is
 * checked before the body is read, the CSRF token of its text fields right after, as for readForm.
 */
export async function readUploadForm(request: Request, limits: UploadLimits): Promise<MultipartForm> {
  try {
    checkOrigin(request);
  } catch (e) {
    if (e instanceof CsrfError) throw csrfRefusal(request, e.message);
    throw e;
  }
  let received: MultipartForm;
  try {
    received = await parseUploadForm(request, limits);
  } catch (e) {
    if (e instanceof MultipartError) {
      throw data({ kind: e.status === 413 ? "too_large" : "bad_form" }, { status: e.status, statusText: e.status === 413 ? "Payload Too Large" : "Bad Request" });
    }
    throw e;
  }
  try {
    await verifyCsrf(request, received.form);
  } catch (e) {
    if (e instanceof CsrfError) throw csrfRefusal(request, e.message);
    throw e;
  }
  return received;
}
