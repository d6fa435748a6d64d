// The JavaScript each page loads with JavaScript on (issue 40): `npm run build && node bench/js-per-page.mjs [route-id-part …]`.
// Read from the production build's manifest (public/build/manifest-*.js), not from a browser: a page
// of a route loads the client entry and its imports, the manifest itself, and the module and imports
// of every route from the root down to it. Each file is counted gzip-compressed on its own (level 9,
// as a file is sent; the server's compression is level 6, within 2 %). Prints files and KB per route,
// largest first; with arguments only the routes whose id contains one of them.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dir = "public/build";
const manifestFile = readdirSync(dir).find((f) => f.startsWith("manifest-"));
if (!manifestFile) throw new Error("no public/build/manifest-*.js: run `npm run build` first");
const text = readFileSync(`${dir}/${manifestFile}`, "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(`public${file}`), { level: 9 }).length);
  return sizes.get(file);
};

/** The files a page of the route loads, and their gzip bytes. */
export function pageScripts(routeId) {
  const chain = [];
  for (let r = manifest.routes[routeId]; r; r = r.parentId ? manifest.routes[r.parentId] : null) chain.push(r);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, `/build/${manifestFile}`, ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])])]);
  return { files: files.size, bytes: [...files].reduce((s, f) => s + gz(f), 0) };
}

const wanted = process.argv.slice(2);
const rows = Object.keys(manifest.routes)
  .filter((id) => !wanted.length || wanted.some((w) => id.includes(w)))
  .map((id) => ({ id, ...pageScripts(id) }))
  .sort((a, b) => b.bytes - a.bytes);
console.log("| route | files | KB gzip |\n|---|---:|---:|");
for (const r of rows) console.log(`| \`${r.id}\` | ${r.files} | ${(r.bytes / 1024).toFixed(1)} |`);
