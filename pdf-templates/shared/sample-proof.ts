// A document's proof for the samples and template tests: an event, its time and a link with a
// stand-in QR code (a plain square; the real one is made by app/pdf/proof.server.ts).
import type { PdfProof } from "./page-footer";

const SQUARE = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#111827"/></svg>').toString("base64")}`;

/** The proof of a sample document built from event `position`, recorded at `recordedAt`, whose history is at `path`. */
export function sampleProof(position: number, recordedAt: string, path: string): PdfProof {
  return { position, recordedAt, history: { url: `https://cantiere.example${path}?position=${position}`, qrDataUrl: SQUARE } };
}
