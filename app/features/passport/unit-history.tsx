/** A unit's history for its owner: a chart and a table per parameter, visits and files. */

import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { formatNumber } from "./format-number.ts";
import { labelOf, samplePoints } from "./options.ts";
import { TrendChart } from "./trend-chart.tsx";
import { Block, linkClass } from "./ui.tsx";
import type { UnitView } from "./unit-page.tsx";

export function UnitHistory({ view, base }: { view: UnitView; base: string }) {
  const unitBase = `${base}/units/${view.unit.asset.id}`;
  const lone = view.history.length % 2 === 1;
  // A few values each are shown with their charts; with more, every table waits to be opened.
  const valuesOpen = view.history.every((row) => row.points.length <= 6);
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
        <div className="mt-4 grid gap-6 lg:grid-cols-2 print:grid-cols-2 print:gap-4">
          {view.history.map((row, index) => (
            <figure
              key={row.id}
              className={`flex min-w-0 flex-col break-inside-avoid rounded-card border border-steel-200 bg-white p-4 ${
                // An odd count leaves the last card alone in its row: on screen centred, at the
                // others' width (loneClass).
                lone && index === view.history.length - 1 ? loneClass : ""
              }`}
            >
              <figcaption className="font-semibold">
                {row.label}
                {row.unit ? `, ${row.unit}` : ""}
              </figcaption>
              <TrendChart
                id={`chart-${row.id}`}
                title={row.label}
                unit={row.unit}
                points={row.points}
                chart={row.chart}
              />
              {row.limits ? (
                <p className="text-xs text-steel-600">
                  {row.limits.caption}: {row.limits.source}
                </p>
              ) : null}
              {/* Every card's values stand open, or every card's wait behind "Values": cards
                  side by side stay alike. Each is named for its parameter ("Values: Hydrogen
                  (H₂)"): thirteen disclosures all named "Values" could not be told apart. */}
              <details className="mt-auto pt-2" open={valuesOpen}>
                <summary
                  aria-label={`Values: ${row.label}`}
                  className="cursor-pointer text-sm font-semibold text-navy-700 print:hidden"
                >
                  Values
                </summary>
                <ValuesTable row={row} points={row.points.toReversed()} />
              </details>
            </figure>
          ))}
        </div>
        {view.history.length === 0 ? (
          <p className="mt-3 text-steel-700">No results are recorded yet.</p>
        ) : null}
      </TitledSection>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 print:mt-6 print:grid-cols-1">
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

// On paper the last card keeps its place on the left, as a document reads; on a wide screen it
// stands centred under the pairs.
const loneClass =
  "lg:col-span-2 lg:w-[calc(50%-0.75rem)] lg:justify-self-center print:col-span-1 print:w-auto print:justify-self-stretch";

/** Values of one parameter, as given (newest first), the table beside or under its chart. */
function ValuesTable({ row, points }: { row: HistoryRow; points: HistoryRow["points"] }) {
  return (
    <>
      {/* The rows' styles are set once on the table: a unit can have hundreds of rows. */}
      <table className="mt-1 w-full text-left text-sm [&_tbody_td]:py-0.5 [&_tbody_td:first-child]:pr-3 [&_tbody_td:last-child]:text-right [&_tbody_td:last-child]:tabular-nums [&_tbody_tr]:border-t [&_tbody_tr]:border-steel-200">
        <thead className="text-steel-700">
          <ColumnHeads
            className="py-0.5 pr-3"
            columns={[
              "Sampled",
              {
                label: `${row.short}${row.unit ? `, ${row.unit}` : ""}`,
                className: "py-0.5 text-right",
              },
            ]}
          />
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
