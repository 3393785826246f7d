/**
 * The test reports issued from a unit's samples, for its owner: number, issue and sample dates,
 * status (a withdrawn one with its day and reason), and links to the public verify page and to
 * the PDF as issued (none for a withdrawn report). Prints on A4 without the links, which paper
 * cannot follow.
 */

import { Block, linkClass } from "./ui.tsx";
import type { UnitReport } from "./unit-reports.server.ts";

function statusText(report: UnitReport): string {
  if (report.withdrawn) return `withdrawn on ${report.withdrawn.on}: ${report.withdrawn.reason}`;
  return report.revision > 1 ? `current, revision ${report.revision}` : "current";
}

export function UnitReports({ reports }: { reports: UnitReport[] }) {
  return (
    <Block id="test-reports" title="Test reports" className="mt-6">
      {reports.length === 0 ? (
        <p className="text-sm text-steel-700">
          No test report has been issued from this unit's samples yet.
        </p>
      ) : (
        <>
          <p className="text-xs text-steel-600">
            Anyone can check a report's number and SHA-256 on its verify page, as its QR code does;
            the PDF here is the file as issued.
          </p>
          <ul className="mt-2 text-sm">
            {reports.map((report) => (
              <li
                key={report.number}
                className="border-t border-steel-200 py-2 first:border-0 sm:flex sm:flex-wrap sm:items-baseline sm:gap-x-4"
              >
                <p className="font-semibold tabular-nums">
                  {report.number}{" "}
                  <span className="font-normal text-steel-700">({statusText(report)})</span>
                </p>
                <p className="tabular-nums">
                  Issued {report.issuedOn}, sampled {report.sampledOn}
                </p>
                <p className="print:hidden">
                  <a href={report.verify} className={linkClass}>
                    Verify<span className="sr-only"> {report.number}</span>
                  </a>
                  {/* A withdrawn report is not handed out: its verify page says why. */}
                  {report.withdrawn ? null : (
                    <>
                      <span aria-hidden="true"> · </span>
                      <a href={report.file} className={linkClass}>
                        PDF<span className="sr-only"> of {report.number}</span>
                      </a>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Block>
  );
}
