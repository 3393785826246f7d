/**
 * The downloadable documents, drawn from the company profile (app/lib/company.ts): one A4
 * summary page per certificate and a company profile of one or two pages.
 */
import { PDFDocument } from "pdf-lib";
import { type CompanyProfile, company, type PostalAddress } from "../../app/lib/company.ts";
import {
  credentialsUpdated,
  type IsoDate,
  lastSafetyYear,
  ltifr,
  type ManagementSystemCertificate,
  type NablAccreditation,
  type SafetyRecord,
  type TypeTestReference,
  type VendorRegistration,
} from "../../app/lib/company-credentials.ts";
import {
  colours,
  contentWidth,
  drawFooters,
  drawNotice,
  embedFonts,
  Flow,
  type Fonts,
  headerBand,
  longDate,
  pageHeight,
} from "./layout.ts";

/** Below the header band. */
const bodyTop = pageHeight - 92 - 30;

function addressLine(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}

function tagline(profile: CompanyProfile): string {
  const { locality, city, region, country } = profile.address;
  return `Transformer life-cycle services since ${profile.foundingYear} · ${locality}, ${city}, ${region}, ${country}`;
}

function footerLines(profile: CompanyProfile): string[] {
  const { legal } = profile;
  return [
    `${profile.legalName} · CIN ${legal.cin} · GSTIN ${legal.gstin} · ${legal.udyamNumber}`,
    `Registered office: ${addressLine(legal.registeredOffice)} · ${profile.email}`,
  ];
}

