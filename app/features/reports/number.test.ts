import { describe, expect, it } from "vitest";
import {
  formatReportNumber,
  numberSlug,
  parseReportNumber,
  verifyPath,
  verifyUrl,
} from "./number.ts";

describe("report numbers", () => {
  it("prints the year and a six-digit sequence", () => {
    expect(formatReportNumber({ year: 2026, sequence: 123 })).toBe("VPS/TR/2026/000123");
    expect(numberSlug("VPS/TR/2026/000123")).toBe("VPS-TR-2026-000123");
  });

  it("reads both spellings, any case, an encoded slash and surrounding spaces", () => {
    const expected = { year: 2026, sequence: 123 };
    expect(parseReportNumber("VPS/TR/2026/000123")).toEqual(expected);
    expect(parseReportNumber("VPS-TR-2026-000123")).toEqual(expected);
    expect(parseReportNumber(" vps/tr/2026/000123 ")).toEqual(expected);
    expect(parseReportNumber("VPS%2FTR%2F2026%2F000123")).toEqual(expected);
  });

  it("refuses anything else", () => {
    for (const text of [
      "",
      "VPS/TR/2026/123",
      "VPS/TR/2026/0001234",
      "VPS/TR/2026/000000",
      "VPS/XX/2026/000123",
      "VPS/TR/1999/000123",
      "VPS/TR/2026/000123/../x",
      `VPS/TR/2026/000123${" ".repeat(50)}x`,
    ])
      expect(parseReportNumber(text), text).toBeUndefined();
  });

  it("makes the verify address the QR code carries", () => {
    expect(verifyPath("VPS/TR/2026/000123")).toBe("/verify/VPS-TR-2026-000123");
    expect(verifyPath("VPS/TR/2026/000123", 2)).toBe("/verify/VPS-TR-2026-000123?rev=2");
    expect(verifyUrl("https://www.vidyutpower.example", "VPS/TR/2026/000123")).toBe(
      "https://www.vidyutpower.example/verify/VPS-TR-2026-000123",
    );
  });
});
