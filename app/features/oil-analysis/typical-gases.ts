/**
 * Dissolved gases: IEC 60599:2022 Annex A, Table A.1 (ranges of 90 % typical concentrations in
 * power transformers) and Table A.2 (ranges of 90 % typical rates of increase), and the O₂/N₂
 * reading. IS 10593:2018 is IEC 60599:2015 adopted by BIS; as far as we know Annex A did not change
 * between 2015 and 2022 (less sure), so a report quoting IS 10593 should show the same figures.
 *
 * These numbers come from the published tables as we know them, not from a licensed copy read
 * while writing this file; where we are less sure of a number, the comment beside it says so.
 */

export type Gas = "h2" | "ch4" | "c2h6" | "c2h4" | "c2h2" | "co" | "co2";
export const gasOrder: readonly Gas[] = ["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2"];
export const faultGases: readonly Gas[] = ["h2", "ch4", "c2h6", "c2h4", "c2h2"];

export const gasNames: Record<Gas | "o2" | "n2", string> = {
  h2: "Hydrogen (H₂)",
  ch4: "Methane (CH₄)",
  c2h6: "Ethane (C₂H₆)",
  c2h4: "Ethylene (C₂H₄)",
  c2h2: "Acetylene (C₂H₂)",
  co: "Carbon monoxide (CO)",
  co2: "Carbon dioxide (CO₂)",
  o2: "Oxygen (O₂)",
  n2: "Nitrogen (N₂)",
};

type Range = readonly [low: number, high: number];

/**
 * IEC 60599:2022 Table A.1, 90 % typical concentrations in power transformers, µL/L. The table
 * gives ranges because each network differs. We judge against the low end of each range: a value
 * above it is above the typical value of at least some networks, which is the careful reading for
 * a unit whose own network statistics are unknown. The range is returned for display.
 * Confidence: fair; these are the values published since the 2007 edition.
 */
const typicalConcentrations: Record<Gas, { noOltc: Range; oltc: Range }> = {
  h2: { noOltc: [50, 150], oltc: [75, 150] },
  ch4: { noOltc: [30, 130], oltc: [35, 130] },
  c2h6: { noOltc: [20, 90], oltc: [50, 70] },
  c2h4: { noOltc: [60, 280], oltc: [110, 250] },
  c2h2: { noOltc: [2, 20], oltc: [60, 280] },
  co: { noOltc: [400, 600], oltc: [400, 850] },
  co2: { noOltc: [3800, 14000], oltc: [5300, 12000] },
};

/**
 * IEC 60599:2022 Table A.2, 90 % typical rates of increase in power transformers, µL/L per year.
 * Only acetylene is given separately for a communicating OLTC. We judge against the low end of
 * each range, as for concentrations. Confidence: lower than Table A.1; check against your copy.
 */
const typicalRates: Record<Gas, { noOltc: Range; oltc: Range }> = {
  h2: { noOltc: [35, 132], oltc: [35, 132] },
  ch4: { noOltc: [10, 120], oltc: [10, 120] },
  c2h6: { noOltc: [5, 90], oltc: [5, 90] },
  c2h4: { noOltc: [32, 146], oltc: [32, 146] },
  c2h2: { noOltc: [0, 4], oltc: [21, 37] },
  co: { noOltc: [260, 1060], oltc: [260, 1060] },
  co2: { noOltc: [1700, 10000], oltc: [1700, 10000] },
};

export interface TypicalValue {
  value: number;
  range: Range;
  source: string;
}

function oltcText(oltcCommonTank: boolean): string {
  return oltcCommonTank ? "OLTC communicating with the main tank" : "no communicating OLTC";
}

export function typicalConcentration(gas: Gas, oltcCommonTank: boolean): TypicalValue {
  const range = typicalConcentrations[gas][oltcCommonTank ? "oltc" : "noOltc"];
  return {
    value: range[0],
    range,
    source: `IEC 60599:2022 Table A.1, power transformers, ${oltcText(oltcCommonTank)} (low end of the 90 % typical range)`,
  };
}

export function typicalRate(gas: Gas, oltcCommonTank: boolean): TypicalValue {
  const range = typicalRates[gas][oltcCommonTank ? "oltc" : "noOltc"];
  return {
    value: range[0],
    range,
    source: `IEC 60599:2022 Table A.2, power transformers, ${oltcText(oltcCommonTank)} (low end of the 90 % typical range, µL/L per year)`,
  };
}

/**
 * Oxygen to nitrogen. IEC 60599:2022 reads O₂/N₂ below 0.3 in a free-breathing unit as oxygen
 * being used up faster than it dissolves (oil oxidation or paper ageing, for example from
 * heating); IEEE C57.104-2019 sorts units by O₂/N₂ ≤ 0.2 (sealed, nitrogen-blanketed) or > 0.2
 * (free-breathing).
 */
export const oxygenNitrogen = {
  depletedBelow: 0.3,
  sealedAtOrBelow: 0.2,
  source: "IEC 60599:2022 (O₂/N₂ ratio); IEEE C57.104-2019 (O₂/N₂ ≤ 0.2 for sealed units)",
} as const;
