import { describe, expect, it } from "vitest";
import { winAnsiSpelling } from "./pdf-spelling.ts";

describe("winAnsiSpelling", () => {
  it("spells the gases' subscripts, units and signs as an engineer types them", () => {
    const spell = (text: string) =>
      [...text].map((character) => winAnsiSpelling[character] ?? character).join("");
    expect(spell("C₂H₂ ≤ 1 µl/l")).toBe("C2H2 <= 1 µl/l");
    expect(spell("tan δ at 90 °C, 60 MΩ")).toBe("tan delta at 90 °C, 60 Mohm");
    expect(spell("₹ 4,500 → −5")).toBe("Rs.  4,500 -> -5");
    expect(spell("₀₉")).toBe("09");
  });

  it("leaves what WinAnsi prints, such as × and ³, to each caller", () => {
    expect(winAnsiSpelling["×"]).toBeUndefined();
    expect(winAnsiSpelling["³"]).toBeUndefined();
  });
});
