/**
 * The rental fleet on /transformer/rental, rendered for each request so it is current without
 * JavaScript: every unit with its nameplate data, where it stands and whether it is free, and a
 * "Request this unit" link on each free one. Below 640 px each row is a card. On paper the
 * link goes, and a unit number or a figure with its unit never breaks (`nowrap` below).
 */
import { Link } from "react-router";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { CallDeskLink } from "#app/ui/call-desk-link.tsx";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { mountingWords } from "./unit-schema.ts";

export type FleetRow = {
  unitId: string;
  ratingKva: number;
  hvKv: number;
  lvKv: number;
  vectorGroup: string;
  cooling: string;
  mounting: "trailer" | "skid";
  location: string;
  status: "available" | "on-hire" | "maintenance";
  /** "12 Dec 2026" while on hire. */
  until: string | null;
};

const statusClass = {
  available: "border-success-700/40 bg-success-100 text-success-700",
  "on-hire": "border-amber-800/40 bg-amber-100 text-amber-800",
  maintenance: "border-steel-300 bg-paper text-steel-800",
};

function statusText(row: FleetRow) {
  if (row.status === "available") return "Available now";
  if (row.status === "on-hire") return row.until ? `On hire until ${row.until}` : "On hire";
  return "In maintenance";
}

/** A breakdown request with the rental unit wanted written in. */
const rentalRequest = (unit: string) =>
  `/service-request?${new URLSearchParams({
    urgency: "breakdown",
    description: `Rental unit wanted: ${unit}. Site, date and hours needed: `,
  })}`;

/** The request an empty list offers: any unit that fits. */
const rentalRequestHref = rentalRequest("rating, voltages and vector group needed");

/** The service request a free unit's link opens: a breakdown, with the unit written in. */
export function requestHref(row: FleetRow): string {
  return rentalRequest(
    `${row.unitId}, ${row.ratingKva} kVA, ${row.hvKv}/${row.lvKv} kV, ${row.vectorGroup}, ${row.cooling}, on a ${row.mounting}`,
  );
}

const cell =
  "px-3 py-2.5 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 print:px-2 print:py-1.5";
/** A unit number, "1000 kVA" or "11 / 0.433 kV" is read as one: kept on one line from 640 px. */
const nowrap = "sm:whitespace-nowrap";
const label =
  "max-sm:before:font-semibold max-sm:before:text-steel-700 max-sm:before:content-[attr(data-label)]";

export function FleetTable({ rows, asOf }: { rows: FleetRow[]; asOf: string }) {
  const free = rows.filter((row) => row.status === "available").length;
  return (
    <section
      aria-labelledby="fleet-now-heading"
      // With no units listed it is a short notice: a centred column, not a half-empty band.
      className={`page-x py-12 lg:py-16 ${rows.length === 0 ? "text-center" : ""}`}
    >
      <h2 id="fleet-now-heading" className="text-2xl font-semibold sm:text-3xl">
        The fleet as of {asOf}
      </h2>
      <p className={`mt-2 max-w-prose text-steel-700 ${rows.length === 0 ? "mx-auto" : ""}`}>
        {rows.length === 0
          ? "The fleet list is being updated. Call the breakdown desk, at any hour, for the units free today, or send a request and we call you back."
          : `${free} of ${rows.length} units free now. This list is read from our yard register each time the page opens; a unit marked on hire disappears from the free ones at once.`}
      </p>
      {rows.length === 0 ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-4 print:hidden">
          <CallDeskLink className="inline-flex min-h-12 items-center gap-2 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700" />
          <ButtonLink to={rentalRequestHref} tone="outline">
            Ask for a rental unit
          </ButtonLink>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <table className="mt-6 w-full border-collapse text-sm max-sm:block">
          <caption className="sr-only">Rental transformers and their availability</caption>
          <thead className="max-sm:sr-only">
            <ColumnHeads
              rowClassName="border-b border-steel-300 bg-navy-50 text-left text-xs text-steel-700 uppercase"
              className="px-3 py-2 font-semibold"
              columns={[
                "Unit",
                "Rating",
                "HV / LV",
                "Vector group",
                "Cooling",
                "Mounting",
                "Where",
                "Availability",
              ]}
            />
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
            {rows.map((row) => (
              <tr
                key={row.unitId}
                data-testid="fleet-unit"
                className="border-b border-steel-200 align-top max-sm:block max-sm:rounded-card max-sm:border max-sm:bg-white max-sm:p-4"
              >
                <th
                  scope="row"
                  className={`${cell} ${nowrap} text-left font-semibold text-navy-950 max-sm:text-base`}
                >
                  {row.unitId}
                </th>
                <td className={`${cell} ${label} ${nowrap}`} data-label="Rating">
                  {row.ratingKva} kVA
                </td>
                <td className={`${cell} ${label} ${nowrap}`} data-label="HV / LV">
                  {row.hvKv} / {row.lvKv} kV
                </td>
                <td className={`${cell} ${label}`} data-label="Vector group">
                  {row.vectorGroup}
                </td>
                <td className={`${cell} ${label}`} data-label="Cooling">
                  {row.cooling}
                </td>
                <td className={`${cell} ${label}`} data-label="Mounting">
                  {mountingWords[row.mounting]}
                </td>
                <td className={`${cell} ${label}`} data-label="Where">
                  {row.location}
                </td>
                <td className={`${cell} max-sm:mt-2 max-sm:flex-wrap`}>
                  <span
                    className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusClass[row.status]}`}
                  >
                    {statusText(row)}
                  </span>
                  {row.status === "available" ? (
                    <Link
                      to={requestHref(row)}
                      className="mt-1 block font-semibold text-navy-700 underline underline-offset-4 max-sm:mt-0 print:hidden"
                      aria-label={`Request this unit, ${row.unitId}`}
                    >
                      Request this unit
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
