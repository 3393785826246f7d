/** The public page of one issued report: its status, what it printed, its fingerprint. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { fromHome } from "#app/ui/crumbs.ts";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { VerifyColumn } from "./verify-column.tsx";
import { VerifyFileCheck } from "./verify-file-check.tsx";
import { VerifyStatus } from "./verify-status.tsx";
import type { VerifyResult, VerifyView } from "./verify-types.ts";

const statusWords = { issued: "Current", superseded: "Superseded", withdrawn: "Withdrawn" };

/**
 * The report's facts as ruled rows: label beside value from 640 px (the two columns one grid,
 * each row its subgrid), the label right above its value on a phone, the rows evenly spaced.
 */
function Details({ view }: { view: VerifyView }) {
  const { shown } = view;
  const half = shown.sha256.length / 2;
  const rows: [string, ReactNode][] = [
    ["Issued by", view.issuer],
    ["Issue date", shown.issuedOn],
    ["Revision", `${shown.revision} of ${view.latest}`],
    ["Customer", shown.customerName],
    ["Transformer", `${shown.make}, serial number ${shown.serialNumber}`],
    ["Sample tested on", shown.testedOn],
    [
      "SHA-256 of the issued file",
      // Where a line is too short for all 64 characters, two halves of 32.
      <span key="sha" className="font-mono text-sm wrap-anywhere">
        {shown.sha256.slice(0, half)}
        <wbr />
        {shown.sha256.slice(half)}
      </span>,
    ],
  ];
  return (
    <dl className="mt-6 divide-y divide-steel-200 border-y border-steel-200 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-6 print:mt-4">
      {rows.map(([label, value]) => (
        <div key={label} className="py-2.5 sm:col-span-2 sm:grid sm:grid-cols-subgrid print:py-1">
          <dt className="text-sm font-semibold text-steel-700 sm:text-base">{label}</dt>
          <dd className="mt-1 break-words text-navy-950 sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Results({ view }: { view: VerifyView }) {
  return (
    <section aria-labelledby="results" className="mt-10 print:mt-5">
      <h2 id="results" className="text-xl font-semibold">
        Results and verdicts
      </h2>
      <div className="mt-3 overflow-x-auto rounded-md border border-steel-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-navy-900 text-white">
            <ColumnHeads
              className="px-3 py-2 font-semibold"
              columns={["Parameter", "Result", "Verdict"]}
            />
          </thead>
          <tbody>
            {view.shown.results.map((line) => (
              <tr key={line.line} className="border-t border-steel-200">
                <td className="px-3 py-2 print:py-1">{line.parameter}</td>
                <td className="px-3 py-2 whitespace-nowrap print:py-1">{line.result}</td>
                <td
                  className={`px-3 py-2 print:py-1 ${line.bad ? "font-semibold text-danger-700" : ""}`}
                >
                  {line.verdict}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-steel-600">
        Methods, limits and remarks are printed on the report itself.
      </p>
    </section>
  );
}

function Revisions({ view }: { view: VerifyView }) {
  if (view.revisions.length < 2) return null;
  return (
    <TitledSection
      id="revisions"
      title="Every revision of this report"
      className="mt-10"
      headingClassName="text-xl font-semibold"
    >
      <ul className="mt-3 space-y-2">
        {view.revisions.map((revision) => (
          <li key={revision.revision} className="text-sm">
            <Link
              to={`/verify/${view.slug}?rev=${revision.revision}`}
              aria-current={revision.revision === view.shown.revision ? "page" : undefined}
              className="font-semibold text-navy-700 underline underline-offset-4"
            >
              Revision {revision.revision}
            </Link>
            , issued {revision.issuedOn}: {statusWords[revision.status]}
            {revision.status === "superseded" ? ` since ${revision.supersededOn}` : ""}
            {revision.status === "withdrawn" ? ` since ${revision.withdrawnOn}` : ""}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The latest revision's withdrawal, if the report was withdrawn. */
function withdrawalOf(view: VerifyView) {
  const last = view.revisions.find((revision) => revision.revision === view.latest);
  return last?.status === "withdrawn" && last.withdrawnOn
    ? { on: last.withdrawnOn, reason: last.withdrawnReason }
    : undefined;
}

export function VerifyPage({ view, result }: { view: VerifyView; result?: VerifyResult }) {
  return (
    // On paper the report's page is one sheet: the bands' spacing tightens (print: below).
    <VerifyColumn className="print:py-0">
      <Breadcrumb
        items={fromHome({ label: "Verify a test report", to: "/verify" }, { label: view.number })}
      />
      <h1 className="mt-5 text-3xl font-semibold sm:text-4xl print:mt-0">
        Test report <span className="whitespace-nowrap">{view.number}</span>
      </h1>
      <div className="mt-6 print:mt-4">
        <VerifyStatus view={view} />
      </div>
      <Details view={view} />
      <Results view={view} />
      <VerifyFileCheck
        number={view.number}
        slug={view.slug}
        revision={view.requested ? view.shown.revision : undefined}
        latest={view.latest}
        withdrawn={withdrawalOf(view)}
        result={result}
      />
      <Revisions view={view} />
    </VerifyColumn>
  );
}
