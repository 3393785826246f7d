/** The console's register of issued reports, newest first. */
import { Link } from "react-router";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { Badge, buttonClass } from "./console-ui.tsx";
import { statusTone, statusWords } from "./report-status.ts";

type ListRow = {
  number: string;
  slug: string;
  revision: number;
  status: string;
  customer: string;
  asset: string;
  issued: string;
};

export function ReportListPage({
  rows,
  total,
  page,
  pages,
}: {
  rows: ListRow[];
  total: number;
  page: number;
  pages: number;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold sm:text-3xl">Test reports</h1>
          <p className="mt-1 text-sm text-steel-700">
            {total === 0
              ? "No report has been issued yet."
              : `${total} ${total === 1 ? "report" : "reports"}, newest first; each at its latest revision.`}
          </p>
        </div>
        <Link to="/staff/reports/new" className={buttonClass.primary}>
          Issue a report
        </Link>
      </div>
      {rows.length > 0 ? (
        <ul className="mt-5 flex flex-col gap-3 md:hidden">
          {rows.map((row) => (
            <li key={row.number} className="rounded-card border border-steel-200 bg-white p-4">
              <Link
                to={`/staff/reports/${row.slug}`}
                className="font-semibold text-navy-700 underline underline-offset-4"
              >
                {row.number}
              </Link>{" "}
              <Badge tone={statusTone[row.status]}>{statusWords[row.status]}</Badge>
              <p className="mt-1 text-sm">{row.customer}</p>
              <p className="text-sm text-steel-700">
                {row.asset} · revision {row.revision} · {row.issued}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 ? (
        <table className="mt-5 hidden w-full border-collapse overflow-hidden rounded-card bg-white text-sm md:table">
          <caption className="sr-only">Issued test reports, newest first</caption>
          <thead>
            <ColumnHeads
              rowClassName="border-b border-steel-200 bg-navy-50 text-left text-xs text-steel-700 uppercase"
              className="px-3 py-2"
              columns={["Number", "Customer", "Transformer", "Status", "Issued"]}
            />
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} className="border-b border-steel-200 last:border-0">
                <td className="px-3 py-2 whitespace-nowrap">
                  <Link
                    to={`/staff/reports/${row.slug}`}
                    className="font-semibold text-navy-700 underline underline-offset-4"
                  >
                    {row.number}
                  </Link>
                  <span className="text-steel-600"> rev. {row.revision}</span>
                </td>
                <td className="px-3 py-2">{row.customer}</td>
                <td className="px-3 py-2">{row.asset}</td>
                <td className="px-3 py-2">
                  <Badge tone={statusTone[row.status]}>{statusWords[row.status]}</Badge>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{row.issued}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm font-semibold">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer reports</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`?page=${page + 1}`}>Older reports</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
