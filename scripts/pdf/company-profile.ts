/** The company profile of one or two pages: the About copy, services and every credential. */
import { longDay } from "#app/lib/calendar-day.ts";
import { type CompanyProfile, company } from "#app/lib/company.ts";
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
} from "#app/lib/company-credentials.ts";
import { addressLine, footerLines, startDocument } from "./document.ts";
import type { Flow } from "./flow.ts";
import { colours, sheet } from "./layout.ts";
import { drawFooters } from "./page-furniture.ts";

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

/**
 * A credentials table under its heading: each column's share of the width, the first column (what
 * the row is about) in bold, in 7.5 pt.
 */
function credentialTable(
  flow: Flow,
  heading: string,
  columns: [header: string, share: number][],
  rows: string[][],
): void {
  flow.heading(heading);
  flow.table(
    columns.map(([header, share], index) => ({
      header,
      width: sheet.contentWidth * share,
      bold: index === 0,
    })),
    rows,
    7.5,
  );
}

export async function companyProfilePdf(
  content: ProfileContent,
  credentials: Credentials,
  profile: CompanyProfile = company,
  issued: IsoDate = credentialsUpdated,
): Promise<Uint8Array> {
  const { doc, fonts, flow } = await startDocument({
    title: `Company profile — ${profile.name}`,
    subject: "Transformer life-cycle services: company profile and credentials",
    keywords: ["company profile", ...profile.keywords],
    profile,
    issued,
    kind: "Company profile",
    detail: `Issued ${longDay(issued)}`,
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

  credentialTable(
    flow,
    "Certification and accreditation",
    [
      ["Standard", 0.34],
      ["Certificate no.", 0.17],
      ["Issued by", 0.34],
      ["Valid until", 0.15],
    ],
    [
      ...credentials.certificates.map((certificate) => [
        `${certificate.standard}\n${certificate.system}`,
        certificate.certificateNumber,
        `${certificate.certificationBody}; accredited by ${certificate.accreditation.split(" (")[0]}`,
        longDay(certificate.validUntil),
      ]),
      [
        `${credentials.nabl.standard}\nNABL-accredited oil laboratory, ${credentials.nabl.scope.length} tests`,
        credentials.nabl.certificateNumber,
        credentials.nabl.accreditationBody,
        longDay(credentials.nabl.validUntil),
      ],
    ],
  );

  credentialTable(
    flow,
    "Type tests passed by units we refurbished",
    [
      ["Unit", 0.25],
      ["Test", 0.25],
      ["Laboratory and report", 0.25],
      ["Result", 0.25],
    ],
    credentials.typeTests.map((test) => [
      test.unit,
      `${test.test}, ${test.standard}`,
      `${test.laboratory}; report ${test.reportNumber}, ${test.year}`,
      test.result,
    ]),
  );

  credentialTable(
    flow,
    "Vendor registrations",
    [
      ["Organisation", 0.38],
      ["Registered for", 0.54],
      ["Since", 0.08],
    ],
    credentials.registrations.map((registration) => [
      `${registration.organisation}: ${registration.fullName}`,
      registration.registeredFor,
      String(registration.since),
    ]),
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
      label: `man-hours without a lost-time injury since ${longDay(safety.lastLostTimeInjury)}`,
    },
    { value: String(last.fieldJobs), label: `field jobs in FY ${last.financialYear}` },
  ]);
  flow.space(4);
  flow.text(
    `As of ${longDay(safety.asOf)}. LTIFR is lost-time injuries per 1,000,000 man-hours; ` +
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
