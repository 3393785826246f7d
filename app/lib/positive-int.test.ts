import { describe, expect, it } from "vitest";
import { parseCount, parsePositiveInt } from "./positive-int.ts";

describe("parsePositiveInt", () => {
  it("reads plain decimal digits from 1 up to the maximum", () => {
    expect(["1", "3", "10", "100000"].map((text) => parsePositiveInt(text, 100_000))).toEqual([
      1, 3, 10, 100000,
    ]);
    expect(parsePositiveInt("9007199254740991")).toBe(9007199254740991);
  });

  it("refuses every other way of writing a number", () => {
    const refused = [
      "1.0",
      "0x1",
      "1e0",
      "01",
      " 1",
      "1 ",
      "+1",
      "-1",
      "0",
      "",
      "1_000",
      "１",
      "Infinity",
      "NaN",
      "١",
      "1\n",
    ];
    expect(refused.map((text) => parsePositiveInt(text))).toEqual(refused.map(() => undefined));
  });

  it("refuses a number above the maximum, past 2^53, or no text at all", () => {
    expect([
      parsePositiveInt("4", 3),
      parsePositiveInt("100001", 100_000),
      parsePositiveInt("9007199254740993"),
      parsePositiveInt("99999999999999999999"),
      parsePositiveInt(null),
      parsePositiveInt(undefined),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe("parseCount", () => {
  it("reads 0 too, and nothing else that parsePositiveInt refuses", () => {
    expect(
      ["0", "7", "00", "07", "0.0", "-0", "1e3", "", "10"].map((text) => parseCount(text, 9)),
    ).toEqual([0, 7, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
