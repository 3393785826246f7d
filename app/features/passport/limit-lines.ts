/**
 * The limits drawn on a parameter's chart, each with the table it comes from: the IEC 60422:2013
 * Table 5 boundaries of the oil tests for the unit's category (Good/Fair and Fair/Poor), and the
 * IEC 60599:2022 Table A.1 typical concentration of each fault gas (the oil tool's own values).
 */
import {
  type Gas,
  oilLimit,
  typicalConcentration,
  type VoltageClass,
} from "#app/features/oil-analysis/public.ts";
import { formatNumber } from "./format-number.ts";

export type LimitLine = { value: number; label: string };
/** `caption`: IEC 60422 sets limits; IEC 60599 gives typical values, which are not limits. */
export type Limits =
  | { lines: LimitLine[]; source: string; caption: "Limits" | "Typical value" }
  | undefined;

const oilProperties = {
  bdv: "bdv",
  h2o: "water",
  acid: "acidity",
  ift: "ift",
  ddf: "ddf",
  res: "resistivity",
} as const;
const gases = new Set<string>(["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2"]);

export function limitsFor(
  parameter: string,
  voltageClass: VoltageClass,
  oltcCommonTank: boolean,
): Limits {
  if (parameter in oilProperties) {
    const limit = oilLimit(oilProperties[parameter as keyof typeof oilProperties], voltageClass);
    const [low, high] = limit.fair;
    const higherBetter = limit.better === "higher";
    return {
      lines: [
        {
          value: higherBetter ? high : low,
          label: higherBetter
            ? `Good above ${formatNumber(high)}`
            : `Good below ${formatNumber(low)}`,
        },
        {
          value: higherBetter ? low : high,
          label: higherBetter
            ? `Poor below ${formatNumber(low)}`
            : `Poor above ${formatNumber(high)}`,
        },
      ],
      source: limit.source,
      caption: "Limits",
    };
  }
  if (gases.has(parameter)) {
    const typical = typicalConcentration(parameter as Gas, oltcCommonTank);
    return {
      lines: [{ value: typical.value, label: `Typical ${formatNumber(typical.value)}` }],
      source: typical.source,
      caption: "Typical value",
    };
  }
  return undefined;
}
