import { describe, expect, it } from "vitest";
import { testsWords } from "./options.ts";

describe("tests due together, in words", () => {
  it("names each in the list's order, joined as a sentence joins them", () => {
    expect(testsWords(["oil"])).toBe("Oil quality");
    expect(testsWords(["dga", "oil"])).toBe("Oil quality and dissolved gas analysis (DGA)");
    expect(testsWords(["furan", "dga", "oil"])).toBe(
      "Oil quality, dissolved gas analysis (DGA) and furans (2-FAL)",
    );
    expect(testsWords([])).toBe("");
  });
});
