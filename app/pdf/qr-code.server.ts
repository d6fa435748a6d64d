// A QR code of a link as SVG, for the printed documents (the tool labels, ADR-0069; the documents'
// proof block). The `qrcode` package is loaded at the first code: a process that prints nothing
// does not carry it.

/** The SVG of a QR code for `url` (margin 1, error correction M). */
export async function qrCodeSvg(url: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}
