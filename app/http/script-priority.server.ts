// why: the page is complete without JavaScript (the scripts sit at the end of the body and only
// enhance it), so the browser should fetch the stylesheet and images first and the modules after;
// Remix's <Scripts /> has no way to say so on its modulepreload links. React leaves the attribute
// alone when it hydrates. Done on the rendered bytes (ASCII needles cannot match inside a multi-byte
// character): decoding the page to a string and back cost ≈ 0.4 ms a page (bench/RESULTS-load.md).
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');
export function lowerScriptPriority(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(PRELOAD); at !== -1; at = html.indexOf(PRELOAD, from)) {
    parts.push(html.subarray(from, at + PRELOAD.length), LOW);
    from = at + PRELOAD.length;
  }
  if (parts.length === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
