import { company } from "~/lib/company";
import {
  certificates,
  credentialsUpdated,
  lastSafetyYear,
  ltifr,
  nablAccreditation,
  pdfFiles,
  safetyRecord,
  typeTests,
  vendorRegistrations,
} from "~/lib/company-credentials";
import { pageMeta } from "~/lib/seo/meta";
import { Breadcrumb } from "~/ui/breadcrumb";
import { CardGrid, cardWidth } from "~/ui/card-grid";
import { PageSection } from "~/ui/section";

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const number = (value: number) => value.toLocaleString("en-IN");

export function meta() {
  return pageMeta({
    title: "Quality & Certifications",
    description:
      "ISO 9001, 14001 and 45001 certificates, the NABL scope of our transformer oil laboratory, type-test reports, utility and PSU vendor registrations and safety figures.",
    path: "/company/quality",
  });
}

const th = "px-4 py-3 text-left font-semibold";
const td = "px-4 py-3 align-top";

function Download({ path, title }: { path: string; title: string }) {
  return (
    <a
      href={path}
      className="inline-flex items-center gap-2 font-semibold text-navy-800 underline decoration-amber-500 underline-offset-4 hover:text-navy-600"
    >
      {title} <span className="text-sm font-normal text-steel-600">(PDF)</span>
    </a>
  );
}

