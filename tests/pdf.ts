// pdf.js for the tests that read a PDF's text, loaded at first use with the process's own JSON and
// Array.prototype.push put back. Why: its legacy build (the one for Node 20) brings core-js, which
// replaces JSON.parse, JSON.stringify and Array.prototype.push with its own JavaScript versions for
// the whole process. In a Playwright worker every protocol message to the browser goes through
// JSON, so once one spec had imported pdf.js, every later test of that worker ran several times
// slower: pdf.js's copies of JSON and the garbage they made were half the worker's CPU
// (bench/RESULTS-suite.md, session 48). pdf.js itself needs only what core-js adds (Promise.withResolvers,
// Uint8Array.prototype.toHex and the like); those stay.
import type { PDFDocumentProxy } from "pdfjs-dist/types/src/display/api";

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let loaded: Promise<PdfJs> | null = null;

function pdfjs(): Promise<PdfJs> {
  loaded ??= (async () => {
    const native = { parse: JSON.parse, stringify: JSON.stringify, push: Array.prototype.push };
    const lib = await import("pdfjs-dist/legacy/build/pdf.mjs");
    // its "fake worker" (the parser, run in this thread under Node) is a second bundle with core-js of
    // its own, imported at the first document: imported here, it is found (globalThis.pdfjsWorker) and not imported again
    await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    JSON.parse = native.parse;
    JSON.stringify = native.stringify;
    // eslint-disable-next-line no-extend-native -- putting the native one back
    Array.prototype.push = native.push;
    return lib;
  })();
  return loaded;
}

/** A PDF's bytes opened with pdf.js (text only: no eval, no font faces). */
export async function openPdf(bytes: Uint8Array | ArrayBuffer): Promise<PDFDocumentProxy> {
  const { getDocument } = await pdfjs();
  return getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, disableFontFace: true }).promise;
}
