/**
 * The IEC TC 10 cases of inspected faulty equipment (Duval and dePablo, IEEE Electrical
 * Insulation Magazine 17(2), 2001, Tables 2 to 6), as entered in
 * tests/fixtures/iec-tc10-duval-depablo-2001.csv (see the .md file beside it for where the rows
 * come from). Reports the share of cases each method names as the fault found on inspection, and
 * holds it at or above the count measured when this test was written (November 2026, 95 cases):
 *
 *   Duval Triangle 1   85 of 95 (89.5 %): PD 3/3, D1 19/23, D2 44/45, T1/T2 7/10, T3 12/14
 *   Duval Pentagon 1   80 of 95 (84.2 %): PD 3/3, D1 19/23, D2 39/45, T1/T2 6/10, T3 13/14
 *   Duval Pentagon 2   79 of 95 (83.2 %): PD 3/3, D1 19/23, D2 39/45, T1/T2 8/10, T3 10/14
 *
 * The tool's own reading (detection limits and the significance gate first) gives the same counts
 * for Triangle 1 and Pentagon 1: every case has gases well above typical values.
 *
 * A case labelled T1/T2 (a thermal fault below 700 °C, Table 5) is named correctly by T1 or T2;
 * on Pentagon 2 by O (T1) or C (T2). DT, S and any other zone count as not correct.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classifyDuval } from "./duval.ts";
import { interpret } from "./interpret.ts";
import { classifyPentagon } from "./pentagon.ts";
import { classifyPentagon2 } from "./pentagon2.ts";
import type { OilAnalysisInput } from "./schema.ts";

interface Case {
  id: string;
  fault: "PD" | "D1" | "D2" | "T1/T2" | "T3";
  gases: {
    h2: number;
    ch4: number;
    c2h2: number;
    c2h4: number;
    c2h6: number;
    co: number;
    co2: number;
  };
}

/** Splits one CSV line, with double-quoted fields that may hold commas. */
function cells(line: string): string[] {
  const found: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      found.push(current);
      current = "";
    } else current += char;
  }
  found.push(current);
  return found;
}

const lines = readFileSync(
  new URL("../../../tests/fixtures/iec-tc10-duval-depablo-2001.csv", import.meta.url),
  "utf8",
)
  .trim()
  .split("\n");
const cases: Case[] = lines.slice(1).map((line) => {
  const [id = "", fault = "", h2, ch4, c2h2, c2h4, c2h6, co, co2] = cells(line);
  const n = (text: string | undefined) => Number(text);
  return {
    id,
    fault: fault as Case["fault"],
    gases: {
      h2: n(h2),
      ch4: n(ch4),
      c2h2: n(c2h2),
      c2h4: n(c2h4),
      c2h6: n(c2h6),
      co: n(co),
      co2: n(co2),
    },
  };
});

const accepted: Record<Case["fault"], readonly string[]> = {
  PD: ["PD"],
  D1: ["D1"],
  D2: ["D2"],
  "T1/T2": ["T1", "T2", "O", "C"],
  T3: ["T3", "T3-H"],
};

function share(name: string, zoneOf: (entry: Case) => string | undefined) {
  const byFault = new Map<string, [number, number]>();
  let right = 0;
  for (const entry of cases) {
    const ok = accepted[entry.fault].includes(zoneOf(entry) ?? "none");
    if (ok) right++;
    const [hits, total] = byFault.get(entry.fault) ?? [0, 0];
    byFault.set(entry.fault, [hits + (ok ? 1 : 0), total + 1]);
  }
  const detail = [...byFault]
    .map(([fault, [hits, total]]) => `${fault} ${hits}/${total}`)
    .join(", ");
  // biome-ignore lint/suspicious/noConsole: the figures are printed in the test output on purpose
  console.log(
    `IEC TC 10, ${name}: ${right} of ${cases.length} named correctly (${((right * 100) / cases.length).toFixed(1)} %); ${detail}`,
  );
  return right;
}

function asInput(entry: Case): OilAnalysisInput {
  return {
    equipment: { voltageClass: "gt170" },
    oil: {},
    gases: entry.gases,
  } as OilAnalysisInput;
}

describe("the IEC TC 10 cases of inspected faulty equipment (Duval and dePablo 2001)", () => {
  it("holds the 95 cases of the fixture, by table", () => {
    expect(cases).toHaveLength(95);
    const count = (fault: Case["fault"]) => cases.filter((entry) => entry.fault === fault).length;
    expect([count("PD"), count("D1"), count("D2"), count("T1/T2"), count("T3")]).toEqual([
      3, 23, 45, 10, 14,
    ]);
  });

  it("Duval Triangle 1 names the inspected fault", () => {
    const zoneOf = (entry: Case) => {
      const result = classifyDuval(entry.gases);
      return result.kind === "zone" ? result.zone : undefined;
    };
    expect(share("Duval Triangle 1 (zones alone)", zoneOf)).toBeGreaterThanOrEqual(85);
  });

  it("Duval Triangle 1 as the tool reads it (detection limits and significance first)", () => {
    const zoneOf = (entry: Case) => {
      const { duval } = interpret(asInput(entry));
      return duval.kind === "zone" ? duval.zone : undefined;
    };
    expect(share("Duval Triangle 1 (as the tool reads it)", zoneOf)).toBeGreaterThanOrEqual(85);
  });

  it("Duval Pentagon 1 names the inspected fault", () => {
    const zoneOf = (entry: Case) => {
      const result = classifyPentagon(entry.gases);
      return result.kind === "zone" ? result.zone : undefined;
    };
    expect(share("Duval Pentagon 1 (zones alone)", zoneOf)).toBeGreaterThanOrEqual(80);
  });

  it("Duval Pentagon 1 as the tool reads it", () => {
    const zoneOf = (entry: Case) => {
      const { pentagon } = interpret(asInput(entry));
      return pentagon.kind === "zone" ? pentagon.zone : undefined;
    };
    expect(share("Duval Pentagon 1 (as the tool reads it)", zoneOf)).toBeGreaterThanOrEqual(80);
  });

  it("Duval Pentagon 2 names the inspected fault", () => {
    const zoneOf = (entry: Case) => {
      const result = classifyPentagon2(entry.gases);
      return result.kind === "zone" ? result.zone : undefined;
    };
    expect(share("Duval Pentagon 2 (zones alone)", zoneOf)).toBeGreaterThanOrEqual(79);
  });
});
