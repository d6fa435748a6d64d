import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileHeaders } from "~/auth/security-headers.server";
import { nowMs } from "~/clock.server";
import { PUBLIC, type Policy } from "~/domain/access/policy";
import { downloadLinkSecret, fileStore } from "~/storage/index.server";
import { attachmentDisposition } from "~/storage/s3-store.server";
import { verifyLink } from "~/storage/signed-link.server";
import { queryParams } from "~/domain/shared/query-params";

// The filesystem store's signed download links (ADR-0020). Like an S3 presigned URL, the link is
// the permission: whoever holds it may fetch that one file until it expires (300 s). The page
// that made the link checked the user's access; this route checks only the signature and the
// expiry, in constant time, on any process (the key comes from the shared application secret).
export const handle: { policy: Policy } = { policy: { get: PUBLIC } };

const refuse = (status: 403 | 404 | 410, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ request }: LoaderFunctionArgs) {
  const store = fileStore();
  if (store.kind !== "fs") return refuse(404, "Not Found");
  const check = verifyLink(await downloadLinkSecret(), queryParams(request).all(), nowMs());
  if (!check.ok) return check.reason === "expired" ? refuse(410, "Link expired") : refuse(403, "Forbidden");
  const file = await store.get(check.key);
  if (!file) return refuse(404, "Not Found");
  // a stored file is shown as what it is, never run (FILE_POLICY, PDFs included), and no cache
  // keeps a copy once the page that linked it is closed
  const headers = new Headers(
    fileHeaders({
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Content-Disposition": check.downloadName ? attachmentDisposition(check.downloadName) : "inline",
      "Referrer-Policy": "no-referrer",
    }),
  );
  return new Response(new Uint8Array(file.body.buffer as ArrayBuffer, file.body.byteOffset, file.body.byteLength), { status: 200, headers });
}
