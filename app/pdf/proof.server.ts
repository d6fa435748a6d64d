// What a printed document proves (issue 37, ADR-0132): the event it was built from, a link to the
// record's history at that event, and the same link as a QR code, for the template's footer and
// <ProofBlock>. The link is absolute (it is printed): APP_URL when set, else the origin the
// document was asked on. The QR code is an SVG made here (the `qrcode` package, as the tool
// labels, ADR-0069: qr-code.server.ts), embedded as a data: URL: the document loads nothing.
import type { Queryable } from "~/db.server";
import { qrCodeSvg } from "./qr-code.server";
import { proofEventAt } from "~/events/queries/pdf-proof.server";
import { historyPathOf } from "~/ui/history/record-types";
import type { PdfProof } from "../../pdf-templates/shared/page-footer";

/** Where printed links start: APP_URL, or the origin of the request that asked for the document (else localhost). */
export function printedOrigin(request: Request | null, env: NodeJS.ProcessEnv = process.env): string {
  return (env.APP_URL?.trim() || (request ? new URL(request.url).origin : `http://localhost:${env.PORT ?? "3000"}`)).replace(/\/+$/, "");
}

/** The history page of the record an event belongs to, as of that event. */
function historyUrlAt(origin: string, event: { streamType: string; recordId: number; position: number }): string {
  return `${origin}${historyPathOf(event.streamType, event.recordId)}?position=${event.position}`;
}

/** The proof of a document built from the event at `position` (0 or unknown: a document without one). */
export async function pdfProof(db: Queryable, origin: string, position: number): Promise<PdfProof> {
  const event = await proofEventAt(db, position);
  if (!event) return { position: 0, recordedAt: null, history: null };
  const url = historyUrlAt(origin, event);
  const svg = await qrCodeSvg(url);
  return {
    position: event.position,
    recordedAt: event.recordedAt.toISOString(),
    history: { url, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` },
  };
}

/** The instant a document's metadata carries: its event's, or a fixed one when it has none (the same bytes every time). */
export const proofDate = (proof: PdfProof): Date => new Date(proof.recordedAt ?? "2000-01-01T00:00:00Z");
