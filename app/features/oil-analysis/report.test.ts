import { describe, expect, it } from "vitest";
import { oilAnalysisExamples } from "./examples.ts";
import { interpret } from "./interpret.ts";
import { inputGroups } from "./report.ts";
import { contactHref, readingSummary, serviceRequestHref, summaryLimit } from "./report-summary.ts";
import type { OilAnalysisInput } from "./schema.ts";

function example(id: "healthy" | "overheating" | "arcing"): OilAnalysisInput {
  const found = oilAnalysisExamples.find((entry) => entry.id === id);
  if (!found) throw new Error(`no example ${id}`);
  return structuredClone(found.input);
}

const link = "https://www.vidyutpower.example/tools/oil-analysis?vc=gt170&bdv=45";

describe("the reading in words", () => {
  it("sums up a single poor BDV", () => {
    const input: OilAnalysisInput = {
      equipment: { voltageClass: "gt170" },
      oil: { bdvKv: 45 },
      gases: {},
    };
    expect(readingSummary(input, interpret(input), link)).toBe(
      [
        "Reading from the oil test and DGA interpreter on your website (a screening aid, not a laboratory report):",
        "",
        "Overall condition: Act soon. Breakdown voltage (BDV) is Poor (45 kV; Good > 60 kV; Fair 50–60 kV; Poor < 50 kV).",
        "",
        "Transformer: above 170 kV.",
        "Oil tests: BDV 45 kV (Poor).",
        "",
        `Full reading: ${link}`,
      ].join("\n"),
    );
  });

  it("names the Duval zone and the earlier DGA of the arcing example", () => {
    const input = example("arcing");
    const text = readingSummary(input, interpret(input), link);
    expect(text).toContain("Transformer: above 170 kV, 160 MVA, 18 years old, no OLTC, sealed.");
    expect(text).toContain(
      "Dissolved gases, µL/L: H₂ 420, CH₄ 90, C₂H₆ 25, C₂H₄ 170, C₂H₂ 150, CO 380, CO₂ 3,100, O₂ 3,000, N₂ 60,000.",
    );
    expect(text).toContain("Earlier DGA (2024-11-20), µL/L: H₂ 150,");
    // 90, 170 and 150 of 410 µL/L
    expect(text).toContain(
      "Duval Triangle 1: zone D2 (CH₄ 22.0 %, C₂H₄ 41.5 %, C₂H₂ 36.6 %). Duval Pentagon 1: zone D2. Duval Pentagon 2: zone D2. IEC 60599 ratios: D2.",
    );
    expect(text.length).toBeLessThanOrEqual(summaryLimit);
  });

  it("stays within the service request's 2,000 characters with every field at its longest", () => {
    const big = 987654.321;
    const gases = {
      h2: big,
      ch4: big,
      c2h6: big,
      c2h4: big,
      c2h2: big,
      co: big,
      co2: big,
      o2: big,
      n2: big,
    };
    const input: OilAnalysisInput = {
      equipment: {
        voltageClass: "72.5-170",
        ratingMva: 1999.99,
        ageYears: 149.5,
        oltc: "common",
        breathing: "sealed",
      },
      oil: {
        bdvKv: 149.999,
        electrodeGap: "other",
        waterMgKg: 499.999,
        oilTempC: -29.999,
        acidityMgKoh: 4.99999,
        iftMnM: 59.9999,
        ddf90: 1.99999,
        resistivityGohmM90: 9999.999,
        colour: 7.99999,
        sediment: "present",
        sludge: "present",
      },
      sampleDate: "2025-03-10",
      gases,
      earlier: { sampleDate: "2024-03-10", gases },
    };
    const text = readingSummary(input, interpret(input), `${link}${"&x=1".repeat(200)}`);
    expect(text.length).toBeLessThanOrEqual(summaryLimit);
    expect(text).toContain("Overall condition: Act now.");
  });

  it("carries the summary into the enquiry form and the service request", () => {
    const input = example("arcing");
    const result = interpret(input);
    const summary = readingSummary(input, result, link);
    const contact = new URL(contactHref(summary), "https://site.invalid");
    expect(contact.pathname).toBe("/contact");
    expect(contact.hash).toBe("#enquiry-form-heading");
    expect(contact.searchParams.get("service")).toBe("service");
    expect(contact.searchParams.get("message")).toBe(summary);
    const request = new URL(serviceRequestHref(summary, result), "https://site.invalid");
    expect(request.pathname).toBe("/service-request");
    // A Duval zone, and a Fair BDV of 55 kV above 170 kV.
    expect(request.searchParams.getAll("symptoms")).toEqual(["dga-alert", "low-bdv-moisture"]);
    expect(request.searchParams.get("description")).toBe(summary);
  });

  it("ticks no symptom for a healthy unit", () => {
    const input = example("healthy");
    const request = new URL(serviceRequestHref("x", interpret(input)), "https://site.invalid");
    expect(request.searchParams.getAll("symptoms")).toEqual([]);
  });

  it("lists the values entered for the printed report", () => {
    const groups = inputGroups(example("healthy"));
    expect(groups.map((group) => group.heading)).toEqual([
      "Transformer",
      "Oil tests",
      "Dissolved gases",
      "Earlier DGA",
    ]);
    expect(groups[0]?.items).toEqual([
      { label: "Voltage class", value: "Above 170 kV" },
      { label: "Rating", value: "100 MVA" },
      { label: "Age", value: "12 years" },
      { label: "On-load tap changer", value: "No on-load tap changer" },
      { label: "Conservator", value: "Free-breathing (conservator with a breather)" },
    ]);
    expect(groups[1]?.items.slice(0, 5)).toEqual([
      { label: "Sampled on", value: "2025-03-10" },
      { label: "Insulating liquid", value: "Mineral oil (IEC 60296 / IS 335)" },
      { label: "Oxidation inhibitor", value: "Uninhibited" },
      { label: "Breakdown voltage", value: "72 kV, 2.5 mm gap (IEC 60156 / IS 6792)" },
      { label: "Water content", value: "8 mg/kg at 40 °C" },
    ]);
    expect(groups[2]?.items.at(-1)).toEqual({ label: "N₂", value: "52,000 µL/L" });
  });
});
