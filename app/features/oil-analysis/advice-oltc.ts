/**
 * Next steps for a sample from an OLTC compartment, by its zone on Duval Triangle 2 (Duval 2008;
 * IEEE C57.139-2015). They follow the main-tank steps of advice.ts, which then speak only of the
 * oil's quality.
 */
import type { Triangle2Zone } from "./oltc-triangle.ts";

export function oltcSteps(zone: Triangle2Zone | undefined): string[] {
  switch (zone) {
    case undefined:
      return [];
    case "N":
      return [
        "Keep to the tap changer maker's interval for the oil change and contact inspection, counted in operations; test the compartment's oil again at its routine interval.",
      ];
    case "D1":
    case "X1":
      return [
        "Compare the gases with the count of operations since the last oil change, and resample the compartment within 3 months: arcing beyond normal switching points to worn or misaligned diverter contacts or a failing transition resistor.",
        "Bring the tap changer's maintenance forward if the zone holds: inspect the diverter contacts and transition resistors, and measure winding resistance on every tap.",
      ];
    case "T2":
    case "T3":
    case "X3":
      return [
        "Plan an inspection of the tap changer: heating and coking of its contacts (a high contact resistance) make these gases. Before it, measure winding resistance on every tap and, where available, a dynamic resistance measurement of the switching.",
        "Change the compartment's oil after the contacts are put right: coked oil carries carbon that lowers its breakdown voltage.",
      ];
  }
}
