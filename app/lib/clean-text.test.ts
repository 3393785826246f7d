import { describe, expect, it } from "vitest";
import { cleanLine, cleanText } from "./clean-text.ts";

describe("text as the site keeps it", () => {
  it("drops control characters and turns line breaks into spaces on one line", () => {
    expect(cleanLine("Ravi\u0000 Shah\r\nBcc: x@y")).toBe("Ravi Shah Bcc: x@y");
    expect(cleanText("line one\r\nline two\u0007")).toBe("line one\nline two");
  });

  it("drops the invisible characters that hide or turn text around", () => {
    // Right-to-left override, zero-width space, left-to-right mark, byte-order mark, word joiner.
    expect(cleanLine("TR\u202E-1\u200B\u200E\uFEFF\u2060")).toBe("TR-1");
    expect(cleanText("Oil \u2066sample\u2069 taken")).toBe("Oil sample taken");
  });

  it("keeps the joiners that Hindi and Gujarati words are written with", () => {
    expect(cleanLine("श्री गणेश")).toBe("श्री गणेश");
    expect(cleanLine("क्\u200Dष")).toBe("क्\u200Dष");
  });

  it("counts a value of invisible characters, joiners or accents alone as empty", () => {
    expect(cleanLine("\u200B\u200F")).toBe("");
    expect(cleanLine("\u200D\u200C")).toBe("");
    expect(cleanText(" \u0301 ")).toBe("");
    expect(cleanLine(42)).toBe("");
  });
});
