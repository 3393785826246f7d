import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./gstin.ts";
import { customerSchema, parseWith, siteSchema } from "./schema.ts";

describe("GSTIN check character", () => {
  it("accepts the company's own GSTIN", () => {
    expect(gstinCheckCharacter("24AABCV1234F1Z")).toBe("U");
    expect(gstinProblem("24AABCV1234F1ZU")).toBeUndefined();
  });

  it("refuses the same GSTIN with one character changed", () => {
    expect(gstinProblem("24AABCV1234F1ZV")).toBe(
      "This GSTIN's check character does not match: one of its characters is probably mistyped",
    );
    expect(gstinProblem("24AABCV1235F1ZU")).toBe(
      "This GSTIN's check character does not match: one of its characters is probably mistyped",
    );
  });

  it("names the shape when the GSTIN is not 15 characters of the right kinds", () => {
    expect(gstinProblem("24AABCV1234F1Z")).toMatch(/^Enter the GSTIN as 15 characters/);
  });

  it("reads a GSTIN typed in lower case with spaces, and lets it be left out", () => {
    const typed = parseWith(customerSchema, {
      name: "Narmada Chemicals",
      gstin: " 24aabcv1234f1zu ",
    });
    expect(typed).toMatchObject({
      ok: true,
      data: { gstin: "24AABCV1234F1ZU", reminderLeadDays: 30 },
    });
    expect(parseWith(customerSchema, { name: "Narmada Chemicals", gstin: "" })).toMatchObject({
      ok: true,
      data: { gstin: undefined },
    });
  });
});

describe("site", () => {
  it("needs a six-digit PIN and a state of India", () => {
    const result = parseWith(siteSchema, {
      name: "Vapi works",
      address: "GIDC",
      state: "Gujrat",
      pin: "39619",
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        state: "Choose the state",
        pin: "Enter the 6-digit PIN code, for example 396195",
      },
    });
  });
});
