import { longDay } from "#app/lib/calendar-day.ts";
import {
  certificates,
  lastSafetyYear,
  ltifr,
  nablAccreditation,
  pdfFiles,
  safetyRecord,
  vendorRegistrations,
} from "#app/lib/company-credentials.ts";
import { CardList } from "#app/ui/card-list.tsx";
import { fromHome } from "#app/ui/crumbs.ts";
import { FigureList } from "#app/ui/figure-list.tsx";
import { PageHead } from "#app/ui/page-head.tsx";
import { PageSection } from "#app/ui/section.tsx";
import { Download } from "./quality-format.tsx";
import { NablSection, SafetySection, TypeTestsSection } from "./quality-sections.tsx";

/** The quality page: certificates, the NABL scope, type tests, registrations and safety figures. */
export function QualityPage() {
  const pdfs = pdfFiles();
  const pdfOf = (id: string) => pdfs.find((file) => file.id === id);
  const lastYear = lastSafetyYear();
  const profile = pdfOf("company-profile");
  const nablPdf = pdfOf("nabl");
  return (
    <>
      <PageHead
        // On paper the four figures make one row under the lead, so the certificates start on
        // page 1 (beside the lead they wrapped, and the head filled half the page).
        layout="lg:grid-cols-[1.2fr_1fr] lg:items-end lg:py-16 print:gap-4 print:py-2"
        crumbs={fromHome(
          { label: "About Us", to: "/aboutus" },
          { label: "Quality & Certifications" },
        )}
        eyebrow="Quality and certifications"
        heading="Proof you can check before you place an order"
        lead="Every certificate below carries its number and the body that issued it, so your purchase or vendor-development team can verify it with the issuer directly. Summaries are available as PDFs; the originals are shown on request at our Vadodara office."
        aside={
          <FigureList
            // One column below 448 px: a card narrower than half of that cannot hold "NABL
            // TC-11874", which never breaks (identifiers.tsx); it spilled out of its card, and at
            // 320 px made the page scroll sideways (WCAG 1.4.10).
            className="grid gap-4 min-[28rem]:grid-cols-2 print:grid-cols-4 print:gap-2"
            item="flex flex-col rounded-card border border-steel-200 bg-white p-4 print:p-2.5"
            term="mt-1 text-sm text-steel-700"
            value="text-xl font-semibold text-navy-950 print:text-base"
            figures={[
              { label: "Management systems", value: "ISO 9001 · 14001 · 45001" },
              { label: "Oil laboratory", value: `NABL ${nablAccreditation.certificateNumber}` },
              {
                label: `LTIFR, FY ${safetyRecord.years[0]?.financialYear}–${lastYear.financialYear.slice(-2)}`,
                value: ltifr(safetyRecord.years).toFixed(2),
              },
              { label: "Vendor registrations", value: String(vendorRegistrations.length) },
            ]}
          />
        }
      >
        {profile ? (
          <p className="mt-6 print:mt-3">
            <Download path={profile.path} title="Download the company profile" />
          </p>
        ) : null}
      </PageHead>

      <PageSection
        headingId="iso-heading"
        eyebrow="Management systems"
        heading="ISO certificates"
        band="bg-white"
      >
        <CardList
          items={certificates}
          keyOf={(certificate) => certificate.id}
          className="mt-8 print:mt-4"
          card="flex flex-col rounded-card border border-steel-200 bg-white p-6 shadow-card print:p-4"
        >
          {(certificate) => {
            const pdf = pdfOf(certificate.id);
            return (
              <>
                <h3 className="text-xl font-semibold">{certificate.standard}</h3>
                <p className="text-steel-700">{certificate.system}</p>
                <dl className="mt-5 grid gap-3 border-t border-steel-200 pt-4 text-sm print:mt-3 print:gap-1.5 print:pt-3">
                  {[
                    ["Certificate no.", certificate.certificateNumber],
                    ["Issued by", certificate.certificationBody],
                    ["Accreditation", certificate.accreditation],
                    ["First issued", longDay(certificate.firstIssued)],
                    ["Valid until", longDay(certificate.validUntil)],
                  ].map(([term, value]) => (
                    <div key={term}>
                      <dt className="font-semibold text-steel-600">{term}</dt>
                      <dd className="text-navy-950">{value}</dd>
                    </div>
                  ))}
                </dl>
                <details className="mt-4 text-sm text-steel-800">
                  <summary className="cursor-pointer font-semibold text-navy-800">Scope</summary>
                  <p className="mt-2">{certificate.scope}</p>
                </details>
                {pdf ? (
                  <p className="mt-auto pt-5 print:pt-3">
                    <Download path={pdf.path} title="Certificate summary" />
                  </p>
                ) : null}
              </>
            );
          }}
        </CardList>
      </PageSection>

      <NablSection nablPdf={nablPdf} />

      <TypeTestsSection />

      <PageSection
        headingId="registrations-heading"
        eyebrow="Approved vendor"
        heading="Utility and PSU registrations"
        band="bg-paper"
      >
        <CardList
          items={vendorRegistrations}
          keyOf={(registration) => registration.organisation}
          className="mt-8"
          card="rounded-card border border-steel-200 bg-white p-5"
        >
          {(registration) => (
            <>
              <h3 className="font-semibold">
                {registration.organisation}
                <span className="block text-sm font-normal text-steel-700">
                  {registration.fullName}
                </span>
              </h3>
              <p className="mt-3 text-sm text-steel-800">{registration.registeredFor}</p>
              <p className="mt-2 text-sm font-semibold text-amber-800">
                Registered since {registration.since}
              </p>
            </>
          )}
        </CardList>
      </PageSection>

      <SafetySection />
    </>
  );
}
