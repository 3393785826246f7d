/** A unit's history for its owner: a chart and a table per parameter, visits and files. */

import { TitledSection } from "#app/ui/titled-section.tsx";
import { formatNumber } from "./format-number.ts";
import { labelOf, samplePoints } from "./options.ts";
import { TrendChart } from "./trend-chart.tsx";
import { Block, linkClass } from "./ui.tsx";
import type { UnitView } from "./unit-page.tsx";

export function UnitHistory({ view, base }: { view: UnitView; base: string }) {
  const unitBase = `${base}/units/${view.unit.asset.id}`;
  return (
    <>
      <TitledSection
        id="history"
        title="History of each result"
        className="mt-8"
        headingClassName="text-2xl font-semibold break-after-avoid"
      >
        <p className="mt-2 text-sm print:hidden">
          <a href={`${unitBase}/history.csv`} className={linkClass}>
            Download this unit's history as CSV
          </a>
        </p>
        <div className="mt-4 grid gap-6 lg:grid-cols-2 print:block">
          {view.history.map((row, index) => {
            // An odd count leaves the last chart alone in its row: it takes the row, its values
            // beside it, the chart drawn at the size of the others (its text is not scaled up).
            const lone = view.history.length % 2 === 1 && index === view.history.length - 1;
            return (
              <figure
                key={row.id}
                className={`break-inside-avoid rounded-card border border-steel-200 bg-white p-4 print:mb-4 ${lone ? "lg:col-span-2 lg:grid lg:grid-cols-2 lg:gap-x-6" : ""}`}
              >
                <figcaption className="font-semibold lg:col-span-2">
                  {row.label}
                  {row.unit ? `, ${row.unit}` : ""}
                </figcaption>
                <div>
                  <TrendChart
                    id={`chart-${row.id}`}
                    title={row.label}
                    unit={row.unit}
                    points={row.points}
                    chart={row.chart}
                  />
                  {row.limits ? (
                    <p className="text-xs text-steel-600">Limits: {row.limits.source}</p>
                  ) : null}
                </div>
                {/* Beside a lone chart on a wide screen up to 20 values stand open (by CSS);
                    elsewhere they wait behind "Values" as the other charts' do. */}
                <details
                  className={
                    lone && row.points.length <= 20
                      ? "mt-2 lg:mt-0 lg:[&::details-content]:[content-visibility:visible]"
                      : "mt-2"
                  }
                  open={row.points.length <= 6}
                >
                  <summary
                    className={`cursor-pointer text-sm font-semibold text-navy-700 print:hidden ${lone && row.points.length <= 20 ? "lg:hidden" : ""}`}
                  >
                    Values
                  </summary>
                  {lone ? (
                    // Two tables side by side, newest first, so the values sit beside the chart.
                    <div className="lg:grid lg:grid-cols-2 lg:gap-x-6">
                      <ValuesTable row={row} points={newestHalf(row.points)} />
                      <div className="max-lg:[&_thead]:sr-only">
                        <ValuesTable row={row} points={olderHalf(row.points)} />
                      </div>
                    </div>
                  ) : (
                    <ValuesTable row={row} points={row.points.toReversed()} />
                  )}
                </details>
              </figure>
            );
          })}
        </div>
        {view.history.length === 0 ? (
          <p className="mt-3 text-steel-700">No results are recorded yet.</p>
        ) : null}
      </TitledSection>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 print:block">
        <Block id="samples" title="Samples">
          <ul className="text-sm">
            {view.records.toReversed().map((record) => (
              <li key={record.id} className="border-t border-steel-200 py-1 first:border-0">
                {record.sampledOn}, {labelOf(samplePoints, record.samplePoint).toLowerCase()}
                {record.laboratory ? `, ${record.laboratory}` : ""}
                {record.other.length
                  ? `: ${record.other.map((o) => `${o.name} ${formatNumber(o.value)} ${o.unit}`).join("; ")}`
                  : ""}
              </li>
            ))}
          </ul>
        </Block>
        {/* The samples list is the long one: visits and files share the column beside it. */}
        <div className="flex min-w-0 flex-col gap-6">
          <Block id="visits" title="Service visits">
            {view.visits.length === 0 ? (
              <p className="text-sm text-steel-700">No service visit is recorded for this unit.</p>
            ) : null}
            <ul className="text-sm">
              {view.visits.map((visit) => (
                <li key={visit.reference} className="mb-2">
                  <p className="font-semibold">
                    {visit.reference}: {visit.status}
                    {visit.visitDate
                      ? `, visit ${visit.visitDate}`
                      : `, received ${visit.received}`}
                  </p>
                  {visit.notes.map((note) => (
                    <p key={`${note.at}-${note.note.slice(0, 20)}`} className="text-steel-700">
                      {note.at}: {note.note}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          </Block>
          <Block id="files" title="Files from the laboratory and site">
            {view.files.length === 0 ? (
              <p className="text-sm text-steel-700">No files are attached yet.</p>
            ) : null}
            <ul className="text-sm">
              {view.files.map((file) => (
                <li key={file.id}>
                  <a href={`${unitBase}/files/${file.id}`} className={linkClass}>
                    {file.name}
                  </a>{" "}
                  ({Math.ceil(file.size / 1024)} KB, {file.added})
                </li>
              ))}
            </ul>
          </Block>
        </div>
      </div>
    </>
  );
}

type HistoryRow = UnitView["history"][number];

/** The newer half of a history's values, newest first, and the older half after it. */
const newestHalf = (points: HistoryRow["points"]) =>
  points.toReversed().slice(0, Math.ceil(points.length / 2));
const olderHalf = (points: HistoryRow["points"]) =>
  points.toReversed().slice(Math.ceil(points.length / 2));

/** Values of one parameter, as given (newest first), the table beside or under its chart. */
function ValuesTable({ row, points }: { row: HistoryRow; points: HistoryRow["points"] }) {
  return (
    <>
      {/* The rows' styles are set once on the table: a unit can have hundreds of rows. */}
      <table className="mt-1 w-full text-left text-sm [&_tbody_td]:py-0.5 [&_tbody_td:first-child]:pr-3 [&_tbody_td:last-child]:text-right [&_tbody_td:last-child]:tabular-nums [&_tbody_tr]:border-t [&_tbody_tr]:border-steel-200">
        <thead className="text-steel-700">
          <tr>
            <th scope="col" className="py-0.5 pr-3">
              Sampled
            </th>
            <th scope="col" className="py-0.5 text-right">
              {row.short}
              {row.unit ? `, ${row.unit}` : ""}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <td>{point.date}</td>
              <td>{formatNumber(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
