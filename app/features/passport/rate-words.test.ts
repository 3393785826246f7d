import { describe, expect, it } from "vitest";
import { rateWords } from "./rate-words.ts";

describe("a gas's rate in words", () => {
  it.each([
    [{ exceeded: true, significant: true, perYear: 120 }, "Faster than typical"],
    [{ exceeded: false, significant: true, perYear: 20 }, "Rising within typical"],
    // Degassed: H₂ 150 → 20 µL/L, a real fall.
    [{ exceeded: false, significant: true, perYear: -130 }, "Falling"],
    [{ exceeded: false, significant: false, perYear: -2 }, "No real change"],
  ])("%o reads %s", (rate, words) => {
    expect(rateWords(rate)).toBe(words);
  });
});
