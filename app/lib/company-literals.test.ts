import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { company, type Phone } from "./company.ts";

/**
 * The company's name, phone numbers, e-mail address and postal address are written only in
 * app/lib/company.ts. Code reads them from `company`; content files use the tokens that
 * fillCompanyTokens fills ({company}, {phone.service}, {address.street}, …).
 */
const root = path.join(import.meta.dirname, "../..");
const searched = ["app", "server", "scripts", "content"];
const profileFile = "app/lib/company.ts";
const sourceOrContent = /\.(?:[cm]?[jt]sx?|ya?ml|json|md|mdx|css|html|svg|txt)$/;
const testFile = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

function phoneForms(phone: Phone): string[] {
  const national = phone.e164.replace(/^\+91/, "");
  return [
    phone.display,
    phone.e164,
    national,
    // The display without the country code, e.g. "98765 43210".
    phone.display.replace(/^\+91\s*/, ""),
  ];
}

/** Registration numbers (CIN, GSTIN, Udyam), wherever the profile keeps them. */
function registrations(value: unknown): string[] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    /^(?:cin|gstin|gst|udyam)/i.test(key) && typeof item === "string"
      ? [item]
      : registrations(item),
  );
}

function literals(): string[] {
  const phones = [
    ...company.phones,
    ...company.keyPersonnel.map((person) => person.phone),
    company.whatsapp,
  ];
  const values = [
    company.name,
    company.shortName,
    company.legalName,
    company.email,
    company.address.street,
    company.address.postalCode,
    ...phones.flatMap(phoneForms),
    ...registrations(company),
  ];
  return [...new Set(values.filter((value) => value.length > 0))];
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(file);
    return sourceOrContent.test(entry.name) && !testFile.test(entry.name) ? [file] : [];
  });
}

describe("the company's details", () => {
  it("include every phone number in its 10-digit form", () => {
    for (const phone of company.phones) {
      const national = phone.e164.replace(/^\+91/, "");
      expect(national).toMatch(/^\d{10}$/);
      expect(literals()).toContain(national);
    }
  });

  it("are written in app/lib/company.ts only", () => {
    const values = literals();
    const found: string[] = [];
    for (const file of searched.flatMap(filesUnder)) {
      if (file === profileFile) continue;
      const text = readFileSync(path.join(root, file), "utf8").toLowerCase();
      for (const value of values) {
        if (text.includes(value.toLowerCase())) found.push(`${file}: ${value}`);
      }
    }
    expect(found).toEqual([]);
  });
});
