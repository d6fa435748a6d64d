// The checklist PDF's CSS (A4 portrait): a head with the logo, the project, the signature and the
// date; a nine-column table whose rows never split; the question's photos after its rows.
import { pageFrame } from "../shared/page-frame";

// the head is its own: a grid of the logo, the project and the signature
export const checklistStyles = `${pageFrame({ orientation: "portrait", margin: "12mm 10mm 16mm 10mm", fontSize: "8.5pt" })}
.head { display: grid; grid-template-columns: 45mm 1fr 55mm; gap: 4mm; align-items: start; border-bottom: 1.5pt solid #111827; padding-bottom: 3mm; margin-bottom: 3mm; }
.head svg { width: 40mm; height: auto; }
.head h1 { font-size: 13pt; margin: 0 0 1mm; }
.meta { margin: 0; }
.meta dt { font-weight: bold; float: left; clear: left; width: 26mm; }
.meta dd { margin: 0 0 0.6mm 27mm; }
.signature img { max-width: 52mm; max-height: 22mm; display: block; }
.signature .who { font-size: 7pt; color: #374151; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
th, td { border: 0.5pt solid #6b7280; padding: 1mm 1.2mm; vertical-align: top; word-wrap: break-word; }
thead th { background: #e5e7eb; font-size: 7.5pt; text-align: left; }
tr { page-break-inside: avoid; break-inside: avoid; }
.n { width: 7mm; } .q { width: 30mm; } .i { width: 36mm; } .o { width: 38mm; } .ok, .nok { width: 10mm; text-align: center; } .who { width: 20mm; } .due { width: 16mm; } .done { width: 11mm; text-align: center; }
.photos td { border-top: 0; }
.photos img { height: 38mm; max-width: 60mm; object-fit: cover; margin: 0 2mm 1mm 0; }
.attachments td { border-top: 0; font-size: 8pt; overflow-wrap: anywhere; }
.status { margin-top: 3mm; font-size: 8pt; }
`;
