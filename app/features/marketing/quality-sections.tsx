/** The quality page's tables: the NABL scope, the type tests and the safety record. */
import { company } from "#app/lib/company.ts";
import {
  credentialsUpdated,
  ltifr,
  nablAccreditation,
  type pdfFiles,
  safetyRecord,
  typeTests,
} from "#app/lib/company-credentials.ts";
import { PageSection } from "#app/ui/section.tsx";
import { Download, dataTable, day, number, tableFrame, td, th } from "./quality-format.tsx";

export function NablSection({ nablPdf }: { nablPdf?: ReturnType<typeof pdfFiles>[number] }) {
  return (
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
            accredited to {nablAccreditation.standard} by {nablAccreditation.accreditationBody}, in{" "}
            {nablAccreditation.discipline.toLowerCase()}.
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
        <div className={tableFrame}>
          <table className={`${dataTable} min-w-[36rem]`}>
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
                  <td data-label="Standard" className={`${td} text-steel-800`}>
                    {row.standard}
                  </td>
                  <td data-label="Range" className={`${td} text-steel-800`}>
                    {row.range}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </PageSection>
  );
}

export function TypeTestsSection() {
  return (
    <PageSection
      headingId="type-tests-heading"
      eyebrow="Independent laboratories"
      heading="Type tests on transformers we repaired"
      band="bg-white"
    >
      <div className={`mt-8 ${tableFrame}`}>
        <table className={`${dataTable} min-w-[52rem]`}>
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
                <td data-label="Transformer" data-wide className={`${td} text-steel-800`}>
                  {test.unit}
                </td>
                <td data-label="Laboratory and report" data-wide className={`${td} text-steel-800`}>
                  {test.laboratory}
                  <span className="block text-steel-600">
                    {test.reportNumber}, {test.year}
                  </span>
                </td>
                <td data-label="Result" data-wide className={`${td} text-steel-800`}>
                  {test.result}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageSection>
  );
}

export function SafetySection() {
  return (
    <PageSection
      headingId="safety-heading"
      eyebrow="Safety"
      heading="Safety on your site, in figures"
      band="bg-white"
    >
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={tableFrame}>
          <table className={`${dataTable} min-w-[32rem]`}>
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
                  <td data-label="Man-hours" className={`${td} text-right`}>
                    {number(year.manHours)}
                  </td>
                  <td data-label="Lost-time injuries" className={`${td} text-right`}>
                    {year.lostTimeInjuries}
                  </td>
                  <td data-label="LTIFR" className={`${td} text-right`}>
                    {ltifr([year]).toFixed(2)}
                  </td>
                  <td data-label="Field jobs" className={`${td} text-right`}>
                    {year.fieldJobs}
                  </td>
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
            contract workers on our jobs. Every site job starts with a permit-to-work, isolation and
            earthing checked by the customer's and our own supervisor.
          </p>
        </div>
      </div>
      <p className="mt-8 text-sm text-steel-600">
        Figures and certificates checked against the originals on {day(credentialsUpdated)}.
        Questions about any of them: {company.email}.
      </p>
    </PageSection>
  );
}
