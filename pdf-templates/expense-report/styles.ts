// The monthly expense report's CSS, inlined in the document (app/pdf/render.server.ts): A4
// landscape, fonts of the image only (fonts-dejavu-core; Liberation as a developer's fallback), no
// url() of any kind. The footer lives in the page's bottom margin boxes (template.tsx).
import { pageFrame } from "../shared/page-frame";

export const expenseReportStyles = `${pageFrame({ orientation: "landscape", margin: "12mm 14mm 18mm 14mm", fontSize: "8.5pt", lineHeight: "1.35", head: { paddingBottom: "3mm", marginBottom: "4mm", logoHeight: "11mm", titleSize: "15pt" } })}
.head .sub { margin-top: 1mm; color: #374151; font-size: 10pt; }
.person { display: flex; gap: 10mm; margin-bottom: 4mm; }
.person div span { color: #4b5563; margin-right: 2mm; }
.person div strong { font-size: 10pt; }
table.lines { width: 100%; border-collapse: collapse; }
table.lines thead { display: table-header-group; }
table.lines tr { break-inside: avoid; }
table.lines th {
  text-align: left;
  font-weight: bold;
  background: #f3f4f6;
  border-bottom: 1px solid #6b7280;
  padding: 1.5mm 2mm;
  font-size: 8pt;
}
table.lines td { padding: 1.4mm 2mm; vertical-align: top; border-bottom: 0.5px solid #d1d5db; }
table.lines .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
table.lines .date { white-space: nowrap; }
table.lines .desc { width: 38%; }
table.lines .desc .more { color: #4b5563; font-size: 7.5pt; }
table.lines tfoot td { font-weight: bold; border-top: 1.5px solid #111827; border-bottom: none; }
table.lines tfoot tr.owed td { font-size: 10pt; border-top: 0.5px solid #6b7280; }
.empty { padding: 6mm 0; color: #4b5563; font-style: italic; }
.signatures { display: flex; gap: 20mm; margin-top: 14mm; break-inside: avoid; }
.signature { flex: 1; }
.signature .line { height: 14mm; border-bottom: 1px solid #111827; }
.signature .label { margin-top: 1.5mm; font-weight: bold; }
.signature .signed { margin-top: 1mm; }
.signature .date { margin-top: 3mm; border-bottom: 0.5px solid #9ca3af; padding-bottom: 0.5mm; color: #4b5563; }
`;
