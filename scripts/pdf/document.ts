/**
 * What every downloadable document shares: a new PDF with fixed metadata (the same data gives the
 * same bytes), the company's tagline and address, and the legal lines of the footer.
 */
import { PDFDocument } from "pdf-lib";
import type { CompanyProfile, PostalAddress } from "#app/lib/company.ts";
import type { IsoDate } from "#app/lib/company-credentials.ts";
import { embedFonts, type Fonts, pageHeight } from "./layout.ts";

/** Below the header band. */
export const bodyTop = pageHeight - 92 - 30;

export function addressLine(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}

export function tagline(profile: CompanyProfile): string {
  const { locality, city, region, country } = profile.address;
  return `Transformer life-cycle services since ${profile.foundingYear} · ${locality}, ${city}, ${region}, ${country}`;
}

export function footerLines(profile: CompanyProfile): string[] {
  const { legal } = profile;
  return [
    `${profile.legalName} · CIN ${legal.cin} · GSTIN ${legal.gstin} · ${legal.udyamNumber}`,
    `Registered office: ${addressLine(legal.registeredOffice)} · ${profile.email}`,
  ];
}

export async function newDocument(options: {
  title: string;
  subject: string;
  keywords: string[];
  profile: CompanyProfile;
  issued: IsoDate;
}): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  // Fixed dates and no random document id: the same data gives the same bytes (and ETag).
  const doc = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(`${options.issued}T00:00:00Z`);
  doc.setTitle(options.title, { showInWindowTitleBar: true });
  doc.setAuthor(options.profile.legalName);
  doc.setSubject(options.subject);
  doc.setKeywords(options.keywords);
  doc.setCreator("scripts/pdf/build-pdfs.ts");
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-IN");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return { doc, fonts: await embedFonts(doc) };
}
