/**
 * One unit for its owner: nameplate, condition and advice, the gases' rates, each parameter's
 * history as a chart and a table, the Duval trail, service visits and files. Prints on A4.
 */
import { Link } from "react-router";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { ConditionBadge } from "./condition-badge.tsx";
import { DueDate } from "./due-date.tsx";
import { DuvalTrail } from "./duval-trail.tsx";
import type { unitData } from "./fleet.server.ts";
import { formatNumber } from "./format-number.ts";
import {
  assetKinds,
  coolingOptions,
  iecCategories,
  labelOf,
  oilTypes,
  testTypes,
} from "./options.ts";
import { rateWords } from "./rate-words.ts";
import { Block, linkClass } from "./ui.tsx";
import { UnitHistory } from "./unit-history.tsx";
import { UnitReports } from "./unit-reports.tsx";

export type UnitView = Awaited<ReturnType<typeof unitData>>;

export function UnitPage({
  view,
  base,
  customer,
}: {
  view: UnitView;
  base: string;
  customer: string;
}) {
  const { unit } = view;
  const asset = unit.asset;
  const otherFindings = unit.findings.filter((finding) => finding !== unit.judgement.reason);
  const nameplate: [string, string][] = [
    ["Kind", labelOf(assetKinds, asset.kind)],
    ["Make and serial", [asset.make, asset.serial].filter(Boolean).join(", ")],
    ["Year", asset.year ? String(asset.year) : "—"],
    ["Rating", asset.rating === null ? "—" : `${formatNumber(asset.rating)} ${asset.rating_unit}`],
    [
      "Voltages",
      asset.hv_kv && asset.lv_kv
        ? `${formatNumber(asset.hv_kv)}/${formatNumber(asset.lv_kv)} kV`
        : "—",
    ],
    ["Vector group", asset.vector_group ?? "—"],
    ["Cooling", labelOf(coolingOptions, asset.cooling) || "—"],
    [
      "Insulating liquid",
      `${labelOf(oilTypes, asset.oil_type)}${asset.oil_volume_l ? `, ${formatNumber(asset.oil_volume_l)} L` : ""}`,
    ],
    [
      "OLTC",
      asset.oltc_make ? [asset.oltc_make, asset.oltc_type].filter(Boolean).join(" ") : "None",
    ],
    ["IEC 60422 category", labelOf(iecCategories, asset.iec_category)],
  ];
  return (
    <div className="page-x py-8 lg:py-12 print:py-0">
      <p className="text-sm print:hidden">
        <Link to={base} className={linkClass}>
          All units of {customer}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{asset.tag}</h1>
      <p className="mt-1 text-steel-700">{customer}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 print:grid-cols-2">
        <Block id="condition" title="Condition now">
          <p className="flex flex-wrap items-start gap-2 text-sm">
            <ConditionBadge condition={view.records.length ? unit.judgement.condition : null} />
            <span>{unit.judgement.reason}</span>
          </p>
          {/* The headline reason is the first finding: shown once, beside the badge. */}
          {otherFindings.length ? (
            <ul className="mt-3 list-disc pl-5 text-sm">
              {otherFindings.map((finding) => (
                <li key={finding}>{finding}</li>
              ))}
            </ul>
          ) : null}
          {unit.nextSteps.length ? (
            <>
              <h3 className="mt-3 text-sm font-semibold">What we advise</h3>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {unit.nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className="mt-3 text-sm font-semibold">Due next</h3>
          <ul className="mt-1 text-sm">
            {unit.due.map((row) => (
              <li key={row.testType}>
                {labelOf(testTypes, row.testType)}: by{" "}
                <DueDate dueOn={row.dueOn} today={view.today} />
              </li>
            ))}
            {unit.due.length === 0 ? (
              <li>Nothing scheduled; electrical tests are done at shutdowns.</li>
            ) : null}
          </ul>
        </Block>
        <Block id="nameplate" title="Nameplate">
          <dl className="grid grid-cols-[9rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {nameplate.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-steel-700">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Block>
      </div>
      <UnitReports reports={view.reports} />
      <Block id="rates" title="Gas rates per year" className="mt-6">
        {unit.rates.length ? (
          <table className="w-full text-left text-sm">
            <caption className="text-left text-xs text-steel-600">
              Least-squares line through every main-tank sample, against the typical rates of IEC
              60599:2022 Table A.2.
            </caption>
            <thead className="text-steel-700">
              <ColumnHeads
                className="py-1 pr-3"
                columns={[
                  "Gas",
                  { label: "Rate, µL/L per year", className: "py-1 pr-3 text-right" },
                  { label: "Typical", className: "py-1 pr-3 text-right" },
                  { label: "Reading", className: "py-1" },
                ]}
              />
            </thead>
            <tbody>
              {unit.rates.map((rate) => (
                <tr key={rate.gas} className="border-t border-steel-200">
                  <td className="py-1 pr-3">{rate.name}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {formatNumber(Math.round(rate.perYear * 10) / 10 + 0)}
                  </td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {formatNumber(rate.typicalRate)}
                  </td>
                  <td className="py-1">
                    {rateWords(rate)} ({rate.samples} samples)
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-steel-700">
            {unit.rateNote ?? "Rates need at least two dated DGA samples."}
          </p>
        )}
      </Block>
      <Block id="duval" title="Duval Triangle 1, sample by sample" className="mt-6">
        <DuvalTrail trail={unit.duval} />
      </Block>
      <UnitHistory view={view} base={base} />
    </div>
  );
}
