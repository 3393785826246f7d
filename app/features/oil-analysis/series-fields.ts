/**
 * The fields of the older samples that make a trend: up to four more dated DGAs beyond the
 * earlier one (`e_…`), so that the form holds six samples of one unit. Their query parameters are
 * `e2_d`, `e2_h2` … `e5_co2`; only the gases that have typical rates are asked for.
 */
import { gasNames } from "./typical-gases.ts";

export const olderIndexes = [2, 3, 4, 5] as const;
export type OlderIndex = (typeof olderIndexes)[number];

export const olderGases = ["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2"] as const;
export type OlderGas = (typeof olderGases)[number];

export type OlderGasParam = `e${OlderIndex}_${OlderGas}`;
export type OlderDateParam = `e${OlderIndex}_d`;
export type OlderKey = `earlier${OlderIndex}`;

export const olderKeys = olderIndexes.map((index) => `earlier${index}` as OlderKey);

export const olderOrdinals: Record<OlderIndex, string> = {
  2: "second",
  3: "third",
  4: "fourth",
  5: "fifth",
};

interface Spec {
  label: string;
  unit: string;
  min: number;
  max: number;
  example: string;
}

export const olderNumberFields = Object.fromEntries(
  olderIndexes.flatMap((index) =>
    olderGases.map((gas) => [
      `e${index}_${gas}`,
      {
        label: `${gasNames[gas]} in the ${olderOrdinals[index]} earlier sample`,
        unit: "µL/L",
        min: 0,
        max: 1_000_000,
        example: "25",
      },
    ]),
  ),
) as Record<OlderGasParam, Spec>;

export const olderParamPaths = Object.fromEntries(
  olderIndexes.flatMap((index) => [
    [`e${index}_d`, [`earlier${index}`, "sampleDate"]],
    ...olderGases.map((gas) => [`e${index}_${gas}`, [`earlier${index}`, "gases", gas]]),
  ]),
) as Record<OlderGasParam | OlderDateParam, readonly string[]>;
