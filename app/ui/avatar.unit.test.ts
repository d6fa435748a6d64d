import { describe, expect, it } from "vitest";
import { colourIndexOf, initialsOf } from "./avatar";
import { AVATAR_PALETTE } from "./avatar.css";

describe("initials", () => {
  it("takes the first letters of the first two words, in capitals", () => {
    expect(initialsOf("Residenza Lugano A")).toBe("RL");
    expect(initialsOf("centro commerciale")).toBe("CC");
    expect(initialsOf("Ponte")).toBe("P");
    expect(initialsOf("  élite – über  ")).toBe("ÉÜ");
    expect(initialsOf("")).toBe("");
  });

  it("gives the same text the same colour, within the palette", () => {
    expect(colourIndexOf("Residenza Lugano A")).toBe(colourIndexOf("Residenza Lugano A"));
    for (const t of ["a", "Scuola Chiasso C", "x".repeat(1000)]) {
      expect(colourIndexOf(t)).toBeGreaterThanOrEqual(0);
      expect(colourIndexOf(t)).toBeLessThan(AVATAR_PALETTE.length);
    }
  });
});
