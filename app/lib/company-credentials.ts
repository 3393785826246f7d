/**
 * The company's credentials (content/company-credentials.ts holds them, as data) and what pages
 * and PDFs derive from them: the safety record's rate and last year, the documents to link.
 */
import {
  certificates,
  nablAccreditation,
  type PdfFile,
  type SafetyRecord,
  type SafetyYear,
  safetyRecord,
} from "../../content/company-credentials.ts";

export * from "../../content/company-credentials.ts";

/** Lost-time injury frequency rate: lost-time injuries per 1,000,000 man-hours. */
export function ltifr(years: SafetyYear[]): number {
  const hours = years.reduce((sum, year) => sum + year.manHours, 0);
  const injuries = years.reduce((sum, year) => sum + year.lostTimeInjuries, 0);
  return hours > 0 ? (injuries * 1_000_000) / hours : 0;
}

/** The last complete financial year of the safety record. */
export function lastSafetyYear(record: SafetyRecord = safetyRecord): SafetyYear {
  const last = record.years.at(-1);
  if (!last) throw new Error("The safety record has no financial year");
  return last;
}

/** The documents scripts/pdf/ writes into the built site, for pages to link. */
export function pdfFiles(): PdfFile[] {
  return [
    ...certificates.map(
      (certificate): PdfFile => ({
        id: certificate.id,
        path: `/downloads/${certificate.id}-certificate.pdf`,
        title: `${certificate.standard} certificate (summary)`,
      }),
    ),
    {
      id: "nabl",
      path: "/downloads/nabl-accreditation.pdf",
      title: `NABL accreditation ${nablAccreditation.certificateNumber} (summary)`,
    },
    { id: "company-profile", path: "/downloads/company-profile.pdf", title: "Company profile" },
  ];
}
