import { describe, expect, it } from "vitest";
import { sniffKind } from "./file-types";
import { baseName, checkKey, checkName, checkPrefix, contentTypeOf, extensionOf, folderOf, InvalidNameError, isUnderKnownFolder, renamedKey } from "./keys";

describe("a key", () => {
  it("is a relative path of plain segments", () => {
    for (const k of ["expenses/3f9c.pdf", "public/profile-pics/a b.png", "documents/2026/März/übersicht.pdf", "journal/x"]) expect(checkKey(k)).toBe(k);
  });

  it("refuses traversal, absolute paths, empty or dot segments, backslashes and control characters", () => {
    const bad = ["", "/etc/passwd", "../x", "a/../b", "a/./b", "a//b", "a/", "a\\b", "a/\u0000b", "a/b\nc", ".env", "a/.folder", " a/b", "a/b ", "x".repeat(1025)];
    for (const k of bad) expect(() => checkKey(k), JSON.stringify(k)).toThrow(InvalidNameError);
    expect(() => checkKey(42)).toThrow(InvalidNameError);
  });

  it("counts its 1024-byte limit in UTF-8 bytes", () => {
    const e = (n: number) => "é".repeat(n); // 2 bytes each
    expect(() => checkKey(`a/${e(200)}/${e(200)}/${e(110)}`)).not.toThrow(); // 1024 bytes
    expect(() => checkKey(`a/${e(200)}/${e(200)}/${e(111)}`)).toThrow(InvalidNameError);
  });
});

describe("a prefix", () => {
  it("is the root or segments each ending in a slash", () => {
    expect(checkPrefix("")).toBe("");
    expect(checkPrefix("expenses/")).toBe("expenses/");
    expect(checkPrefix("public/sites/12/")).toBe("public/sites/12/");
    for (const p of ["expenses", "/expenses/", "../", "a//", "a/../", undefined]) expect(() => checkPrefix(p), String(p)).toThrow(InvalidNameError);
  });
});

describe("a name where one is expected", () => {
  it("is one segment: no slash, no dot name, no control character", () => {
    expect(checkName("Fatture 2026")).toBe("Fatture 2026");
    for (const n of ["a/b", "..", ".", "", "x\u0000", "a\\b"]) expect(() => checkName(n), n).toThrow(InvalidNameError);
  });

  it("renames a file keeping its folder and extension (spec: no '/' or '.' in the new name)", () => {
    expect(renamedKey("documents/2026/abc.PDF", "Contratto")).toBe("documents/2026/Contratto.pdf");
    expect(renamedKey("journal/noext", "nuovo")).toBe("journal/nuovo");
    for (const n of ["", "  ", "a.b", "a/b", "..", "x\u0000"]) expect(() => renamedKey("documents/abc.pdf", n), n).toThrow(InvalidNameError);
  });
});

describe("the parts of a key", () => {
  it("are its folder, name and extension", () => {
    expect(folderOf("expenses/thumbs/a.jpg")).toBe("expenses/thumbs/");
    expect(folderOf("a.jpg")).toBe("");
    expect(baseName("expenses/thumbs/a.jpg")).toBe("a.jpg");
    expect(baseName("expenses/thumbs/")).toBe("thumbs");
    expect(extensionOf("expenses/a.JPG")).toBe("jpg");
    expect(extensionOf("expenses/.x")).toBe("");
    expect(isUnderKnownFolder("expenses/a.jpg")).toBe(true);
    expect(isUnderKnownFolder("public/a.jpg")).toBe(false);
  });

  it("give the content type a file is served with", () => {
    expect(contentTypeOf("expenses/a.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("expenses/a.pdf")).toBe("application/pdf");
    expect(contentTypeOf("expenses/a.exe")).toBe("application/octet-stream");
  });
});

describe("a file's kind", () => {
  it("comes from its first bytes", () => {
    expect(sniffKind(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe("jpeg");
    expect(sniffKind(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffKind(new TextEncoder().encode("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffKind(new TextEncoder().encode("GIF89a...."))).toBe("gif");
    expect(sniffKind(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
  });

  it("is unknown for anything else, however it is named", () => {
    expect(sniffKind(new TextEncoder().encode("<svg xmlns=…>"))).toBeNull();
    expect(sniffKind(new TextEncoder().encode("MZ\u0090"))).toBeNull();
    expect(sniffKind(Uint8Array.of(0xff, 0xd8))).toBeNull(); // cut short
    expect(sniffKind(new Uint8Array(0))).toBeNull();
    expect(sniffKind(new TextEncoder().encode(" %PDF-1.7"))).toBeNull();
  });
});

describe("site file kinds (ADR-0054)", () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  // XLSX, DOCX and ZIP by the entries of their central directory: zip-entries.unit.test.ts (issue 42)
  it("recognises DWG and DXF by their bytes", () => {
    expect(sniffKind(enc("AC1032\u0000\u0000"))).toBe("dwg");
    expect(sniffKind(enc("  0\r\nSECTION\r\n  2\r\nHEADER\r\n"))).toBe("dxf");
  });
  it("refuses HTML (also when named .jpg), scripts and executables", () => {
    expect(sniffKind(enc("<!DOCTYPE html><html><script>alert(1)</script>"))).toBeNull();
    expect(sniffKind(enc("\u007fELF\u0002\u0001"))).toBeNull();
    expect(sniffKind(enc("#!/bin/sh\n"))).toBeNull();
    expect(sniffKind(enc("AC1Xyz"))).toBeNull();
  });
});