async function newDocument(options: {
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

function summaryNotice(
  profile: CompanyProfile,
  what: string,
  number: string,
  issuer: string,
): string {
  const [phone] = profile.phones;
  const body = issuer.replace(/\.$/, "");
  return (
    `This page is a summary of ${what} ${number}, prepared and issued by ${profile.name} from ` +
    `the certificate it holds. It is not the certificate itself. The original certificate is ` +
    `available on request: write to ${profile.email} or call ${phone.display}. Its status can ` +
    `be confirmed with ${body}.`
  );
}

/**
 * A one-page summary of a certificate: the document, the header band and the notice at the foot
 * saying it is not the certificate itself. Returns the flow to write the body into.
 */
async function summaryPage(options: {
  title: string;
  subject: string;
  keywords: string[];
  kind: string;
  notice: { what: string; number: string; issuer: string };
  profile: CompanyProfile;
  issued: IsoDate;
  top: number;
  gap: number;
}): Promise<{ doc: PDFDocument; fonts: Fonts; flow: Flow }> {
  const { profile, issued, notice } = options;
  const { doc, fonts } = await newDocument(options);
  const flow = new Flow({
    doc,
    fonts,
    decorate: headerBand({
      name: profile.name,
      tagline: tagline(profile),
      kind: options.kind,
      detail: `Issued ${longDate(issued)}`,
    }),
    top: options.top,
    singlePage: true,
  });
  flow.bottom =
    drawNotice(
      flow.page,
      fonts,
      "A summary, not the certificate",
      summaryNotice(profile, notice.what, notice.number, notice.issuer),
    ) + options.gap;
  return { doc, fonts, flow };
}

export async function certificatePdf(
  certificate: ManagementSystemCertificate,
  profile: CompanyProfile = company,
  issued: IsoDate = credentialsUpdated,
): Promise<Uint8Array> {
  const { doc, fonts, flow } = await summaryPage({
    title: `${certificate.standard} certificate summary — ${profile.name}`,
    subject: `${certificate.system}, certificate ${certificate.certificateNumber}`,
    keywords: [certificate.standard, certificate.certificateNumber, certificate.certificationBody],
    kind: "Certificate summary",
    notice: {
      what: "certificate",
      number: certificate.certificateNumber,
      issuer: certificate.certificationBody,
    },
    profile,
    issued,
    top: bodyTop,
    gap: 12,
  });

  flow.text(certificate.standard, { size: 30, bold: true, colour: colours.navy900 });
  flow.space(2);
  flow.text(`${certificate.system} · certificate summary`, {
    size: 13,
    colour: colours.steel600,
  });
  flow.space(14);
  flow.fields([
    ["Certificate holder", `${profile.legalName}\n${addressLine(profile.address)}`],
    ["Certificate number", certificate.certificateNumber, true],
    ["Standard", certificate.standard],
    ["Certification body", certificate.certificationBody],
    ["Accreditation", certificate.accreditation],
    ["First certified", longDate(certificate.firstIssued)],
    ["This certificate issued", longDate(certificate.currentIssue)],
    ["Valid until", longDate(certificate.validUntil), true],
    ["Sites covered", certificate.sites.join("\n")],
  ]);
  flow.space(18);
  flow.callout("Scope of certification", certificate.scope);
  drawFooters(doc, fonts, footerLines(profile));
  return doc.save();
}

export async function nablPdf(
  accreditation: NablAccreditation,
  profile: CompanyProfile = company,
  issued: IsoDate = credentialsUpdated,
): Promise<Uint8Array> {
  const { doc, fonts, flow } = await summaryPage({
    title: `NABL accreditation ${accreditation.certificateNumber} summary — ${profile.name}`,
    subject: `${accreditation.laboratory}, ${accreditation.standard}`,
    keywords: ["NABL", accreditation.standard, accreditation.certificateNumber],
    kind: "Accreditation summary",
    notice: { what: "NABL certificate", number: accreditation.certificateNumber, issuer: "NABL" },
    profile,
    issued,
    top: bodyTop + 8,
    gap: 10,
  });

  flow.text("NABL accreditation", { size: 24, bold: true, colour: colours.navy900 });
  flow.text(
    `${accreditation.standard} · testing laboratory · ${accreditation.discipline.toLowerCase()}`,
    { size: 11.5, colour: colours.steel600 },
  );
  flow.space(6);
  flow.fields(
    [
      ["Certificate number", accreditation.certificateNumber, true],
      [
        "Laboratory",
        `${profile.legalName}, ${accreditation.laboratory}, ${accreditation.location}`,
      ],
      ["Accreditation body", accreditation.accreditationBody],
      ["Products tested", accreditation.product],
      [
        "Accredited since",
        `${longDate(accreditation.firstAccredited)}; this certificate issued ${longDate(accreditation.currentIssue)}`,
      ],
      ["Valid until", longDate(accreditation.validUntil), true],
    ],
    9,
    130,
  );
  flow.space(6);
  flow.heading("Scope of accreditation", 11);
  const width = contentWidth;
  flow.table(
    [
      { header: "Test", width: width * 0.36, bold: true },
      { header: "Method", width: width * 0.3 },
      { header: "Range", width: width * 0.34 },
    ],
    accreditation.scope.map((row) => [row.test, row.standard, row.range]),
    7.5,
  );
  drawFooters(doc, fonts, footerLines(profile));
  return doc.save();
}

/** The parts of the profile that come from the site's pages (content/pages/*.yaml). */
export type ProfileContent = {
  lead: string;
  paragraphs: string[];
  figures: { value: string; label: string }[];
  services: { title: string; text: string }[];
};

export type Credentials = {
  certificates: ManagementSystemCertificate[];
  nabl: NablAccreditation;
  typeTests: TypeTestReference[];
  registrations: VendorRegistration[];
  safety: SafetyRecord;
};

const numbers = new Intl.NumberFormat("en-US");

/** The start of a service description, up to its first colon or full stop. */
function firstClause(text: string): string {
  const end = text.search(/[:.](?:\s|$)/);
  return end > 0 ? `${text.slice(0, end)}.` : text;
}

export async function companyProfilePdf(
  content: ProfileContent,
  credentials: Credentials,
  profile: CompanyProfile = company,
  issued: IsoDate = credentialsUpdated,
): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument({
    title: `Company profile — ${profile.name}`,
    subject: "Transformer life-cycle services: company profile and credentials",
    keywords: ["company profile", ...profile.keywords],
    profile,
    issued,
  });
  const flow = new Flow({
    doc,
    fonts,
    decorate: headerBand({
      name: profile.name,
      tagline: tagline(profile),
      kind: "Company profile",
      detail: `Issued ${longDate(issued)}`,
    }),
    top: bodyTop,
    continuationTop: pageHeight - 39 - 22,
    singlePage: false,
  });

  flow.text(content.lead, { size: 12.5, colour: colours.navy900, leading: 17 });
  flow.space(12);
  flow.figures(content.figures);

  flow.heading("Who we are");
  for (const paragraph of content.paragraphs) {
    flow.text(paragraph, { size: 9.5, leading: 13.5 });
    flow.space(5);
  }

  flow.heading("Services");
  flow.grid(
    content.services.map(({ title, text }) => ({ title, text: firstClause(text) })),
    2,
    8,
  );

  flow.heading("Certification and accreditation");
  flow.table(
    [
      { header: "Standard", width: contentWidth * 0.34, bold: true },
      { header: "Certificate no.", width: contentWidth * 0.17 },
      { header: "Issued by", width: contentWidth * 0.34 },
      { header: "Valid until", width: contentWidth * 0.15 },
    ],
    [
      ...credentials.certificates.map((certificate) => [
        `${certificate.standard}\n${certificate.system}`,
        certificate.certificateNumber,
        `${certificate.certificationBody}; accredited by ${certificate.accreditation.split(" (")[0]}`,
        longDate(certificate.validUntil),
      ]),
      [
        `${credentials.nabl.standard}\nNABL-accredited oil laboratory, ${credentials.nabl.scope.length} tests`,
        credentials.nabl.certificateNumber,
        credentials.nabl.accreditationBody,
        longDate(credentials.nabl.validUntil),
      ],
    ],
    7.5,
  );

  flow.heading("Type tests passed by units we refurbished");
  flow.table(
    [
      { header: "Unit", width: contentWidth * 0.25, bold: true },
      { header: "Test", width: contentWidth * 0.25 },
      { header: "Laboratory and report", width: contentWidth * 0.25 },
      { header: "Result", width: contentWidth * 0.25 },
    ],
    credentials.typeTests.map((test) => [
      test.unit,
      `${test.test}, ${test.standard}`,
      `${test.laboratory}; report ${test.reportNumber}, ${test.year}`,
      test.result,
    ]),
    7.5,
  );

  flow.heading("Vendor registrations");
  flow.table(
    [
      { header: "Organisation", width: contentWidth * 0.38, bold: true },
      { header: "Registered for", width: contentWidth * 0.54 },
      { header: "Since", width: contentWidth * 0.08 },
    ],
    credentials.registrations.map((registration) => [
      `${registration.organisation}: ${registration.fullName}`,
      registration.registeredFor,
      String(registration.since),
    ]),
    7.5,
  );

  const safety = credentials.safety;
  const last = lastSafetyYear(safety);
  const first = safety.years[0]?.financialYear ?? last.financialYear;
  flow.heading("Safety");
  flow.figures([
    { value: ltifr([last]).toFixed(2), label: `LTIFR, FY ${last.financialYear}` },
    {
      value: ltifr(safety.years).toFixed(2),
      label: `LTIFR, FY ${first} to ${last.financialYear}`,
    },
    {
      value: numbers.format(safety.manHoursSinceLastLostTimeInjury),
      label: `man-hours without a lost-time injury since ${longDate(safety.lastLostTimeInjury)}`,
    },
    { value: String(last.fieldJobs), label: `field jobs in FY ${last.financialYear}` },
  ]);
  flow.space(4);
  flow.text(
    `As of ${longDate(safety.asOf)}. LTIFR is lost-time injuries per 1,000,000 man-hours; ` +
      "man-hours include contract workers on our jobs.",
    { size: 7.5, colour: colours.steel600 },
  );

  flow.heading("Contact");
  const [service, sales] = profile.keyPersonnel;
  const officer = profile.legal.grievanceOfficer;
  flow.grid(
    [
      { title: "Works and office", text: `${addressLine(profile.address)}\n${profile.email}` },
      {
        title: "Phones",
        text: [service, sales]
          .map((person) => `${person.phone.display}: ${person.name}, ${person.role}`)
          .join("\n"),
      },
      {
        title: "Grievance officer (personal data)",
        text: `${officer.name}\n${officer.email}, ${officer.phone.display}`,
      },
    ],
    3,
    8,
  );
  drawFooters(doc, fonts, footerLines(profile));
  return doc.save();
}
