/**
 * The reading's gas tables: each gas against its typical value, the IEEE percentiles and the
 * detection limit; the rates of increase; and, with three samples or more, the samples side by
 * side. Everything shown comes from interpret(); nothing is judged here.
 */
import { formatValue, type Interpretation } from "./interpret.ts";
import { Chip } from "./reading-chip.tsx";
import { gasSymbols } from "./report.ts";
import type { DatedGases } from "./series.ts";

const cell = "py-1.5 pr-3";

/** The head of the two gas tables: the gas, its figure in `unit`, the typical value, the verdict. */
function GasTableHead({ unit }: { unit: string }) {
  return (
    <thead className="text-steel-700">
      <tr>
        <th scope="col" className={`${cell} font-semibold`}>
          Gas
        </th>
        <th scope="col" className={`${cell} text-right font-semibold`}>
          {unit}
        </th>
        <th scope="col" className={`${cell} text-right font-semibold`}>
          Typical
        </th>
        <th scope="col" className="py-1.5 font-semibold">
          <span className="sr-only">Judgement</span>
        </th>
      </tr>
    </thead>
  );
}

/** A gas table row's heading: the gas's symbol, its name on the abbreviation. */
function GasHead({ gas, name }: { gas: keyof typeof gasSymbols; name: string }) {
  return (
    <th scope="row" className={`${cell} font-semibold text-navy-950`}>
      <abbr title={name} className="no-underline">
        {gasSymbols[gas]}
      </abbr>
    </th>
  );
}

