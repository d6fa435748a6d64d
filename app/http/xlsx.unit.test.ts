import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { toXlsx, xlsxCell } from "./xlsx.server";

describe("xlsxCell", () => {
  it("writes a plain number as a number with the decimals the text shows", () => {
    expect(xlsxCell("1042")).toEqual({ value: 1042, type: Number, format: "0" });
    expect(xlsxCell("12.5")).toEqual({ value: 12.5, type: Number, format: "#,##0.0" });
    expect(xlsxCell("-30.00")).toEqual({ value: -30, type: Number, format: "#,##0.00" });
  });
  it("keeps hours, balances, names and formulas-looking text as text; an empty text is an empty cell", () => {
    expect(xlsxCell("4:02")).toEqual({ value: "4:02", type: String });
    expect(xlsxCell("−4:02")).toEqual({ value: "−4:02", type: String });
    expect(xlsxCell("=HYPERLINK(\"x\")")).toEqual({ value: "=HYPERLINK(\"x\")", type: String });
    expect(xlsxCell("1.2.2026")).toEqual({ value: "1.2.2026", type: String });
    expect(xlsxCell("")).toBeNull();
  });
});

describe("toXlsx", () => {
  it("a spreadsheet reads back the header and the rows, numbers as numbers, text as typed", async () => {
    const bytes = await toXlsx("Paghe: ottobre 2026 / [test]", ["Badge", "Nome", "Ore", "CHF"], [
      ["17", "Operaio, Walter", "160:30", "1234.50"],
      ["", "Zoë Müller-Ça", "−4:02", "0.00"],
    ]);
    const [sheet] = await readXlsxFile(bytes);
    expect(sheet.sheet).toBe("Paghe  ottobre 2026    test ");
    expect(sheet.data).toEqual([
      ["Badge", "Nome", "Ore", "CHF"],
      [17, "Operaio, Walter", "160:30", 1234.5],
      [null, "Zoë Müller-Ça", "−4:02", 0],
    ]);
  });
});
