// A tool's QR label as a PDF (ADR-0069): the tool's name and a QR code of its page's URL, rendered on
// the server (the `qrcode` package, the Chromium pool). Scanning it opens the tool's page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createElement } from "react";
import { fileHeaders } from "~/auth/security-headers.server";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { scopedRecord } from "~/http/scope.server";
import { getLanguage, getT } from "~/i18n/i18next.server";
import { PdfError } from "~/pdf/pool.server";
import { qrCodeSvg } from "~/pdf/qr-code.server";
import { renderDocumentPdf } from "~/pdf/render.server";
import { getSql } from "~/runtime.server";
import { categoryLabel, toolPath } from "~/ui/tools/labels";
import { ToolLabel, toolLabelStyles } from "../../pdf-templates/tool-label/template";

export const handle: { policy: Policy } = { policy: { get: anyOf(["read", "tool-manager"]) } };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const tool = await scopedRecord(await getSql(), user, "tool", params.toolId);
  const lang = await getLanguage(request);
  const t = await getT(request);
  const url = new URL(toolPath(tool.id), new URL(request.url).origin).toString();
  const svg = await qrCodeSvg(url);
  const data = { name: tool.name, category: categoryLabel(t, { name: tool.categoryName, code: tool.categoryCode }), toolId: tool.id, url, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, scanText: t("tools.label.scan") };
  let pdf: Buffer;
  try {
    pdf = await renderDocumentPdf(createElement(ToolLabel, { data }), { lang, title: tool.name, css: toolLabelStyles, format: "A4" });
  } catch (err) {
    // the pool busy or Chromium missing: a plain answer in the user's language, never a 500
    if (err instanceof PdfError) return new Response(t(err.code), { status: err.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
    throw err;
  }
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: fileHeaders({ "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="tool-${tool.id}-label.pdf"`, "Content-Length": String(pdf.length) }),
  });
}
