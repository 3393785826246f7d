import { describe, expect, it } from "vitest";
import { fillCompanyTokens, fillCompanyTokensDeep } from "./company.ts";

describe("company tokens", () => {
  it("fills the company's details into copy", () => {
    expect(
      fillCompanyTokens("Call {company} on {phone.service} or write to {company.email}."),
    ).toBe(
      "Call Vidyut Power Solutions on +91 98765 43210 or write to enquiry@vidyutpower.example.",
    );
  });

  it("leaves other braces alone", () => {
    expect(fillCompanyTokens("{unknown} and {phone.fax} stay")).toBe(
      "{unknown} and {phone.fax} stay",
    );
  });

  it("fills nested content", () => {
    expect(
      fillCompanyTokensDeep({ a: ["{address.city}"], b: { c: "{company.founded}", d: 3 } }),
    ).toEqual({ a: ["Vadodara"], b: { c: "2010", d: 3 } });
  });
});
