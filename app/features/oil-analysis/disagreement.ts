/**
 * Whether the fault methods that placed a sample agree, and if not, a plain sentence that says so.
 * Each zone stands for the inspected faults it was drawn from; two methods agree when some fault
 * is named by both. Pentagon 2's zones say what is heated rather than how hot, so they stand for
 * the temperature classes they overlap (Duval and Lamarre 2014): O for T1, C for T2 or T3 (paper
 * carbonised), T3-H for T3. DT is a mixture and agrees only with DT.
 */
import type { DuvalResult } from "./duval.ts";
import type { PentagonResult } from "./pentagon.ts";
import type { Pentagon2Result } from "./pentagon2.ts";
import type { RatioResult } from "./ratios.ts";

type Fault = "PD" | "D1" | "D2" | "T1" | "T2" | "T3" | "DT" | "S";

const faultsOf: Record<string, readonly Fault[]> = {
  PD: ["PD"],
  D1: ["D1"],
  D2: ["D2"],
  T1: ["T1"],
  T2: ["T2"],
  T3: ["T3"],
  DT: ["DT"],
  S: ["S"],
  O: ["T1"],
  C: ["T2", "T3"],
  "T3-H": ["T3"],
};

export interface MethodZone {
  method: string;
  zone: string;
}

/** The zone each method named, in the order the page shows them. */
export function namedZones(
  duval: DuvalResult,
  pentagon: PentagonResult,
  pentagon2: Pentagon2Result,
  ratios: RatioResult,
): MethodZone[] {
  const named: MethodZone[] = [];
  if (duval.kind === "zone") named.push({ method: "Duval Triangle 1", zone: duval.zone });
  if (pentagon.kind === "zone") named.push({ method: "Duval Pentagon 1", zone: pentagon.zone });
  if (pentagon2.kind === "zone") named.push({ method: "Duval Pentagon 2", zone: pentagon2.zone });
  if (ratios.kind === "ratios" && ratios.case) {
    named.push({ method: "the IEC 60599 ratios", zone: ratios.case });
  }
  return named;
}

/** True when some fault is named by every method in the list. */
export function methodsAgree(named: readonly MethodZone[]): boolean {
  const [first, ...rest] = named;
  if (!first) return true;
  return (faultsOf[first.zone] ?? []).some((fault) =>
    rest.every((entry) => (faultsOf[entry.zone] ?? []).includes(fault)),
  );
}

/** Says so when the methods that placed the sample name different faults. */
export function disagreementOf(
  duval: DuvalResult,
  pentagon: PentagonResult,
  pentagon2: Pentagon2Result,
  ratios: RatioResult,
): string | undefined {
  const named = namedZones(duval, pentagon, pentagon2, ratios);
  if (named.length < 2 || methodsAgree(named)) return undefined;
  const list = named.map(({ method, zone }) => `${method} gives ${zone}`).join(", ");
  return `The methods disagree: ${list}. They were drawn from different sets of inspected cases and often differ near zone edges or with mixed faults. The condition above rests on Triangle 1 and the gases' own levels; a resample, and the electrical tests, usually settle which is right.`;
}
