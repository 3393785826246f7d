import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { inWinAnsi, spellOhms, unprintableInPdf, winAnsiSpelling } from "./pdf-spelling.ts";

describe("winAnsiSpelling", () => {
  it("spells the gases' subscripts, units and signs as an engineer types them", () => {
    const spell = (text: string) =>
      [...spellOhms(text)].map((character) => winAnsiSpelling[character] ?? character).join("");
    expect(spell("C₂H₂ ≤ 1 µl/l")).toBe("C2H2 <= 1 µl/l");
    expect(spell("tan δ at 90 °C, 60 MΩ")).toBe("tan delta at 90 °C, 60 megohm");
    expect(spell("₹ 4,500 → −5")).toBe("Rs.  4,500 -> -5");
    expect(spell("₀₉")).toBe("09");
  });

  it("spells MΩ and mΩ as words, so the two never differ only in case", () => {
    expect(spellOhms("IR 850 MΩ; winding 12.5 mΩ; 2 GΩ·m; 4.7 kΩ; 10 Ω·cm")).toBe(
      "IR 850 megohm; winding 12.5 milliohm; 2 GΩ·m; 4.7 kΩ; 10 Ω·cm",
    );
  });

  it("leaves what WinAnsi prints, such as × and ³, to each caller", () => {
    expect(winAnsiSpelling["×"]).toBeUndefined();
    expect(winAnsiSpelling["³"]).toBeUndefined();
  });
});

describe("what a report's PDF can print", () => {
  it("knows WinAnsi as the PDF's Helvetica knows it, character for character", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const helvetica = new Set(font.getCharacterSet());
    const differ = Array.from({ length: 0x3000 }, (_, code) => code).filter(
      (code) => code >= 0x20 && inWinAnsi(code) !== helvetica.has(code),
    );
    // The no-break space (0xA0) is spelled as a space before the font is asked.
    expect(differ).toEqual([0xa0]);
  });

  it("prints units, superscripts and accented place names, and nothing of other scripts", () => {
    expect(unprintableInPdf("10⁻³ m³ × 2, C₂H₂ ≤ 1 µL/L, tan δ, Hyderābād\nline two")).toEqual([]);
    expect(unprintableInPdf("श्री गणेश, Жук 🔥")).toEqual([
      "श",
      "्",
      "र",
      "ी",
      "ग",
      "ण",
      "े",
      "Ж",
      "у",
      "к",
      "🔥",
    ]);
  });
});
