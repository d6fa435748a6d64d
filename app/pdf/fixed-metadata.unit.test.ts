import { describe, expect, it } from "vitest";
import { pdfDate, withFixedMetadata } from "./fixed-metadata";

// the document information as Chromium 156 writes it, between two binary bytes
const info = (created: string) =>
  "%PDF-1.4\n%\xd3\xeb\xe9\xe1\n1 0 obj\n<</Title (Richiesta)\n" +
  "/Creator (Mozilla/5.0 \\(X11; Linux x86_64\\) AppleWebKit/537.36 \\(KHTML, like Gecko\\) HeadlessChrome/156.0.0.0 Safari/537.36)\n" +
  `/Producer (Skia/PDF m156)\n/CreationDate (${created})\n/ModDate (${created})>>\nendobj\n`;
const bytes = (s: string) => Buffer.from(s, "latin1");

describe("a printed PDF's document information", () => {
  it("writes an instant as a PDF date in UTC", () => {
    expect(pdfDate(new Date("2026-11-28T13:02:09.500Z"))).toBe("D:20261128130209+00'00'");
  });

  it("becomes the same bytes for two prints at different times, of the same length", () => {
    const at = new Date("2026-11-28T13:02:00Z");
    const a = withFixedMetadata(bytes(info("D:20261130020301+00'00'")), at);
    const b = withFixedMetadata(bytes(info("D:20261130020459+00'00'")), at);
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBe(bytes(info("D:20261130020301+00'00'")).length);
    const text = a.toString("latin1");
    expect(text).toContain("/CreationDate (D:20261128130200+00'00')");
    expect(text).toContain("/ModDate (D:20261128130200+00'00')");
    expect(text).toMatch(/\/Creator \(Cantiere\) +\n/);
    expect(text).toMatch(/\/Producer \(Cantiere\) +\n/);
    expect(text).not.toContain("HeadlessChrome");
    // the binary comment line passes through unchanged
    expect(text).toContain("%\xd3\xeb\xe9\xe1\n");
  });

  it("numbers the tagged structure's ids from 1 in their order, whatever DOM nodes they came from", () => {
    const tree = (a: number, b: number) =>
      `<</S /TH /ID (node${String(a).padStart(8, "0")})>> <</S /TD /A <</O /Table /Headers [(node${String(a).padStart(8, "0")})]>> /ID (node${String(b).padStart(8, "0")})>> <</IDTree <</Names [(node${String(a).padStart(8, "0")}) 1 0 R (node${String(b).padStart(8, "0")}) 2 0 R]>>>>`;
    const first = withFixedMetadata(bytes(tree(25, 28)), new Date(0));
    const later = withFixedMetadata(bytes(tree(157, 160)), new Date(0));
    expect(later.equals(first)).toBe(true);
    expect(first.toString("latin1")).toBe(
      "<</S /TH /ID (node00000001)>> <</S /TD /A <</O /Table /Headers [(node00000001)]>> /ID (node00000002)>> <</IDTree <</Names [(node00000001) 1 0 R (node00000002) 2 0 R]>>>>",
    );
  });

  it("keeps an entry whose fixed value would be longer than what was written", () => {
    const out = withFixedMetadata(bytes("<</Producer (Skia)>>"), new Date(0), "Cantiere Costruzioni");
    expect(out.toString("latin1")).toBe("<</Producer (Skia)>>");
  });
});
