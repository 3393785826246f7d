import { describe, expect, it } from "vitest";
import { methodsAgree } from "./disagreement.ts";
import { interpret } from "./interpret.ts";
import { parseOilAnalysisParams } from "./schema.ts";

function read(query: string) {
  const parsed = parseOilAnalysisParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.summary.join("; "));
  return interpret(parsed.data);
}

describe("a sample from the OLTC compartment", () => {
  it("is read on Triangle 2 alone: zone N is normal switching", () => {
    // CH₄ 100, C₂H₄ 150, C₂H₂ 750 of 1000: 10 %, 15 %, 75 %, inside N.
    const result = read("vc=gt170&oltc=separate&sp=oltc&h2=500&ch4=100&c2h6=20&c2h4=150&c2h2=750");
    expect(result.triangle2).toMatchObject({ kind: "zone", zone: "N", reason: "oltc-sample" });
    expect(result.duval).toMatchObject({ kind: "notEnoughGas" });
    expect(result.pentagon.kind).toBe("notEnoughGas");
    expect(result.pentagon2.kind).toBe("notEnoughGas");
    expect(result.ratios.kind).toBe("notEnoughGas");
    // 750 µL/L of acetylene would be "act now" in a main tank; in the compartment it is normal.
    expect(result.overall.condition).toBe("normal");
    expect(result.overall.reason).toContain("zone N, the normal switching of the tap changer");
    expect(result.oltcLeak).toBeUndefined();
  });

  it("is act soon in zone X3 and watch in zone D1", () => {
    // 200, 400, 400 of 1000: 20 % CH₄, 40 % C₂H₄, 40 % C₂H₂: X3.
    const hot = read("vc=gt170&oltc=separate&sp=oltc&h2=300&ch4=200&c2h6=30&c2h4=400&c2h2=400");
    expect(hot.triangle2).toMatchObject({ zone: "X3" });
    expect(hot.overall.condition).toBe("act-soon");
    expect(hot.overall.findings[0]).toMatchObject({ rule: "S7" });
    expect(hot.overall.nextSteps.join(" ")).toContain("Plan an inspection of the tap changer");
    // 10, 3, 87 of 100: D1.
    const arcing = read("vc=gt170&oltc=common&sp=oltc&h2=300&ch4=10&c2h6=2&c2h4=3&c2h2=87");
    expect(arcing.triangle2).toMatchObject({ zone: "D1" });
    expect(arcing.overall.condition).toBe("watch");
    expect(arcing.overall.findings[0]).toMatchObject({ rule: "W7" });
  });

  it("cannot come from a unit said to have no OLTC", () => {
    const parsed = parseOilAnalysisParams(new URLSearchParams("vc=gt170&oltc=none&sp=oltc&ch4=1"));
    expect(parsed).toMatchObject({
      ok: false,
      fieldErrors: {
        sp: "A unit with no on-load tap changer has no OLTC compartment to sample: choose the main tank, or say above that it has an OLTC",
      },
    });
  });
});

describe("a main-tank sample of a unit whose OLTC oil communicates with the main tank", () => {
  it("is read on Triangle 2 beside Triangle 1, without changing the condition", () => {
    // CH₄ 30, C₂H₄ 20, C₂H₂ 150 of 200: Triangle 1 D1 (C₂H₂ 75 %), Triangle 2 N (15 %, 10 %).
    const result = read("vc=gt170&oltc=common&h2=200&ch4=30&c2h6=5&c2h4=20&c2h2=150");
    expect(result.duval).toMatchObject({ zone: "D1" });
    expect(result.triangle2).toMatchObject({ zone: "N", reason: "communicating" });
    expect(result.overall.findings.some((finding) => finding.rule === "W7")).toBe(false);
  });

  it("is not read on Triangle 2 when there is no OLTC or it has its own compartment", () => {
    expect(read("vc=gt170&oltc=none&h2=200&ch4=30&c2h6=5&c2h4=20&c2h2=150").triangle2).toBe(
      undefined,
    );
    expect(read("vc=gt170&oltc=separate&h2=200&ch4=30&c2h6=5&c2h4=20&c2h2=150").triangle2).toBe(
      undefined,
    );
  });
});

describe("the pentagons on noise", () => {
  it("say that gases below detection limits were taken as zero when that leaves no centroid", () => {
    // H₂ 55 is above its typical value (50); every hydrocarbon at 0.1 µL/L is below its limit.
    const result = read("vc=gt170&oltc=none&h2=55&ch4=0.1&c2h6=0.1&c2h4=0.1&c2h2=0.1");
    expect(result.pentagon).toEqual({
      kind: "notEnoughGas",
      reason:
        "With the gases below the laboratory's detection limits taken as zero, no two neighbouring axes of the pentagons both carry gas, so there is no centroid to place.",
    });
    expect(result.pentagon2).toEqual(result.pentagon);
    expect(result.overall.condition).toBe("watch");
  });
});

describe("whether the fault methods agree", () => {
  const zones = (...list: string[]) => list.map((zone, index) => ({ method: `m${index}`, zone }));
  it.each<[string, string[], boolean]>([
    ["the same zone everywhere", ["T3", "T3", "T3-H", "T3"], true],
    ["Pentagon 2's C with T2", ["T2", "T2", "C", "T2"], true],
    ["Pentagon 2's C with T3", ["T3", "T3", "C"], true],
    ["Pentagon 2's O with T1", ["T1", "T1", "O"], true],
    ["T2 on the triangle, T1 and O on the pentagons", ["T2", "T1", "O"], false],
    ["PD on the triangle, S on the pentagons", ["PD", "S", "S"], false],
    ["DT with D2", ["DT", "D2", "D2"], false],
    ["T2 with T3 and C (C is T2 or T3, but T2 ≠ T3)", ["T2", "T3", "C"], false],
    ["one method alone", ["D2"], true],
  ])("%s", (_, list, agree) => {
    expect(methodsAgree(zones(...list))).toBe(agree);
  });

  it("names every method that placed the sample when they disagree", () => {
    // H₂ and C₂H₆ lead (S on both pentagons); CH₄ 100 of 101: PD on Triangle 1.
    const result = read("vc=gt170&oltc=none&h2=500&ch4=100&c2h6=500&c2h4=1&c2h2=0");
    expect(result.disagreement).toContain(
      "The methods disagree: Duval Triangle 1 gives PD, Duval Pentagon 1 gives S, Duval Pentagon 2 gives S",
    );
  });
});
