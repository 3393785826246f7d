import { describe, expect, it } from "vitest";
import { typedNumber } from "./typed-number.ts";

describe("a number as people type it", () => {
  it("reads plain and grouped numbers", () => {
    expect(typedNumber("850")).toBe(850);
    expect(typedNumber(" 0.433 ")).toBe(0.433);
    expect(typedNumber("-3")).toBe(-3);
    expect(typedNumber(".5")).toBe(0.5);
    expect(typedNumber("1,250")).toBe(1250);
    expect(typedNumber("12,34,567.5")).toBe(1234567.5);
    expect(typedNumber("1,234,567")).toBe(1234567);
  });

  it("refuses what Number or dropping commas would misread", () => {
    for (const text of ["0x1F", "1,,0", "1,0", "1e3", "Infinity", "12,3456", "", "1.2.3"])
      expect(typedNumber(text), text).toBeNaN();
  });
});
