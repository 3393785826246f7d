/** The quality page's tables: the NABL scope, the type tests and the safety record. */
import { longDay } from "#app/lib/calendar-day.ts";
import { company } from "#app/lib/company.ts";
import {
  credentialsUpdated,
  ltifr,
  nablAccreditation,
  type pdfFiles,
  safetyRecord,
  typeTests,
} from "#app/lib/company-credentials.ts";
import { Identifiers } from "#app/ui/identifiers.tsx";
import { PageSection } from "#app/ui/section.tsx";
import { Download, number, tableFrame, td } from "./quality-format.tsx";
import { CredentialTable } from "./quality-table.tsx";

/** A row's header cell that names it: the test, the year. */
const namedRow = `${td} text-left font-semibold text-navy-950`;

export function NablSection({ nablPdf }: { nablPdf?: ReturnType<typeof pdfFiles>[number] }) {
  return (
    <PageSection
      headingId="nabl-heading"
      eyebrow="Oil laboratory"
      heading={<Identifiers text={`NABL accreditation ${nablAccreditation.certificateNumber}`} />}
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
              <dd className="text-navy-950">{longDay(nablAccreditation.firstAccredited)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-steel-600">Valid until</dt>
              <dd className="text-navy-950">{longDay(nablAccreditation.validUntil)}</dd>
            </div>
          </dl>
          {nablPdf ? (
            <p className="mt-5">
              <Download path={nablPdf.path} title="Accreditation summary" />
            </p>
          ) : null}
        </div>
        <div className={tableFrame}>
          <CredentialTable
            caption="Accredited tests, their standards and ranges"
            minWidth="min-w-[36rem]"
            rows={nablAccreditation.scope}
            rowKey={(row) => row.test}
            rowHeader={{ header: "Test", className: namedRow, cell: (row) => row.test }}
            columns={[
              // "IS 1448 (P:21) / ISO 2719": a standard's number stays whole on a phone.
              { header: "Standard", cell: (row) => <Identifiers text={row.standard} /> },
              { header: "Range", cell: (row) => row.range },
            ]}
          />
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
        <CredentialTable
          caption="Type tests, the transformer tested, the laboratory, the report and the result"
          minWidth="min-w-[44rem]"
          rows={typeTests}
          rowKey={(test) => test.reportNumber}
          rowHeader={{
            header: "Test and standard",
            className: `${td} text-left`,
            cell: (test) => (
              <>
                <span className="block font-semibold text-navy-950">{test.test}</span>
                <span className="font-normal text-steel-700">{test.standard}</span>
              </>
            ),
          }}
          columns={[
            { header: "Transformer", wide: true, cell: (test) => test.unit },
            {
              header: "Laboratory and report",
              wide: true,
              cell: (test) => (
                <>
                  {test.laboratory}
                  <span className="block text-steel-600">
                    {test.reportNumber}, {test.year}
                  </span>
                </>
              ),
            },
            { header: "Result", wide: true, cell: (test) => test.result },
          ]}
        />
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
          <CredentialTable
            caption="Man-hours, lost-time injuries and field jobs by year"
            minWidth="min-w-[32rem]"
            figures
            rows={safetyRecord.years}
            rowKey={(year) => year.financialYear}
            rowHeader={{
              header: "Financial year",
              className: namedRow,
              cell: (year) => year.financialYear,
            }}
            columns={[
              { header: "Man-hours", right: true, cell: (year) => number(year.manHours) },
              { header: "Lost-time injuries", right: true, cell: (year) => year.lostTimeInjuries },
              { header: "LTIFR", right: true, cell: (year) => ltifr([year]).toFixed(2) },
              { header: "Field jobs", right: true, cell: (year) => year.fieldJobs },
            ]}
          />
        </div>
        <div className="rounded-card bg-navy-950 p-6 text-white">
          <p className="text-4xl font-semibold text-amber-300">
            {number(safetyRecord.manHoursSinceLastLostTimeInjury)}
          </p>
          <p className="mt-2 text-navy-100">
            man-hours without a lost-time injury since {longDay(safetyRecord.lastLostTimeInjury)},
            counted to {longDay(safetyRecord.asOf)}.
          </p>
          <p className="mt-4 text-sm text-navy-100">
            LTIFR is lost-time injuries per 1,000,000 man-hours worked by our employees and by
            contract workers on our jobs. Every site job starts with a permit-to-work, isolation and
            earthing checked by the customer's and our own supervisor.
          </p>
        </div>
      </div>
      <p className="mt-8 text-sm text-steel-600">
        Figures and certificates checked against the originals on {longDay(credentialsUpdated)}.
        Questions about any of them: {company.email}.
      </p>
    </PageSection>
  );
}
