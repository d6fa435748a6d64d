// The stamping sheet's CSS, inlined in the document (render.server.ts): A4 portrait, one month on
// one page, fonts of the image only (fonts-dejavu-core), no url() of any kind. Weekends are shaded
// and labelled in words (the label, not the colour, carries the meaning); the footer and the page
// number live in the page's bottom margin boxes (template.tsx fills their text).
import { pageFrame } from "../shared/page-frame";

export const stampingSheetStyles = `${pageFrame({ orientation: "portrait", margin: "10mm 12mm 16mm 14mm", fontSize: "8pt", lineHeight: "1.3", head: { paddingBottom: "3mm", marginBottom: "3mm", logoHeight: "10mm", titleSize: "14pt" } })}
.head .sub { margin-top: 1mm; color: #4b5563; font-size: 9pt; }
.person { display: flex; gap: 8mm; margin-bottom: 3mm; font-size: 9pt; }
.person span b { font-weight: bold; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: 0.55mm 1.5mm; border-bottom: 0.5px solid #d1d5db; text-align: left; vertical-align: top; }
thead th { border-bottom: 1px solid #111827; font-weight: bold; background: #f3f4f6; }
td.num, th.num { text-align: right; }
tr.weekend td, tr.weekend th { background: #eef0f3; color: #374151; }
tr.flagged td.note { color: #92400e; font-weight: bold; }
.kind { color: #4b5563; font-size: 7pt; }
.mark { font-weight: bold; color: #92400e; }
.bottom { display: flex; gap: 8mm; margin-top: 3mm; align-items: flex-start; }
.weeks { flex: 1; }
.side { flex: 1; }
.total { margin: 0 0 2mm; font-size: 10pt; font-weight: bold; }
.legend { margin: 0; color: #4b5563; font-size: 7.5pt; }
.signatures { display: flex; gap: 6mm; margin-top: 4mm; }
.signature { flex: 1; }
.signature .line { height: 9mm; border-bottom: 1px solid #111827; }
.signature .label { margin-top: 1mm; font-weight: bold; }
.signature .signed { margin-top: 0.5mm; }
`;
