/**
 * Rates of increase from two or more dated analyses of one unit: a least-squares line through
 * each gas's values, in µL/L per year, judged against the IEC 60599 typical rates. A rate counts
 * only when the change it describes over the whole span is more than the laboratory's scatter
 * (gas-levels.ts), so 3.0 → 3.1 µL/L of C₂H₂ in a year is noise, not a rising gas.
 *
 * With three or more samples, one earlier sample far off the line (more than the laboratory's
 * scatter) is named, and the rate must also hold without it before it counts: a single doubtful
 * analysis cannot raise the alarm on its own. The latest sample is never set aside; if it is
 * doubtful, the answer is a new sample.
 */

import { dayNumber } from "#app/lib/calendar-day.ts";
import { minimumSignificantChange } from "./gas-levels.ts";
import { type Gas, gasNames, gasOrder, typicalRate } from "./typical-gases.ts";

export interface DatedGases {
  sampleDate: string;
  gases: Partial<Record<Gas, number | undefined>>;
}

export interface RateCheck {
  gas: Gas;
  name: string;
  /** The first and the latest value used. */
  earlier: number;
  current: number;
  samples: number;
  perYear: number;
  /** The change the fitted line describes from the first to the latest sample. */
  fittedChange: number;
  minimumChange: number;
  /** The fitted change is more than the laboratory's scatter. */
  significant: boolean;
  typicalRate: number;
  typicalRange: readonly [number, number];
  /** Significant, and faster than the typical rate (also without a doubtful sample). */
  exceeded: boolean;
  outlier?: { sampleDate: string; value: number; expected: number };
  source: string;
}

/**
 * Rising beyond the top of the IEC 60599:2022 Table A.2 typical range (µL/L a year), not only past
 * its low end, with the change beyond the laboratory's scatter: what "Act now" on a rise asks
 * for. Between the low end and the top a rise is real but within what 90 % of some networks'
 * units show; it calls for a prompt resample, not for a decision on service.
 */
export function risingPastTypicalRange(rate: RateCheck | undefined): boolean {
  return rate?.exceeded === true && rate.perYear > rate.typicalRange[1];
}

export type RatesResult =
  | { kind: "none"; reason: string }
  | { kind: "error"; message: string }
  | {
      kind: "rates";
      days: number;
      from: string;
      to: string;
      samples: number;
      items: RateCheck[];
      /** Every sample in date order, for the trend table. */
      series: DatedGases[];
      note?: string;
    };

/** 365.25 days a year, so that rates over several years are not skewed by leap days. */
const daysPerYear = 365.25;

export interface Line {
  slope: number;
  intercept: number;
}

/** The least-squares line through the points (x in days, y in µL/L). */
export function leastSquares(points: readonly { x: number; y: number }[]): Line {
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const { x, y } of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  return { slope, intercept: meanY - slope * meanX };
}

interface Point {
  x: number;
  y: number;
  date: string;
}

function rateOf(gas: Gas, points: Point[], oltcCommonTank: boolean): RateCheck {
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  const span = last.x - first.x;
  const line = leastSquares(points);
  const fittedChange = line.slope * span;
  const minimumChange = minimumSignificantChange(gas, first.y, last.y);
  const typical = typicalRate(gas, oltcCommonTank);
  const perYear = line.slope * daysPerYear;
  const fast = (slope: number, change: number) =>
    Math.abs(change) > minimumChange && slope * daysPerYear > typical.value;

  let outlier: RateCheck["outlier"];
  let holdsWithout = true;
  if (points.length >= 3) {
    const earlierPoints = points.slice(0, -1);
    const worst = earlierPoints
      .map((point) => ({ point, off: point.y - (line.intercept + line.slope * point.x) }))
      .sort((a, b) => Math.abs(b.off) - Math.abs(a.off))[0];
    if (
      worst &&
      Math.abs(worst.off) > minimumSignificantChange(gas, worst.point.y, worst.point.y - worst.off)
    ) {
      outlier = {
        sampleDate: worst.point.date,
        value: worst.point.y,
        expected: worst.point.y - worst.off,
      };
      const rest = points.filter((point) => point !== worst.point);
      const restLine = leastSquares(rest);
      const restSpan = (rest[rest.length - 1] as Point).x - (rest[0] as Point).x;
      holdsWithout = fast(restLine.slope, restLine.slope * restSpan);
    }
  }
  return {
    gas,
    name: gasNames[gas],
    earlier: first.y,
    current: last.y,
    samples: points.length,
    perYear,
    fittedChange,
    minimumChange,
    significant: Math.abs(fittedChange) > minimumChange,
    typicalRate: typical.value,
    typicalRange: typical.range,
    exceeded: fast(line.slope, fittedChange) && holdsWithout,
    ...(outlier ? { outlier } : {}),
    source: typical.source,
  };
}

/**
 * The rates of every gas measured in at least two of the samples. Samples are sorted by date;
 * two on the same day are refused, as they give no rate.
 */
export function fitRates(samples: readonly DatedGases[], oltcCommonTank: boolean): RatesResult {
  if (samples.length < 2) {
    return {
      kind: "none",
      reason: "Enter an earlier DGA with its date to see how fast each gas is rising.",
    };
  }
  const dated = samples.map((sample) => ({ sample, day: dayNumber(sample.sampleDate) }));
  if (dated.some((entry) => entry.day === undefined)) {
    return { kind: "error", message: "Every sample needs a date to work out rates of increase." };
  }
  dated.sort((a, b) => (a.day as number) - (b.day as number));
  const days = dated.map((entry) => entry.day as number);
  if (new Set(days).size !== days.length) {
    return { kind: "error", message: "Two samples carry the same date; each needs its own date." };
  }
  const items: RateCheck[] = [];
  for (const gas of gasOrder) {
    const points: Point[] = [];
    for (const { sample, day } of dated) {
      const value = sample.gases[gas];
      if (value !== undefined) points.push({ x: day as number, y: value, date: sample.sampleDate });
    }
    if (points.length >= 2) items.push(rateOf(gas, points, oltcCommonTank));
  }
  const first = dated[0] as (typeof dated)[number];
  const last = dated[dated.length - 1] as (typeof dated)[number];
  const span = (last.day as number) - (first.day as number);
  return {
    kind: "rates",
    days: span,
    from: first.sample.sampleDate,
    to: last.sample.sampleDate,
    samples: dated.length,
    items,
    series: dated.map((entry) => entry.sample),
    ...(span < 30
      ? {
          note: "The samples span less than 30 days: small measurement differences become large yearly rates. Confirm with a later sample.",
        }
      : {}),
  };
}
