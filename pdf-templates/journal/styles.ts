// The journal's CSS, inlined in the document (render.server.ts): A4 portrait, the image's fonts, no
// url() of any kind. Photos in a grid of 3 columns (at most 3 per row), each scaled to its cell and
// at most 55 mm high; a post starts on a new page only when its head would be cut.
import { pageFrame } from "../shared/page-frame";

export const journalStyles = `${pageFrame({ orientation: "portrait", margin: "14mm 14mm 20mm 16mm", fontSize: "9.5pt", lineHeight: "1.4", head: { paddingBottom: "4mm", marginBottom: "5mm", logoHeight: "12mm", titleSize: "16pt" } })}
.head .site { margin-top: 1mm; font-weight: bold; overflow-wrap: anywhere; }
.head .company, .head .period { color: #4b5563; }
.post { border-bottom: 0.5px solid #d1d5db; padding: 3mm 0 4mm; }
.post-head { break-after: avoid; break-inside: avoid; }
.post h2 { margin: 0; font-size: 11.5pt; overflow-wrap: anywhere; }
.post .meta { color: #4b5563; margin-bottom: 1.5mm; }
.text { white-space: pre-line; overflow-wrap: anywhere; }
table.log { width: 100%; border-collapse: collapse; margin: 2mm 0; break-inside: avoid; }
table.log th, table.log td { padding: 0.8mm 2mm; vertical-align: top; text-align: left; border-bottom: 0.5px solid #e5e7eb; }
table.log th { width: 35mm; font-weight: normal; color: #4b5563; background: #f3f4f6; }
table.log td { white-space: pre-line; overflow-wrap: anywhere; }
.photos { display: grid; grid-template-columns: repeat(3, 1fr); gap: 2mm; margin-top: 2mm; }
.photos figure { margin: 0; break-inside: avoid; display: flex; align-items: center; justify-content: center; background: #f9fafb; height: 45mm; }
.photos img { display: block; max-width: 100%; max-height: 45mm; object-fit: contain; }
.comments h3 { margin: 2mm 0 1mm; font-size: 9.5pt; }
.comments ul { list-style: none; margin: 0; padding: 0; }
.comments li { border-left: 2px solid #d1d5db; padding-left: 2mm; margin-bottom: 1.5mm; break-inside: avoid; }
.comments .who { color: #4b5563; font-size: 8.5pt; }
.empty { color: #4b5563; }
`;