export default function CompanyQuality() {
  const pdfs = pdfFiles();
  const pdfOf = (id: string) => pdfs.find((file) => file.id === id);
  const lastYear = lastSafetyYear();
  const profile = pdfOf("company-profile");
  const nablPdf = pdfOf("nabl");
  const width = cardWidth(certificates.length);
  return (
    <>
      <section className="border-b border-steel-200 bg-navy-50">
        <div className="page-x grid gap-10 py-12 lg:grid-cols-[1.2fr_1fr] lg:items-end lg:py-16">
          <div>
            <Breadcrumb
              items={[
                { label: "Home", to: "/" },
                { label: "About Us", to: "/aboutus" },
                { label: "Quality & Certifications" },
              ]}
            />
            <p className="mt-6 text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">
              Quality and certifications
            </p>
            <h1 className="mt-3 text-3xl font-semibold sm:text-4xl lg:text-5xl">
              Proof you can check before you place an order
            </h1>
            <p className="mt-5 max-w-prose text-lg text-steel-700">
              Every certificate below carries its number and the body that issued it, so your
              purchase or vendor-development team can verify it with the issuer directly. Summaries
              are available as PDFs; the originals are shown on request at our Vadodara office.
            </p>
            {profile ? (
              <p className="mt-6">
                <Download path={profile.path} title="Download the company profile" />
              </p>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {[
              ["Management systems", "ISO 9001 · 14001 · 45001"],
              ["Oil laboratory", `NABL ${nablAccreditation.certificateNumber}`],
              [
                `LTIFR, FY ${safetyRecord.years[0]?.financialYear}–${lastYear.financialYear.slice(-2)}`,
                ltifr(safetyRecord.years).toFixed(2),
              ],
              ["Vendor registrations", String(vendorRegistrations.length)],
            ].map(([term, value]) => (
              <div key={term} className="rounded-card border border-steel-200 bg-white p-4">
                <dt className="text-sm text-steel-700">{term}</dt>
                <dd className="mt-1 text-xl font-semibold text-navy-950">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection
        headingId="iso-heading"
        eyebrow="Management systems"
        heading="ISO certificates"
        band="bg-white"
      >
        <CardGrid className="mt-8">
          {certificates.map((certificate) => {
            const pdf = pdfOf(certificate.id);
            return (
              <li
                key={certificate.id}
                className={`${width} flex flex-col rounded-card border border-steel-200 bg-white p-6 shadow-card`}
              >
                <h3 className="text-xl font-semibold">{certificate.standard}</h3>
                <p className="text-steel-700">{certificate.system}</p>
                <dl className="mt-5 grid gap-3 border-t border-steel-200 pt-4 text-sm">
                  {[
                    ["Certificate no.", certificate.certificateNumber],
                    ["Issued by", certificate.certificationBody],
                    ["Accreditation", certificate.accreditation],
                    ["First issued", day(certificate.firstIssued)],
                    ["Valid until", day(certificate.validUntil)],
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
                  <p className="mt-auto pt-5">
                    <Download path={pdf.path} title="Certificate summary" />
                  </p>
                ) : null}
              </li>
            );
          })}
        </CardGrid>
      </PageSection>

      <PageSection
        headingId="nabl-heading"
        eyebrow="Oil laboratory"
        heading={`NABL accreditation ${nablAccreditation.certificateNumber}`}
        band="bg-paper"
      >
        <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="text-steel-800">
            <p>
              Our {nablAccreditation.laboratory.toLowerCase()} at {nablAccreditation.location} is
              accredited to {nablAccreditation.standard} by {nablAccreditation.accreditationBody},
              in {nablAccreditation.discipline.toLowerCase()}.
            </p>
            <p className="mt-3">{nablAccreditation.product}.</p>
            <dl className="mt-5 grid gap-3 text-sm">
              <div>
                <dt className="font-semibold text-steel-600">First accredited</dt>
                <dd className="text-navy-950">{day(nablAccreditation.firstAccredited)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-steel-600">Valid until</dt>
                <dd className="text-navy-950">{day(nablAccreditation.validUntil)}</dd>
              </div>
            </dl>
            {nablPdf ? (
              <p className="mt-5">
                <Download path={nablPdf.path} title="Accreditation summary" />
              </p>
            ) : null}
          </div>
          <div className="overflow-x-auto rounded-card border border-steel-200 bg-white">
            <table className="w-full min-w-[36rem] border-collapse text-sm">
              <caption className="sr-only">Accredited tests, their standards and ranges</caption>
              <thead className="bg-navy-50 text-navy-950">
                <tr>
                  <th scope="col" className={th}>
                    Test
                  </th>
                  <th scope="col" className={th}>
                    Standard
                  </th>
                  <th scope="col" className={th}>
                    Range
                  </th>
                </tr>
              </thead>
              <tbody>
                {nablAccreditation.scope.map((row) => (
                  <tr key={row.test} className="border-t border-steel-200">
                    <th scope="row" className={`${td} text-left font-semibold text-navy-950`}>
                      {row.test}
                    </th>
                    <td className={`${td} text-steel-800`}>{row.standard}</td>
                    <td className={`${td} whitespace-nowrap text-steel-800`}>{row.range}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </PageSection>

      <PageSection
        headingId="type-tests-heading"
        eyebrow="Independent laboratories"
        heading="Type tests on transformers we repaired"
        band="bg-white"
      >
        <div className="mt-8 overflow-x-auto rounded-card border border-steel-200">
          <table className="w-full min-w-[52rem] border-collapse text-sm">
            <caption className="sr-only">
              Type tests, the transformer tested, the laboratory, the report and the result
            </caption>
            <thead className="bg-navy-50 text-navy-950">
              <tr>
                <th scope="col" className={th}>
                  Test and standard
                </th>
                <th scope="col" className={th}>
                  Transformer
                </th>
                <th scope="col" className={th}>
                  Laboratory and report
                </th>
                <th scope="col" className={th}>
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {typeTests.map((test) => (
                <tr key={test.reportNumber} className="border-t border-steel-200">
                  <th scope="row" className={`${td} text-left`}>
                    <span className="block font-semibold text-navy-950">{test.test}</span>
                    <span className="font-normal text-steel-700">{test.standard}</span>
                  </th>
                  <td className={`${td} text-steel-800`}>{test.unit}</td>
                  <td className={`${td} text-steel-800`}>
                    {test.laboratory}
                    <span className="block text-steel-600">
                      {test.reportNumber}, {test.year}
                    </span>
                  </td>
                  <td className={`${td} text-steel-800`}>{test.result}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>

      <PageSection
        headingId="registrations-heading"
        eyebrow="Approved vendor"
        heading="Utility and PSU registrations"
        band="bg-paper"
      >
        <CardGrid className="mt-8">
          {vendorRegistrations.map((registration) => (
            <li
              key={registration.organisation}
              className={`${cardWidth(vendorRegistrations.length)} rounded-card border border-steel-200 bg-white p-5`}
            >
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
            </li>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection
        headingId="safety-heading"
        eyebrow="Safety"
        heading="Safety on your site, in figures"
        band="bg-white"
      >
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="overflow-x-auto rounded-card border border-steel-200">
            <table className="w-full min-w-[32rem] border-collapse text-sm">
              <caption className="sr-only">
                Man-hours, lost-time injuries and field jobs by year
              </caption>
              <thead className="bg-navy-50 text-navy-950">
                <tr>
                  <th scope="col" className={th}>
                    Financial year
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Man-hours
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Lost-time injuries
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    LTIFR
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Field jobs
                  </th>
                </tr>
              </thead>
              <tbody>
                {safetyRecord.years.map((year) => (
                  <tr key={year.financialYear} className="border-t border-steel-200 tabular-nums">
                    <th scope="row" className={`${td} text-left font-semibold text-navy-950`}>
                      {year.financialYear}
                    </th>
                    <td className={`${td} text-right`}>{number(year.manHours)}</td>
                    <td className={`${td} text-right`}>{year.lostTimeInjuries}</td>
                    <td className={`${td} text-right`}>{ltifr([year]).toFixed(2)}</td>
                    <td className={`${td} text-right`}>{year.fieldJobs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="rounded-card bg-navy-950 p-6 text-white">
            <p className="text-4xl font-semibold text-amber-300">
              {number(safetyRecord.manHoursSinceLastLostTimeInjury)}
            </p>
            <p className="mt-2 text-navy-100">
              man-hours without a lost-time injury since {day(safetyRecord.lastLostTimeInjury)},
              counted to {day(safetyRecord.asOf)}.
            </p>
            <p className="mt-4 text-sm text-navy-100">
              LTIFR is lost-time injuries per 1,000,000 man-hours worked by our employees and by
              contract workers on our jobs. Every site job starts with a permit-to-work, isolation
              and earthing checked by the customer's and our own supervisor.
            </p>
          </div>
        </div>
        <p className="mt-8 text-sm text-steel-600">
          Figures and certificates checked against the originals on {day(credentialsUpdated)}.
          Questions about any of them: {company.email}.
        </p>
      </PageSection>
    </>
  );
}
