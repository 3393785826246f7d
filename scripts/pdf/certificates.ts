/** One A4 summary page per certificate (ISO 9001, 14001, 45001) and of the NABL accreditation. */

import type { PDFDocument } from "pdf-lib";
import { longDay } from "#app/lib/calendar-day.ts";
import { type CompanyProfile, company } from "#app/lib/company.ts";
import {
  credentialsUpdated,
  type IsoDate,
  type ManagementSystemCertificate,
  type NablAccreditation,
} from "#app/lib/company-credentials.ts";
import { addressLine, bodyTop, footerLines, startDocument } from "./document.ts";
import type { Flow } from "./flow.ts";
import { colours, type Fonts, sheet } from "./layout.ts";
import { drawFooters, drawNotice } from "./page-furniture.ts";

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
  const { doc, fonts, flow } = await startDocument({
    ...options,
    detail: `Issued ${longDay(issued)}`,
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
    ["First certified", longDay(certificate.firstIssued)],
    ["This certificate issued", longDay(certificate.currentIssue)],
    ["Valid until", longDay(certificate.validUntil), true],
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
        `${longDay(accreditation.firstAccredited)}; this certificate issued ${longDay(accreditation.currentIssue)}`,
      ],
      ["Valid until", longDay(accreditation.validUntil), true],
    ],
    9,
    130,
  );
  flow.space(6);
  flow.heading("Scope of accreditation", 11);
  const width = sheet.contentWidth;
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
