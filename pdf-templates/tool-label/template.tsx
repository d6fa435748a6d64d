// A tool's QR label (ADR-0069): an A4 page with the label in its top-left corner (cut out or
// printed on a label sheet): the tool's name, its category and number, and a QR code of its page's
// URL, so scanning it on a phone opens the tool's page. Plain React without hooks; the QR code is
// an SVG made on the server (the `qrcode` package), passed in as a data: URL.
import type { ReactElement } from "react";

export interface ToolLabelData {
  name: string;
  category: string;
  toolId: number;
  url: string;
  /** data:image/svg+xml;base64,… of the QR code of `url` */
  qrDataUrl: string;
  scanText: string;
}

export const toolLabelStyles = `
@page { size: A4; margin: 12mm; }
body { font-family: "DejaVu Sans", sans-serif; color: #1c1917; margin: 0; }
.label { width: 90mm; border: 0.4mm dashed #78716c; padding: 4mm; display: flex; gap: 4mm; align-items: center; }
.label img { width: 32mm; height: 32mm; }
.name { font-size: 12pt; font-weight: 700; margin: 0 0 2mm; }
.meta { font-size: 9pt; margin: 0 0 1mm; }
.scan { font-size: 7pt; color: #57534e; margin: 2mm 0 0; word-break: break-all; }
`;

export function ToolLabel({ data }: { data: ToolLabelData }): ReactElement {
  return (
    <div className="label">
      <img src={data.qrDataUrl} alt="" />
      <div>
        <p className="name">{data.name}</p>
        <p className="meta">{data.category}</p>
        <p className="meta">#{data.toolId}</p>
        <p className="scan">{data.scanText}</p>
        <p className="scan">{data.url}</p>
      </div>
    </div>
  );
}
