/**
 * What every downloadable document shares: a new PDF with fixed metadata (the same data gives the
 * same bytes), the company's tagline and address, and the legal lines of the footer.
 */
import { PDFDocument } from "pdf-lib";
import type { CompanyProfile, PostalAddress } from "#app/lib/company.ts";
import type { IsoDate } from "#app/lib/company-credentials.ts";
import { Flow } from "./flow.ts";
import { embedFonts, type Fonts, sheet } from "./layout.ts";
import { headerBand } from "./page-furniture.ts";

/** Below the header band. */
export const bodyTop = sheet.height - 92 - 30;

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

/**
 * A new document with the header band on its pages and the flow that writes its body: over as many
 * pages as it takes (below the compact band on later pages), or on one page only.
 */
export async function startDocument(
  options: Parameters<typeof newDocument>[0] & {
    /** The document's kind and the line under it, at the right of the header band. */
    kind: string;
    detail: string;
    top?: number;
    singlePage?: boolean;
  },
): Promise<{ doc: PDFDocument; fonts: Fonts; flow: Flow }> {
  const { doc, fonts } = await newDocument(options);
  const { profile, kind, detail, singlePage = false } = options;
  const flow = new Flow({
    doc,
    fonts,
    decorate: headerBand({ name: profile.name, tagline: tagline(profile), kind, detail }),
    top: options.top ?? bodyTop,
    continuationTop: singlePage ? undefined : sheet.height - 39 - 22,
    singlePage,
  });
  return { doc, fonts, flow };
}
