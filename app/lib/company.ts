/**
 * The company profile. Every page, the footer, the structured data and the e-mails read the
 * company's name and contact details from here: change this one file to rebrand the site.
 * Certificates, the NABL scope, type tests, vendor registrations and safety figures live in
 * company-credentials.ts: the header and footer of every page read this file, and do not load
 * those with it.
 */

export type Phone = {
  /** As printed: "+91 98765 43210". */
  display: string;
  /** E.164 without spaces: "+919876543210". */
  e164: string;
};

export type Person = { name: string; role: string; phone: Phone };

export type SocialLink = {
  network: "LinkedIn" | "Facebook" | "Instagram" | "YouTube";
  url: string;
};

export type PostalAddress = {
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  countryCode: string;
};

/**
 * Statutory details for the footer, invoices and the privacy notice. The numbers are sample
 * values: format-valid (the GSTIN's check character is computed), issued to no real company.
 */
export type LegalDetails = {
  /** Corporate Identity Number from the Registrar of Companies: 21 characters. */
  cin: string;
  /** GST registration: state code 24 (Gujarat), PAN, entity number, "Z", check character. */
  gstin: string;
  /** MSME registration on the Udyam portal. */
  udyamNumber: string;
  registeredOffice: PostalAddress;
  /** Named under the IT Rules, 2021 and the Digital Personal Data Protection Act, 2023. */
  grievanceOfficer: { name: string; designation: string; email: string; phone: Phone };
  privacyPath: string;
};

export type CompanyProfile = {
  name: string;
  shortName: string;
  legalName: string;
  foundingYear: number;
  description: string;
  keywords: string[];
  email: string;
  phones: [Phone, Phone];
  keyPersonnel: [Person, Person];
  whatsapp: Phone;
  address: PostalAddress;
  legal: LegalDetails;
  mapsUrl: string;
  mapEmbedUrl: string;
  geo: { latitude: number; longitude: number };
  social: [SocialLink, SocialLink, SocialLink, SocialLink];
  /** Shown after the copyright line. */
  developerCredit: string;
};

const servicePhone: Phone = { display: "+91 98765 43210", e164: "+919876543210" };
const salesPhone: Phone = { display: "+91 91234 56789", e164: "+919123456789" };

const works: PostalAddress = {
  street: "Plot 214, GIDC Estate",
  locality: "Makarpura",
  city: "Vadodara",
  region: "Gujarat",
  postalCode: "390010",
  country: "India",
  countryCode: "IN",
};

export const company: CompanyProfile = {
  name: "Vidyut Power Solutions Pvt. Ltd.",
  shortName: "Vidyut Power Solutions",
  legalName: "Vidyut Power Solutions Private Limited",
  foundingYear: 2010,
  description: "Complete Solution For Electrical Engineering Needs.",
  keywords: [
    "electricals",
    "electrical engineering works",
    "automation services",
    "transformer services",
    "transformer repair",
    "transformer oil filtration",
    "HV LV testing",
    "transformer rental",
    "Vadodara",
    "Gujarat",
  ],
  email: "enquiry@vidyutpower.example",
  phones: [servicePhone, salesPhone],
  keyPersonnel: [
    { name: "Rajesh Patel", role: "Director, Field Services", phone: servicePhone },
    { name: "Anita Desai", role: "Manager, Sales and Rental", phone: salesPhone },
  ],
  whatsapp: servicePhone,
  address: works,
  legal: {
    cin: "U31100GJ2010PTC061234",
    gstin: "24AABCV1234F1ZU",
    udyamNumber: "UDYAM-GJ-24-0012345",
    registeredOffice: works,
    grievanceOfficer: {
      name: "Meera Shah",
      designation: "Company Secretary and Grievance Officer",
      email: "grievance@vidyutpower.example",
      phone: salesPhone,
    },
    privacyPath: "/privacy",
  },
  mapsUrl:
    "https://www.google.com/maps/search/?api=1&query=GIDC%20Estate%2C%20Makarpura%2C%20Vadodara%2C%20Gujarat%20390010",
  mapEmbedUrl:
    "https://www.google.com/maps?q=GIDC%20Estate%2C%20Makarpura%2C%20Vadodara%2C%20Gujarat%20390010&output=embed",
  geo: { latitude: 22.2553, longitude: 73.1926 },
  social: [
    { network: "LinkedIn", url: "https://www.linkedin.com/company/vidyut-power-solutions" },
    { network: "Facebook", url: "https://www.facebook.com/vidyutpowersolutions" },
    { network: "Instagram", url: "https://www.instagram.com/vidyutpowersolutions" },
    { network: "YouTube", url: "https://www.youtube.com/@vidyutpowersolutions" },
  ],
  developerCredit:
    "Website designed and built by the Vidyut Power Solutions digital team, Vadodara",
};

export function whatsappUrl(profile: CompanyProfile = company): string {
  return `https://wa.me/${profile.whatsapp.e164.replace(/^\+/, "")}`;
}

export function pageTitle(page?: string, profile: CompanyProfile = company): string {
  return page ? `${page} — ${profile.name}` : profile.name;
}

/**
 * Tokens that content files and page copy use instead of the company's details, so that those
 * details are written only in this module. Unknown tokens are left as they are, and a test
 * (company.test.ts) fails on any that remain in rendered content.
 */
export function companyTokens(profile: CompanyProfile = company): Record<string, string> {
  const [service, sales] = profile.phones;
  return {
    "{company}": profile.shortName,
    "{company.full}": profile.name,
    "{company.legal}": profile.legalName,
    "{company.founded}": String(profile.foundingYear),
    "{company.email}": profile.email,
    "{phone.service}": service.display,
    "{phone.sales}": sales.display,
    "{address.street}": profile.address.street,
    "{address.locality}": profile.address.locality,
    "{address.city}": profile.address.city,
    "{address.postalCode}": profile.address.postalCode,
    "{person.field}": profile.keyPersonnel[0].name,
    "{person.sales}": profile.keyPersonnel[1].name,
  };
}

const tokenPattern = /\{(?:company|phone|address|person)(?:\.[a-zA-Z]+)?\}/g;

/** Replaces the company tokens in a text with the profile's values. */
export function fillCompanyTokens(text: string, profile: CompanyProfile = company): string {
  const values = companyTokens(profile);
  return text.replace(tokenPattern, (token) => values[token] ?? token);
}

/** The same, through every string of a content object (arrays and nested objects included). */
export function fillCompanyTokensDeep<T>(value: T, profile: CompanyProfile = company): T {
  if (typeof value === "string") return fillCompanyTokens(value, profile) as T;
  if (Array.isArray(value)) return value.map((item) => fillCompanyTokensDeep(item, profile)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillCompanyTokensDeep(item, profile)]),
    ) as T;
  }
  return value;
}