export function Gases({ result }: { result: Interpretation }) {
  const { gases, rates } = result;
  if (gases.length === 0) return <p className="text-steel-700">No dissolved gas was entered.</p>;
  if (result.equipment.samplePoint === "oltc") {
    return (
      <>
        <p className="text-sm text-steel-700">
          An OLTC compartment's gases come from the tap changer's own switching, so they are not
          judged against the main tank's typical values or rates; Triangle 2 above reads them.
        </p>
        <dl className="mt-3 grid max-w-md grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          {gases.map((check) => (
            <div key={check.gas} className="flex justify-between gap-2 border-b border-steel-200">
              <dt className="text-steel-700">{gasSymbols[check.gas]}</dt>
              <dd className="text-navy-950 tabular-nums">{formatValue(check.value)} µL/L</dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  return (
    <>
      {/* On paper it may run on to the next page (its head repeats): kept whole, it left a third
          of a page empty before it. */}
      <table className="w-full max-w-xl text-left text-sm">
        <caption className="sr-only">
          Each gas against its typical value, IEC 60599:2022 Table A.1
        </caption>
        <GasTableHead unit="µL/L" />
        <tbody>
          {gases.map((check) => (
            <tr key={check.gas} className="border-t border-steel-200">
              <GasHead gas={check.gas} name={check.name} />
              <td className={`${cell} text-right text-navy-950 tabular-nums`}>
                {formatValue(check.value)}
              </td>
              <td className={`${cell} text-right text-steel-700 tabular-nums`}>
                {formatValue(check.typical)}
                <span className="block text-xs">
                  range {formatValue(check.typicalRange[0])}–{formatValue(check.typicalRange[1])}
                </span>
              </td>
              <td className="py-1.5 text-right">
                {!check.detected ? (
                  <Chip tone="neutral">Not detected</Chip>
                ) : check.level.status === "extreme" ? (
                  <Chip tone="poor">Ten times the 95th percentile</Chip>
                ) : check.level.status === 3 ? (
                  <Chip tone="poor">Above 95th percentile</Chip>
                ) : check.above ? (
                  <Chip tone="fair">Above typical</Chip>
                ) : check.level.status === 2 ? (
                  <Chip tone="fair">Above 90th percentile</Chip>
                ) : (
                  <Chip tone="good">Within</Chip>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-steel-600">
        {gases[0]?.source}. Percentiles: IEEE C57.104-2019 Tables 1 and 2 (age unknown). Detection
        limits: IEC 60567:2011. Values in µL/L, the same as ppm by volume.
      </p>

      <h4 className="mt-5 font-semibold text-navy-950">Rates of increase</h4>
      {rates.kind === "rates" ? (
        <>
          <p className="mt-1 text-sm text-steel-700">
            From {rates.from} to {rates.to}: {rates.days} days, {rates.samples} samples
            {rates.samples > 2 ? ", rates fitted by least squares" : ""}. A change within the
            laboratory's scatter (15 % of the value, at least twice the detection limit) is not
            counted as a rise.
          </p>
          <table className="mt-2 w-full max-w-xl text-left text-sm break-inside-avoid">
            <caption className="sr-only">
              How fast each gas rises, against the typical rates of IEC 60599:2022 Table A.2
            </caption>
            <GasTableHead unit="µL/L a year" />
            <tbody>
              {rates.items.map((item) => (
                <tr key={item.gas} className="border-t border-steel-200">
                  <GasHead gas={item.gas} name={item.name} />
                  <td className={`${cell} text-right text-navy-950 tabular-nums`}>
                    {formatValue(item.perYear).replace(/^-/, "−")}
                    <span className="block text-xs text-steel-600">
                      {formatValue(item.earlier)} → {formatValue(item.current)}
                    </span>
                  </td>
                  <td className={`${cell} text-right text-steel-700 tabular-nums`}>
                    {formatValue(item.typicalRate)}
                  </td>
                  <td className="py-1.5 text-right">
                    {item.exceeded ? (
                      <Chip tone="fair">Faster</Chip>
                    ) : !item.significant ? (
                      <Chip tone="neutral">Within lab scatter</Chip>
                    ) : (
                      <Chip tone="good">Within</Chip>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rates.items
            .filter((item) => item.outlier)
            .map((item) => (
              <p key={item.gas} className="mt-2 text-sm text-steel-700">
                {gasSymbols[item.gas]} of {item.outlier?.sampleDate} (
                {formatValue(item.outlier?.value ?? 0)} µL/L) lies off the trend of the other
                samples (about {formatValue(item.outlier?.expected ?? 0)} µL/L): confirm it before
                trusting the rate; a rise that rests on it alone is not counted.
              </p>
            ))}
          {rates.samples > 2 ? <Trend series={rates.series} /> : null}
          {rates.note ? <p className="mt-2 text-sm text-steel-700">{rates.note}</p> : null}
          <p className="mt-2 text-xs text-steel-600">{rates.items[0]?.source}.</p>
        </>
      ) : (
        <p className="mt-1 text-sm text-steel-700">
          {rates.kind === "none" ? rates.reason : rates.message}
        </p>
      )}
    </>
  );
}

const trendGases = ["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2"] as const;

/**
 * The samples side by side, oldest first: the trend the rates are fitted to. On a phone each
 * sample is a short list of its own, so nothing in the reading scrolls sideways.
 */
function Trend({ series }: { series: DatedGases[] }) {
  const shown = trendGases.filter((gas) =>
    series.some((sample) => sample.gases[gas] !== undefined),
  );
  return (
    <div className="mt-3">
      <div className="sm:hidden print:hidden">
        <p className="font-semibold text-navy-950">The samples, oldest first (µL/L)</p>
        <ul className="mt-2 flex flex-col gap-2">
          {series.map((sample) => (
            <li key={sample.sampleDate} className="rounded-md border border-steel-200 p-3">
              <p className="font-semibold text-navy-950 tabular-nums">{sample.sampleDate}</p>
              <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm">
                {shown.map((gas) => (
                  <div key={gas} className="flex justify-between gap-2">
                    <dt className="text-steel-700">{gasSymbols[gas]}</dt>
                    <dd className="text-navy-950 tabular-nums">
                      {sample.gases[gas] === undefined ? "–" : formatValue(sample.gases[gas])}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <table className="hidden w-full text-left text-sm break-inside-avoid sm:table print:table">
        <caption className="text-left font-semibold text-navy-950">
          The samples, oldest first (µL/L)
        </caption>
        <thead className="text-steel-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Date
            </th>
            {shown.map((gas) => (
              <th key={gas} scope="col" className={`${cell} text-right font-semibold`}>
                {gasSymbols[gas]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((sample) => (
            <tr key={sample.sampleDate} className="border-t border-steel-200">
              <th scope="row" className={`${cell} font-semibold text-navy-950 tabular-nums`}>
                {sample.sampleDate}
              </th>
              {shown.map((gas) => {
                const value = sample.gases[gas];
                return (
                  <td key={gas} className={`${cell} text-right text-navy-950 tabular-nums`}>
                    {value === undefined ? "–" : formatValue(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
