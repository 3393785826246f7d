/**
 * Exact arithmetic on the digits a laboratory reports, so that a sample on a zone boundary or a
 * ratio limit lands on the same side whatever its scale: 34.3 and 0.7 µL/L are exactly 98 % and
 * 2 %, as 98 and 2 are, and as 0.098 and 0.002 are.
 *
 * A value arrives as a JavaScript number parsed from the typed text. `String(value)` gives the
 * shortest decimal that reads back as the same number, which is the decimal typed for anything up
 * to 15 significant digits (far more than any gas chromatograph reports). That decimal is turned
 * into an integer and a power of ten, and shares are compared by cross-multiplying integers.
 */

/** A non-negative decimal as digits × 10^exponent: 34.3 is 343 × 10⁻¹. */
export interface Scaled {
  digits: bigint;
  exponent: number;
}

const decimal = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

export function scaledOf(value: number): Scaled {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`Not a finite value of zero or more: ${value}`);
  }
  const match = decimal.exec(String(value));
  if (!match) throw new RangeError(`Unexpected number text: ${String(value)}`);
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  const exponent = Number(match[3] ?? "0") - fraction.length;
  return { digits: BigInt(whole + fraction), exponent };
}

/** The values as integers on one scale (the finest of their exponents). */
export function onCommonScale(values: readonly number[]): bigint[] {
  const scaled = values.map(scaledOf);
  const finest = Math.min(...scaled.map((entry) => entry.exponent));
  return scaled.map((entry) => entry.digits * 10n ** BigInt(entry.exponent - finest));
}

/** −1, 0 or 1 as a·10^x compares with b·10^y. */
function compareScaled(a: Scaled, b: Scaled): -1 | 0 | 1 {
  const finest = Math.min(a.exponent, b.exponent);
  const left = a.digits * 10n ** BigInt(a.exponent - finest);
  const right = b.digits * 10n ** BigInt(b.exponent - finest);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * −1, 0 or 1 as numerator/denominator compares with `limit`, exactly. A positive numerator over
 * a zero denominator is larger than every limit; 0/0 is read as 0 (neither gas was found, so the
 * numerator gas is not present in any proportion).
 */
export function compareRatio(numerator: number, denominator: number, limit: number): -1 | 0 | 1 {
  const n = scaledOf(numerator);
  const d = scaledOf(denominator);
  const l = scaledOf(limit);
  if (d.digits === 0n) return n.digits === 0n ? compareScaled(n, l) : 1;
  // n/d ? l  ⇔  n ? l·d (d > 0)
  return compareScaled(n, { digits: l.digits * d.digits, exponent: l.exponent + d.exponent });
}

/** −1, 0 or 1 as the share part/total (in %) compares with `percent`, exactly. */
export function comparePercent(part: bigint, total: bigint, percent: number): -1 | 0 | 1 {
  const p = scaledOf(percent);
  // part·100 / total ? p·10^e  ⇔  part·100·10^(−e) ? p·total  (for e < 0)
  const left = part * 100n * (p.exponent < 0 ? 10n ** BigInt(-p.exponent) : 1n);
  const right = p.digits * total * (p.exponent > 0 ? 10n ** BigInt(p.exponent) : 1n);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * One inequality of a zone: the share of a gas in the method's sum is at least (">=") or below
 * ("<") a percentage. Every boundary of the IEEE C57.104-2019 Table 6 zones is written this way.
 */
export type Bound<G extends string> = readonly [gas: G, op: ">=" | "<", percent: number];

/** A zone: any one of the alternatives, each a list of bounds that must all hold. */
export interface ZoneRule<G extends string, Z extends string> {
  zone: Z;
  when: readonly (readonly Bound<G>[])[];
}

/**
 * The first zone whose rule holds for the gases, tested in the given order, or the fallback.
 * `gases` are concentrations (any scale) or percentages; only their proportions count.
 */
export function zoneOf<G extends string, Z extends string>(
  rules: readonly ZoneRule<G, Z>[],
  fallback: Z,
  gases: Record<G, number>,
): Z {
  const names = Object.keys(gases) as G[];
  const integers = onCommonScale(names.map((gas) => gases[gas]));
  const total = integers.reduce((sum, value) => sum + value, 0n);
  if (total === 0n) throw new RangeError("A zone needs at least one gas above zero");
  const share = new Map(names.map((gas, index) => [gas, integers[index] ?? 0n]));
  const holds = ([gas, op, percent]: Bound<G>) => {
    const sign = comparePercent(share.get(gas) ?? 0n, total, percent);
    return op === ">=" ? sign >= 0 : sign < 0;
  };
  return rules.find((rule) => rule.when.some((bounds) => bounds.every(holds)))?.zone ?? fallback;
}
