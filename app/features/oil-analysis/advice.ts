/**
 * Next steps that fit the unit, the method and the severity: OLTC advice only for a unit that has
 * an OLTC, partial-discharge measurement only when hydrogen dominates, the gases' rise mentioned
 * only when gases were measured.
 */
import type { DuvalResult } from "./duval.ts";
import { compareRatio } from "./exact.ts";
import type { Condition, GasCheck } from "./findings.ts";
import type { Co2CoResult } from "./other-ratios.ts";
import type { JudgedProperty, PropertyJudgement } from "./properties.ts";
import type { OilAnalysisInput } from "./schema.ts";

function resample(condition: Condition, withGases: boolean): string {
  switch (condition) {
    case "act-now":
      return "Resample oil and DGA at once (within days) to confirm, and decide with the asset owner whether the unit stays in service; do not wait for the routine test.";
    case "act-soon":
      return withGases
        ? "Resample within 2 to 4 weeks to confirm the results and measure how fast the gases rise, and plan the work below."
        : "Resample within 2 to 4 weeks to confirm the results, and plan the work below.";
    case "watch":
      return withGases
        ? "Take the next oil sample and DGA within 3 months to see whether the values settle or keep changing."
        : "Test the oil again within 3 months to see whether the values settle or keep changing.";
    case "normal":
      return "Test the oil and DGA again at the routine interval, usually once a year.";
    case "not-judged":
      return "Send the laboratory report to us, or to the liquid's supplier, for a reading against the ester's own limits.";
  }
}

export function nextSteps(parts: {
  condition: Condition;
  input: OilAnalysisInput;
  properties: PropertyJudgement[];
  gases: GasCheck[];
  duval: DuvalResult;
  co2co: Co2CoResult;
  oltcLeak?: { suspected: boolean };
  c2h2Rising: boolean;
}): string[] {
  const { condition, input, properties, gases, duval, co2co, oltcLeak, c2h2Rising } = parts;
  const steps = [resample(condition, gases.length > 0)];
  const hasOltc = input.equipment.oltc === "separate" || input.equipment.oltc === "common";
  const verdictOf = (property: JudgedProperty) =>
    properties.find((judgement) => judgement.property === property)?.verdict;
  const notGood = (property: JudgedProperty) => {
    const verdict = verdictOf(property);
    return verdict === "fair" || verdict === "poor";
  };
  if (notGood("water")) {
    steps.push(
      "Dry the oil by hot-oil vacuum filtration (dehydration and degassing); if the water returns, the winding insulation is wet and needs on-site drying.",
    );
    if (input.equipment.breathing !== "sealed") {
      steps.push("Check the breather: silica gel colour and the oil seal of its cup.");
    }
  } else if (notGood("bdv")) {
    steps.push(
      "Filter the oil (reconditioning) to remove particles and dissolved gas, then retest the BDV.",
    );
  }
  if (verdictOf("sediment") === "poor") {
    steps.push("Filter the oil to remove the sediment (reconditioning).");
  }
  const aged = (["acidity", "ift", "ddf", "resistivity"] as const).filter(
    (property) => verdictOf(property) === "poor",
  );
  if (aged.length > 0 || verdictOf("sludge") === "poor") {
    steps.push(
      "Reclaim the oil (regeneration through Fuller's earth) or replace it: acidity, IFT and DDF show the oil has aged beyond what filtering can fix.",
    );
  } else if ((["acidity", "ift"] as const).some((property) => verdictOf(property) === "fair")) {
    steps.push("Plan oil reclamation before acidity or IFT reach Poor: sludge forms soon after.");
  }
  if (verdictOf("sludge") === "poor") {
    steps.push(
      "Flush the sludge off the windings and tank with hot oil during reclamation: it blocks cooling ducts.",
    );
  }
  if (verdictOf("inhibitor") === "poor" || verdictOf("inhibitor") === "fair") {
    steps.push(
      "Top up the oxidation inhibitor (DBPC) to the value of the new oil, after checking acidity and IFT: an inhibitor-depleted oil ages fast.",
    );
  }
  const zone = duval.kind === "zone" ? duval.zone : undefined;
  if (zone === "D1" || zone === "D2" || zone === "DT" || c2h2Rising) {
    // Below "Act now" the discharge is read from gases a resample may not confirm.
    const plan =
      condition === "act-now"
        ? "Plan an internal inspection."
        : "If the resample confirms the discharge, plan an internal inspection.";
    steps.push(
      hasOltc
        ? `${plan} Before it, run winding resistance on every tap, SFRA, capacitance and tan δ tests on windings and bushings, and test the OLTC's own oil and contacts.`
        : `${plan} Before it, run winding resistance, SFRA, capacitance and tan δ tests on windings and bushings, and look for loose connections and floating potentials.`,
    );
  }
  if (zone === "T2" || zone === "T3" || zone === "DT") {
    steps.push(
      "Look for the hot spot: infrared scan of the tank, bushings and connections, check pumps, fans and radiators, winding resistance on every tap and the core-to-earth insulation.",
    );
  }
  if (zone === "T1") {
    steps.push("Check the loading and the cooling: a T1 fault is often general overheating.");
  }
  const value = (gas: GasCheck["gas"]) => gases.find((check) => check.gas === gas);
  const h2 = value("h2");
  const ch4 = value("ch4");
  const hydrogenLed =
    h2?.detected === true &&
    ch4 !== undefined &&
    compareRatio(ch4.detected ? ch4.value : 0, h2.value, 0.1) < 0;
  if (zone === "PD") {
    steps.push(
      hydrogenLed
        ? "Measure partial discharges (acoustic or electrical) to locate the source."
        : "Methane, not hydrogen, leads this sample: in the PD zone of Triangle 1 that is more often a low-temperature fault or stray gassing of the oil than partial discharge. Check the oil's stray gassing (a new oil or a recent top-up) and the loading before measuring partial discharges.",
    );
  } else if (zone === undefined && h2?.above && hydrogenLed) {
    steps.push(
      "Hydrogen is above its typical value with little else: partial discharges, stray gassing of the oil, or water reacting with galvanised or bare steel. Resample to see whether it rises before naming a fault.",
    );
  }
  if (co2co.kind === "ratio" && co2co.reading !== "no-indication" && !input.oil.furanMgKg) {
    steps.push(
      "Test furans in the oil (IEC 61198) to gauge how far the paper insulation has aged.",
    );
  }
  if (oltcLeak?.suspected && input.equipment.oltc === "separate") {
    steps.push(
      "Test the OLTC compartment's oil and check its barrier and seals: a C₂H₂/H₂ ratio above 2 in the main tank often means its oil or gas reaches the main tank. Settle this before an internal inspection of the main tank.",
    );
  }
  return steps;
}
