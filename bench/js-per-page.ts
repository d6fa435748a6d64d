// The JavaScript each page loads with JavaScript on (issue 40), per route, largest first:
// `npm run build && node --import tsx bench/js-per-page.ts [route-id-part …]` (with arguments, only
// the routes whose id contains one of them). What is counted: bench/page-scripts.ts.
import { pageScriptsOfBuild } from "./page-scripts";

const wanted = process.argv.slice(2);
const rows = pageScriptsOfBuild(process.cwd())
  .filter((r) => !wanted.length || wanted.some((w) => r.id.includes(w)))
  .sort((a, b) => b.bytes - a.bytes);
console.log("| route | files | KB gzip |\n|---|---:|---:|");
for (const r of rows) console.log(`| \`${r.id}\` | ${r.files} | ${(r.bytes / 1024).toFixed(1)} |`);
if (rows.length > 1) {
  const kb = rows.map((r) => r.bytes / 1024);
  console.log(`\n${rows.length} routes: min ${Math.min(...kb).toFixed(1)}, mean ${(kb.reduce((a, b) => a + b, 0) / kb.length).toFixed(1)}, max ${Math.max(...kb).toFixed(1)} KB gzip`);
}
