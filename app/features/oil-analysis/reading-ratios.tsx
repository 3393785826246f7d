/**
 * The reading's IEC 60599 ratio method, and the other ratios: CO₂/CO, O₂/N₂, C₂H₂/H₂ and the paper's
 * DP from 2-FAL. Everything shown comes from interpret(); nothing is judged here.
 */
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { formatValue, type Interpretation } from "./interpret.ts";
import { conditionText, ratioTable } from "./ratios.ts";

const ratioNames = [
  ["c2h2C2h4", "C₂H₂/C₂H₄"],
  ["ch4H2", "CH₄/H₂"],
  ["c2h4C2h6", "C₂H₄/C₂H₆"],
] as const;

export function Ratios({ result }: { result: Interpretation }) {
  const { ratios } = result;
  if (ratios.kind === "notEnoughGas")
    return (
      <p className="text-steel-700">
        <strong className="font-semibold text-navy-950">Not enough gas to interpret. </strong>
        {ratios.reason}
      </p>
    );
  const row = ratios.case ? ratioTable.find((entry) => entry.case === ratios.case) : undefined;
  return (
    <>
      <p className="font-semibold text-navy-950">
        {ratios.case ? `${ratios.case}: ${ratios.name}` : ratios.name}
      </p>
      <table className="mt-3 w-full max-w-xl text-left text-sm">
        <caption className="sr-only">IEC 60599 basic gas ratios</caption>
        <thead className="text-steel-700">
          <ColumnHeads
            className="py-1.5 pr-3 font-semibold"
            columns={[
              "Ratio",
              { label: "Value", className: "py-1.5 pr-3 text-right font-semibold" },
              ...(row
                ? [{ label: `Table 1 range for ${row.case}`, className: "py-1.5 font-semibold" }]
                : []),
            ]}
          />
        </thead>
        <tbody>
          {ratioNames.map(([key, label]) => (
            <tr key={key} className="border-t border-steel-200">
              <th scope="row" className="py-1.5 pr-3 font-semibold text-navy-950">
                {label}
              </th>
              <td className="py-1.5 pr-3 text-right text-navy-950 tabular-nums">
                {formatValue(ratios.ratios[key])}
              </td>
              {row ? <td className="py-1.5 text-steel-700">{conditionText(row[key])}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {ratios.alsoMatches.length ? (
        <p className="mt-2 text-sm text-steel-700">
          The ratios also meet the row{ratios.alsoMatches.length > 1 ? "s" : ""} for{" "}
          {ratios.alsoMatches.join(", ")}.
        </p>
      ) : null}
      {ratios.note ? <p className="mt-2 text-sm text-steel-700">{ratios.note}</p> : null}
      <p className="mt-2 text-xs text-steel-600">{ratios.source}.</p>
    </>
  );
}

export function OtherRatios({ result }: { result: Interpretation }) {
  const { co2co, oxygenNitrogen, oltcLeak, paper } = result;
  return (
    <dl className="flex flex-col gap-3 text-sm">
      {paper ? (
        <div>
          <dt className="font-semibold text-navy-950">
            2-FAL = {formatValue(paper.furanMgKg)} mg/kg
            {paper.dp !== undefined ? `, DP about ${Math.round(paper.dp)}` : ""}
          </dt>
          <dd className="mt-0.5 text-steel-700">
            {paper.text} ({paper.source})
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold text-navy-950">
          CO₂/CO{co2co.kind === "ratio" ? ` = ${formatValue(co2co.value)}` : ""}
        </dt>
        <dd className="mt-0.5 text-steel-700">
          {co2co.kind === "ratio" ? `${co2co.text} (${co2co.source})` : co2co.reason}
        </dd>
      </div>
      {oxygenNitrogen ? (
        <div>
          <dt className="font-semibold text-navy-950">
            O₂/N₂ = {formatValue(oxygenNitrogen.value)}
          </dt>
          <dd className="mt-0.5 text-steel-700">
            {oxygenNitrogen.text} ({oxygenNitrogen.source})
          </dd>
        </div>
      ) : null}
      {oltcLeak ? (
        <div>
          <dt className="font-semibold text-navy-950">C₂H₂/H₂ = {formatValue(oltcLeak.value)}</dt>
          <dd className="mt-0.5 text-steel-700">
            {oltcLeak.suspected
              ? "Above 2: oil or gas from the OLTC compartment may be reaching the main tank."
              : "2 or below: no sign of oil from the OLTC compartment reaching the main tank."}{" "}
            ({oltcLeak.source})
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
