/**
 * The test reports issued from a unit's samples, for its owner: number, issue and sample dates,
 * status, and links to the public verify page and to the PDF as issued. Prints on A4 without the
 * links, which paper cannot follow.
 */

import { Block, linkClass } from "./ui.tsx";
import type { UnitReport } from "./unit-reports.server.ts";

function statusText(report: UnitReport): string {
  if (report.status === "withdrawn") return "Withdrawn";
  return report.revision > 1 ? `Current (revision ${report.revision})` : "Current";
}

export function UnitReports({ reports }: { reports: UnitReport[] }) {
  return (
    <Block id="test-reports" title="Test reports" className="mt-6">
      {reports.length === 0 ? (
        <p className="text-sm text-steel-700">
          No test report has been issued from this unit's samples yet.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left text-xs text-steel-600">
              Each report's number, QR code and SHA-256 can be checked by anyone on its verify page;
              the PDF here is the file as issued.
            </caption>
            <thead className="text-steel-700">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Report
                </th>
                <th scope="col" className="py-1 pr-3">
                  Issued
                </th>
                <th scope="col" className="py-1 pr-3">
                  Sampled
                </th>
                <th scope="col" className="py-1 pr-3">
                  Status
                </th>
                <th scope="col" className="py-1 print:hidden">
                  <span className="sr-only">Links</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.number} className="border-t border-steel-200 align-top">
                  <td className="py-1 pr-3 whitespace-nowrap">{report.number}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{report.issuedOn}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{report.sampledOn}</td>
                  <td className="py-1 pr-3">{statusText(report)}</td>
                  <td className="py-1 whitespace-nowrap print:hidden">
                    <a href={report.verify} className={linkClass}>
                      Verify<span className="sr-only"> {report.number}</span>
                    </a>
                    <span aria-hidden="true"> · </span>
                    <a href={report.file} className={linkClass}>
                      PDF<span className="sr-only"> of {report.number}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Block>
  );
}
