import { describe, expect, it } from "vitest";
import { readRequestPrefill } from "./prefill.ts";

describe("a service request filled in from a link", () => {
  it("takes known symptoms and the description", () => {
    const params = new URLSearchParams(
      "symptoms=dga-alert&symptoms=low-bdv-moisture&symptoms=dga-alert&description=Acetylene%20rising",
    );
    expect(readRequestPrefill(params)).toEqual({
      symptoms: ["dga-alert", "low-bdv-moisture"],
      description: "Acetylene rising",
    });
  });

  it("drops unknown symptoms and cuts the description to 2,000 characters", () => {
    const params = new URLSearchParams({ symptoms: "<script>", description: "d".repeat(2500) });
    const prefill = readRequestPrefill(params);
    expect(prefill.symptoms).toBeUndefined();
    expect(prefill.description).toHaveLength(2000);
  });

  it("takes a known urgency, as the rental fleet's links send it, and drops an unknown one", () => {
    expect(
      readRequestPrefill(new URLSearchParams("urgency=breakdown&description=Unit%20R-500-02")),
    ).toEqual({ urgency: "breakdown", description: "Unit R-500-02" });
    expect(readRequestPrefill(new URLSearchParams("urgency=yesterday"))).toEqual({});
  });
});
