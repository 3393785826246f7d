import { describe, expect, it } from "vitest";
import { pageParameter } from "./due-console.server.ts";

describe("the due list's page parameter", () => {
  it("reads a whole page number, and page 1 from anything else", () => {
    expect(pageParameter("2")).toBe(2);
    expect(pageParameter("61")).toBe(61);
    expect(pageParameter(null)).toBe(1);
    expect(pageParameter("0")).toBe(1);
    expect(pageParameter("-3")).toBe(1);
    expect(pageParameter("1.5")).toBe(1);
    expect(pageParameter("two")).toBe(1);
    expect(pageParameter("99999999")).toBe(1);
  });
});
