/**
 * When Duval Triangle 2 is read, and what it says. It is the method for the oil of an OLTC
 * compartment: a sample drawn there is read on Triangle 2 alone, since Triangle 1, the pentagons,
 * the IEC 60599 ratios and the main tank's typical values are not meant for a tap changer's
 * switching gases. A main-tank sample of a unit whose OLTC oil communicates with the main tank is
 * read on it too, beside Triangle 1, to show whether its gases look like the tap changer's normal
 * switching (zone N) rather than a fault in the main tank.
 *
 * Gases below the laboratory's detection limit count as zero. An OLTC compartment's gases are
 * read whatever their level (its normal switching makes far more than a main tank's typical
 * values); a main-tank sample is read only when Triangle 1 placed it.
 */
import type { DuvalPercentages, DuvalResult } from "./duval.ts";
import { duvalPercentages } from "./duval.ts";
import { seen } from "./methods.ts";
import {
  type Triangle2Zone,
  triangle2Source,
  triangle2Zone,
  triangle2ZoneNames,
} from "./oltc-triangle.ts";
import type { OilAnalysisInput } from "./schema.ts";

export type Triangle2Result =
  | {
      kind: "zone";
      zone: Triangle2Zone;
      name: string;
      percentages: DuvalPercentages;
      source: string;
      /** Why Triangle 2 was read: an OLTC compartment sample, or a communicating OLTC. */
      reason: "oltc-sample" | "communicating";
    }
  | { kind: "notEnoughGas"; reason: string };

export function readTriangle2(
  input: OilAnalysisInput,
  duval: DuvalResult,
): Triangle2Result | undefined {
  const oltcSample = input.samplePoint === "oltc";
  const communicating = input.equipment.oltc === "common";
  if (!oltcSample && !communicating) return undefined;
  const { ch4, c2h4, c2h2 } = input.gases;
  if (ch4 === undefined || c2h4 === undefined || c2h2 === undefined) {
    return oltcSample
      ? {
          kind: "notEnoughGas",
          reason: "Enter CH₄, C₂H₄ and C₂H₂ to place the OLTC compartment's sample on Triangle 2.",
        }
      : undefined;
  }
  if (!oltcSample && duval.kind !== "zone") return undefined;
  const used = { ch4: seen("ch4", ch4), c2h4: seen("c2h4", c2h4), c2h2: seen("c2h2", c2h2) };
  const percentages = duvalPercentages(used);
  if (!percentages) {
    return {
      kind: "notEnoughGas",
      reason:
        "CH₄, C₂H₄ and C₂H₂ are all zero or below the laboratory's detection limits, so there is no point to place on Triangle 2.",
    };
  }
  const zone = triangle2Zone(used);
  return {
    kind: "zone",
    zone,
    name: triangle2ZoneNames[zone],
    percentages,
    source: triangle2Source,
    reason: oltcSample ? "oltc-sample" : "communicating",
  };
}
