/**
 * Duval Triangles 4 and 5, read after Triangle 1 to look closer at what it found.
 */
import type { DuvalResult } from "./duval.ts";
import {
  type Corner,
  lowTemperatureZoneNames,
  type Triangle4Zone,
  type Triangle5Zone,
  triangle4Source,
  triangle4Zone,
  triangle5Source,
  triangle5Zone,
} from "./low-temperature.ts";
import { seen } from "./methods.ts";
import type { GasValues } from "./schema.ts";

export interface LowTemperatureReading<Z extends string> {
  zone: Z;
  name: string;
  /** The shares in % of the triangle's three gases, in the order of its corners. */
  shares: Corner;
  source: string;
}

export interface LowTemperature {
  triangle4?: LowTemperatureReading<Triangle4Zone>;
  triangle5?: LowTemperatureReading<Triangle5Zone>;
}

function sharesOf(values: readonly number[]): Corner | undefined {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (!(total > 0)) return undefined;
  const [a = 0, b = 0, c = 0] = values.map((value) => (value * 100) / total);
  return [a, b, c];
}

/**
 * Triangles 4 and 5 look closer at what Triangle 1 found, as Duval advises: Triangle 4 after PD,
 * T1 or T2; Triangle 5 after T2 or T3. Gases below the detection limit count as zero.
 */
export function readLowTemperature(duval: DuvalResult, values: GasValues): LowTemperature {
  if (duval.kind !== "zone") return {};
  const found: LowTemperature = {};
  const { h2, ch4, c2h6, c2h4 } = values;
  if (
    (duval.zone === "PD" || duval.zone === "T1" || duval.zone === "T2") &&
    h2 !== undefined &&
    ch4 !== undefined &&
    c2h6 !== undefined
  ) {
    const gases = { h2: seen("h2", h2), ch4: seen("ch4", ch4), c2h6: seen("c2h6", c2h6) };
    const shares = sharesOf([gases.h2, gases.ch4, gases.c2h6]);
    if (shares) {
      const zone = triangle4Zone(gases);
      found.triangle4 = {
        zone,
        name: lowTemperatureZoneNames[zone],
        shares,
        source: triangle4Source,
      };
    }
  }
  if (
    (duval.zone === "T2" || duval.zone === "T3") &&
    ch4 !== undefined &&
    c2h4 !== undefined &&
    c2h6 !== undefined
  ) {
    const gases = { ch4: seen("ch4", ch4), c2h4: seen("c2h4", c2h4), c2h6: seen("c2h6", c2h6) };
    const shares = sharesOf([gases.ch4, gases.c2h4, gases.c2h6]);
    if (shares) {
      const zone = triangle5Zone(gases);
      found.triangle5 = {
        zone,
        name: lowTemperatureZoneNames[zone],
        shares,
        source: triangle5Source,
      };
    }
  }
  return found;
}
