// The same record at the same version prints to the same bytes (issue 37, ADR-0132). Chromium's
// Page.printToPDF writes the print time into the document information (/CreationDate, /ModDate),
// its own build into /Creator and /Producer, and, in the tagged structure, ids made of DOM node
// numbers ("node00000157") that grow with every document a pooled page has held. Everything else
// it writes (objects, fonts, link annotations) depends only on the HTML (measured on Chromium 156:
// two prints differed in these and nothing else). This rewrites them in place: the dates become the
// instant of the event the document was built from, the creator and producer a fixed name, the node
// ids 1, 2, 3 … in their original order (the /IDTree stays sorted, /Headers references stay right).
// Each replacement keeps or pads to the original's length, so every byte offset in the
// cross-reference table stays right. No I/O.

/** "D:20261128130200+00'00'": a PDF date (ISO 32000-1, 7.9.4) of an instant, in UTC. */
export function pdfDate(instant: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return (
    `D:${p(instant.getUTCFullYear(), 4)}${p(instant.getUTCMonth() + 1)}${p(instant.getUTCDate())}` +
    `${p(instant.getUTCHours())}${p(instant.getUTCMinutes())}${p(instant.getUTCSeconds())}+00'00'`
  );
}

// a literal string without nested or escaped parentheses: Chromium's dates, "Skia/PDF m156" and its
// user agent (whose parentheses it escapes as \( \), matched by the escape alternative)
const entry = (key: string) => new RegExp(`/${key} \\((?:[^()\\\\]|\\\\.)*\\)`, "g");

function replaceSameLength(text: string, key: string, value: string): string {
  return text.replace(entry(key), (found) => {
    const next = `/${key} (${value})`;
    // never longer than what Chromium wrote: the offsets after it must not move
    return next.length <= found.length ? next + " ".repeat(found.length - next.length) : found;
  });
}

const NODE_ID = /\(node(\d{8})\)/g;

/** The structure ids renumbered 1, 2, 3 … in their order (same width: 8 digits). */
function renumberNodeIds(text: string): string {
  const ids = [...new Set([...text.matchAll(NODE_ID)].map((m) => m[1]))].sort();
  const next = new Map(ids.map((id, i) => [id, String(i + 1).padStart(8, "0")]));
  return text.replace(NODE_ID, (_, id: string) => `(node${next.get(id)})`);
}

/** The PDF with its document dates set to `at`, its creator and producer to `producer` and its structure ids renumbered, byte offsets unchanged. */
export function withFixedMetadata(pdf: Uint8Array, at: Date, producer = "Cantiere"): Buffer {
  // latin1 maps every byte to one char and back: binary streams pass through untouched
  let text = Buffer.from(pdf).toString("latin1");
  const date = pdfDate(at);
  text = replaceSameLength(text, "CreationDate", date);
  text = replaceSameLength(text, "ModDate", date);
  text = replaceSameLength(text, "Creator", producer);
  text = replaceSameLength(text, "Producer", producer);
  text = renumberNodeIds(text);
  return Buffer.from(text, "latin1");
}
