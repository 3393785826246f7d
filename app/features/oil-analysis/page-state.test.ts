import { describe, expect, it } from "vitest";
import { oilAnalysisExamples } from "./examples.ts";
import { exampleHref, readFormValues, readingOf, reportDate, toSearch } from "./page-state.ts";

describe("the page's fields and address", () => {
  it("reads known parameters only, without blanks or control characters, cut to 40 characters", () => {
    const params = new URLSearchParams({
      vc: "gt170",
      bdv: "6\u00002",
      h2: "  ",
      utm_source: "mail",
      acid: "1".repeat(100),
    });
    expect(readFormValues(params)).toEqual({ vc: "gt170", bdv: "62", acid: "1".repeat(40) });
  });

  it("writes the fields that hold something in form order", () => {
    expect(toSearch({ h2: "12", bdv: " 62 ", vc: "gt170", ch4: "" })).toBe(
      "?vc=gt170&bdv=62&h2=12",
    );
    expect(toSearch({})).toBe("");
  });

  it("links each worked example to the address that fills the form", () => {
    const arcing = oilAnalysisExamples.find((example) => example.id === "arcing");
    if (!arcing) throw new Error("no arcing example");
    expect(exampleHref(arcing)).toBe(
      "/tools/oil-analysis?vc=gt170&mva=160&age=18&oltc=none&br=sealed&oil=mineral&ino=uninhibited&bdv=55&gap=2.5mm-IEC60156&h2o=12&t=30&acid=0.12&ift=26&ddf=0.08&res=15&col=2.5&sed=none&slu=none&d=2025-02-20&h2=420&ch4=90&c2h6=25&c2h4=170&c2h2=150&co=380&co2=3100&o2=3000&n2=60000&e_d=2024-11-20&e_h2=150&e_ch4=40&e_c2h6=18&e_c2h4=60&e_c2h2=35&e_co=350&e_co2=2900&e_o2=3500&e_n2=61000",
    );
  });

  it("shows nothing, the fields to correct, or the reading", () => {
    expect(readingOf({})).toEqual({ kind: "empty" });
    expect(readingOf({ bdv: "62" })).toEqual({
      kind: "invalid",
      fieldErrors: { vc: "Choose the voltage class of the transformer" },
    });
    expect(readingOf({ vc: "gt170", bdv: "9999" })).toEqual({
      kind: "invalid",
      fieldErrors: {
        bdv: "Breakdown voltage (BDV) must be at most 150 kV: check the value and its unit",
      },
    });
    // 45 kV is Poor above 170 kV (Poor below 50 kV): act soon.
    const reading = readingOf({ vc: "gt170", bdv: "45" });
    expect(reading.kind === "reading" && reading.result.overall.condition).toBe("act-soon");
  });

  it("dates the report in India's time zone", () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(reportDate(new Date("2025-03-14T20:00:00Z"))).toBe("15 March 2025");
  });
});
