import { describe, expect, it } from "vitest";
import { csvField, csvResponse, toCsv } from "./csv.server";

describe("CSV fields (RFC 4180)", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvField("Lugano")).toBe("Lugano");
    expect(csvField(12.5)).toBe("12.5");
    expect(csvField("-1234.50")).toBe("-1234.50");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("quotes a field with a comma, a quote or a line break, doubling quotes", () => {
    expect(csvField("Via Lago 3, Locarno")).toBe('"Via Lago 3, Locarno"');
    expect(csvField('Il "Ponte"')).toBe('"Il ""Ponte"""');
    expect(csvField("riga 1\nriga 2")).toBe('"riga 1\nriga 2"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(\"http://x\")")).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+41 79 123")).toBe("'+41 79 123");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-x")).toBe("'-x");
  });

  it("joins with commas and ends every line with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", "x,y"], [null, "è"]])).toBe('a,b\r\n1,"x,y"\r\n,è\r\n');
  });
});

describe("the download", () => {
  it("is UTF-8 with a byte-order mark, as an attachment", async () => {
    const r = csvResponse("Cantieri", ["Località"], [["Zürich"]]);
    expect(r.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(r.headers.get("Content-Disposition")).toBe('attachment; filename="Cantieri.csv"');
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Località\r\nZürich\r\n");
  });

  it("keeps the file name safe for the header", () => {
    const r = csvResponse('a"b\r\nc/..', [], []);
    expect(r.headers.get("Content-Disposition")).toBe('attachment; filename="a-b-c-...csv"');
  });
});
