// The absence request's CSS, inlined in the document (render.server.ts): A4 portrait, fonts of the
// image only (fonts-dejavu-core; Liberation as the fallback a developer machine may have), no
// url() of any kind. The footer and the page number live in the page's bottom margin boxes, so
// every printed page carries them (template.tsx fills their text).
import { pageFrame } from "../shared/page-frame";

export const absenceRequestStyles = `${pageFrame({ orientation: "portrait", margin: "16mm 16mm 20mm 18mm", fontSize: "9.5pt", lineHeight: "1.4", head: { paddingBottom: "4mm", marginBottom: "6mm", logoHeight: "12mm", titleSize: "16pt" } })}
.head .number { margin-top: 1mm; color: #4b5563; }
section { margin-bottom: 5mm; break-inside: avoid; }
h2 {
  margin: 0 0 2mm;
  padding: 1mm 2mm;
  font-size: 10pt;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  background: #f3f4f6;
  border-left: 3px solid #6b7280;
}
table.fields { width: 100%; border-collapse: collapse; }
table.fields th, table.fields td { padding: 1.3mm 2mm; vertical-align: top; border-bottom: 0.5px solid #d1d5db; text-align: left; }
table.fields th { width: 45mm; font-weight: normal; color: #4b5563; }
table.fields td { font-weight: bold; }
.status { display: inline-block; padding: 0.3mm 2mm; border-radius: 1mm; border: 1px solid currentColor; }
.status-pending { color: #92400e; }
.status-approved { color: #166534; }
.status-rejected { color: #991b1b; }
.status-withdrawn { color: #4b5563; }
.description {
  min-height: 18mm;
  padding: 2mm;
  border: 0.5px solid #d1d5db;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.description.empty { color: #6b7280; font-style: italic; }
.signatures { display: flex; gap: 8mm; margin-top: 14mm; }
.signature { flex: 1; }
.signature .line { height: 16mm; border-bottom: 1px solid #111827; }
.signature .label { margin-top: 1.5mm; min-height: 2.8em; font-weight: bold; }
.signature .date { margin-top: 3mm; border-bottom: 0.5px solid #9ca3af; padding-bottom: 0.5mm; color: #4b5563; }
`;
