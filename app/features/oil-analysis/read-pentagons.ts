/**
 * Duval Pentagons 1 and 2 for one sample: the same centroid, read on both, and only when a fault
 * gas is significant (above its typical value or rising faster than typical).
 */
import type { GasCheck } from "./findings.ts";
import { seen, significant } from "./methods.ts";
import { classifyPentagon, type PentagonResult } from "./pentagon.ts";
import { classifyPentagon2, type Pentagon2Result } from "./pentagon2.ts";
import type { GasValues } from "./schema.ts";
import type { RatesResult } from "./series.ts";
import { faultGases, type Gas } from "./typical-gases.ts";

export function readPentagons(
  values: GasValues,
  gases: GasCheck[],
  rates: RatesResult,
): { pentagon: PentagonResult; pentagon2: Pentagon2Result } {
  const missing = faultGases.some((gas) => values[gas] === undefined);
  if (missing) {
    const reason = "Enter H₂, CH₄, C₂H₆, C₂H₄ and C₂H₂ to place the sample on the pentagons.";
    return {
      pentagon: { kind: "notEnoughGas", reason },
      pentagon2: { kind: "notEnoughGas", reason },
    };
  }
  if (!faultGases.some((gas) => significant(gas, gases, rates))) {
    const reason =
      "No fault gas is above its typical value or rising faster than typical, so the pentagons name no fault.";
    return {
      pentagon: { kind: "notEnoughGas", reason },
      pentagon2: { kind: "notEnoughGas", reason },
    };
  }
  const used = (gas: Gas) => seen(gas, values[gas] as number);
  const shares = {
    h2: used("h2"),
    ch4: used("ch4"),
    c2h6: used("c2h6"),
    c2h4: used("c2h4"),
    c2h2: used("c2h2"),
  };
  const pentagon = classifyPentagon(shares);
  const pentagon2 = classifyPentagon2(shares);
  const zeroed = faultGases.some((gas) => used(gas) === 0 && (values[gas] ?? 0) > 0);
  if (pentagon.kind === "notEnoughGas" && pentagon2.kind === "notEnoughGas" && zeroed) {
    const reason =
      "With the gases below the laboratory's detection limits taken as zero, no two neighbouring axes of the pentagons both carry gas, so there is no centroid to place.";
    return {
      pentagon: { kind: "notEnoughGas", reason },
      pentagon2: { kind: "notEnoughGas", reason },
    };
  }
  return { pentagon, pentagon2 };
}
