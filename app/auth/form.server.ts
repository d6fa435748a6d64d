// Reading a posted form: the CSRF check comes first, always (ADR-0006).
import { data } from "@remix-run/node";
import { MultipartError, parseUploadForm, type MultipartForm, type UploadLimits } from "~/storage/multipart.server";
import { checkOrigin, CsrfError, verifyCsrf } from "./csrf.server";

export function csrfRefusal(reason: string) {
  return data({ kind: "csrf", reason }, { status: 403, statusText: "Forbidden" });
}

/** The posted form, once its CSRF token and origin are verified; a 403 page otherwise. */
export async function readForm(request: Request, opts: { clone?: boolean } = {}): Promise<FormData> {
  let form: FormData;
  try {
    form = await (opts.clone ? request.clone() : request).formData();
  } catch {
    throw data({ kind: "bad_form" }, { status: 400, statusText: "Bad Request" });
  }
  try {
    await verifyCsrf(request, form);
  } catch (e) {
    if (e instanceof CsrfError) throw csrfRefusal(e.message);
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
    if (e instanceof CsrfError) throw csrfRefusal(e.message);
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
    if (e instanceof CsrfError) throw csrfRefusal(e.message);
    throw e;
  }
  return received;
}

/** Only a local path may be a redirect target: never another site. */
export function safeRedirect(to: unknown, fallback = "/app"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
