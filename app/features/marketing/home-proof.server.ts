/**
 * The home page's figures that back the company's claims, computed from its credentials
 * (app/lib/company-credentials.ts) so that they change when the credentials do: the ISO
 * standards it is certified to, its NABL laboratory, its lost-time injury frequency and the
 * man-hours since its last lost-time injury.
 */
import {
  certificates,
  lastSafetyYear,
  ltifr,
  nablAccreditation,
  safetyRecord,
} from "#app/lib/company-credentials.ts";

const indianNumber = (value: number) => value.toLocaleString("en-IN");

export function homeProofFigures() {
  const lastYear = lastSafetyYear();
  return [
    {
      value: certificates
        .map((certificate) => certificate.standard.replace(/^ISO (\d+).*/, "$1"))
        .join(" · "),
      label: "ISO management systems: quality, environment, occupational health and safety",
    },
    {
      value: "NABL",
      label: `Oil laboratory accredited to ISO/IEC 17025 (${nablAccreditation.certificateNumber})`,
    },
    {
      value: ltifr(safetyRecord.years).toFixed(2),
      label: `Lost-time injuries per million man-hours, FY ${safetyRecord.years[0]?.financialYear} to ${lastYear.financialYear}`,
    },
    {
      value: indianNumber(safetyRecord.manHoursSinceLastLostTimeInjury),
      label: "Man-hours worked since the last lost-time injury",
    },
  ];
}
