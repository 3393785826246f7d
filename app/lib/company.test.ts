import { describe, expect, it } from "vitest";
import { company, fillCompanyTokens, fillCompanyTokensDeep } from "./company.ts";
import {
  certificates,
  ltifr,
  nablAccreditation,
  pdfFiles,
  safetyRecord,
} from "./company-credentials.ts";

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

/** GSTIN check character: Luhn mod 36 over the first 14 characters, weights 1, 2, 1, 2, … */
function gstinCheckCharacter(first14: string): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = alphabet.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36] ?? "";
}

describe("the company's registrations", () => {
  const { legal } = company;

  it("have a CIN of 21 characters in the Registrar of Companies' pattern", () => {
    expect(legal.cin).toMatch(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/);
    // Gujarat, incorporated 2010, private limited.
    expect(legal.cin.slice(6, 15)).toBe("GJ2010PTC");
  });

  it("have a Gujarat GSTIN whose check character is right", () => {
    expect(legal.gstin).toMatch(/^24[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    // The algorithm against a GSTIN published as an example by the GST portal's guides.
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter(legal.gstin.slice(0, 14))).toBe("U");
    expect(legal.gstin.at(-1)).toBe("U");
  });

  it("have a Udyam number and a grievance officer reachable on a company phone", () => {
    expect(legal.udyamNumber).toMatch(/^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/);
    expect(company.phones).toContain(legal.grievanceOfficer.phone);
    expect(legal.privacyPath).toBe("/privacy");
  });
});

describe("the company's credentials", () => {
  it("are certificates still valid on 23 November 2026", () => {
    const validUntil = [...certificates, nablAccreditation].map((item) => item.validUntil);
    expect(validUntil).toHaveLength(4);
    for (const date of validUntil) expect(date > "2026-11-23").toBe(true);
    for (const certificate of certificates) {
      expect(certificate.firstIssued <= certificate.currentIssue).toBe(true);
      expect(certificate.currentIssue < certificate.validUntil).toBe(true);
    }
  });

  it("include the three management system standards", () => {
    expect(certificates.map((certificate) => certificate.standard)).toEqual([
      "ISO 9001:2015",
      "ISO 14001:2015",
      "ISO 45001:2018",
    ]);
  });

  it("list a NABL scope of at least ten tests, each with its standard and range", () => {
    expect(nablAccreditation.certificateNumber).toMatch(/^TC-\d{4,5}$/);
    expect(nablAccreditation.scope.length).toBeGreaterThanOrEqual(10);
    for (const row of nablAccreditation.scope) {
      expect(row.test.trim()).not.toBe("");
      expect(row.standard.trim()).not.toBe("");
      expect(row.range.trim()).not.toBe("");
    }
  });

  it("give LTIFR per million man-hours from the yearly figures", () => {
    const last = safetyRecord.years.slice(-1);
    expect(ltifr(last).toFixed(2)).toBe("0.00");
    // One lost-time injury in 198,600 + 211,300 + 224,800 = 634,700 man-hours.
    expect(ltifr(safetyRecord.years).toFixed(2)).toBe("1.58");
  });

  it("name the PDF files the build writes", () => {
    expect(pdfFiles().map((file) => file.path)).toEqual([
      "/downloads/iso-9001-certificate.pdf",
      "/downloads/iso-14001-certificate.pdf",
      "/downloads/iso-45001-certificate.pdf",
      "/downloads/nabl-accreditation.pdf",
      "/downloads/company-profile.pdf",
    ]);
  });
});
