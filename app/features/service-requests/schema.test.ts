import { describe, expect, it } from "vitest";
import { breakdown, check, errorsOf, today } from "#tests/fixtures/service-request.ts";
import { stepSchema, steps, validateServiceRequest, validateStep } from "./schema.ts";

describe("the service request schema", () => {
  it("accepts a complete breakdown request, cleaned and typed", () => {
    expect(check({})).toEqual({
      ok: true,
      data: {
        urgency: "breakdown",
        make: "Crompton Greaves",
        rating: 10,
        ratingUnit: "MVA",
        hvKv: 33,
        lvKv: 11,
        cooling: "ONAN",
        yearOfManufacture: 2009,
        oltc: "yes",
        oltcMake: "Easun MR",
        symptoms: ["buchholz-trip", "dga-alert"],
        description: "Tripped at 02:10 on Buchholz.\nDGA last month showed acetylene.",
        company: "Halol Steel Pvt Ltd",
        address: "Plot 12, GIDC Halol\nPanchmahal",
        state: "Gujarat",
        pin: "389350",
        name: "Ravi Shah",
        designation: "Maintenance engineer",
        // Kept as its ten digits, however it was grouped.
        mobile: "9876543210",
        email: "ravi.shah@example.in",
        consent: true,
      },
    });
  });

  it.each([
    ["urgency", { urgency: "Choose how urgent the work is" }],
    [
      "asset",
      {
        make: "Enter the make of the transformer, as on its nameplate",
        rating: "Enter the rating from the nameplate, for example 500",
        ratingUnit: "Choose kVA or MVA for the rating",
        hvKv: "Enter the HV rating in kV, for example 33",
        lvKv: "Enter the LV rating in kV, for example 0.433",
        cooling: "Choose the type of cooling, for example ONAN",
        oltc: "Say whether the transformer has an on-load tap changer (OLTC)",
      },
    ],
    ["symptoms", { symptoms: "Choose at least one thing you have seen" }],
    [
      "site",
      {
        company: "Enter the name of the company or plant",
        address: "Enter the address of the site",
        state: "Choose the state where the transformer is installed",
        pin: "Enter a 6-digit PIN code",
      },
    ],
    [
      "contact",
      {
        name: "Enter your name",
        mobile: "Enter a 10-digit mobile number, for example 9988776655",
        email: "Enter an e-mail address, for example name@company.in",
        consent:
          "Tick the box to agree to our privacy notice, so that we may use these details to answer your request",
      },
    ],
  ] as const)("names each required field of the %s step when it is blank", (step, expected) => {
    const blank = { symptoms: [], consent: "", make: "   ", pin: " " };
    expect(validateStep(step, blank, today)).toEqual({
      ok: false,
      fieldErrors: expected,
      summary: Object.values(expected),
    });
  });

  it.each([
    ["", "Choose the date you would like us to come"],
    ["2026-03-09", "The preferred date cannot be in the past"],
    ["2028-03-10", "Choose a date no more than a year (365 days) from today"],
    ["2027-03-11", "Choose a date no more than a year (365 days) from today"],
    ["2026-02-30", "Enter a real date as YYYY-MM-DD, for example 2026-03-10"],
    ["10/04/2026", "Enter a real date as YYYY-MM-DD, for example 2026-03-10"],
  ])("refuses planned work on %j", (preferredDate, message) => {
    expect(errorsOf({ urgency: "planned", preferredDate })).toEqual({ preferredDate: message });
  });

  it("accepts planned work from today to 365 days ahead, and drops a date unless planned", () => {
    for (const preferredDate of ["2026-03-10", "2027-03-10"]) {
      const result = check({ urgency: "planned", preferredDate });
      expect(result.ok && result.data.preferredDate).toBe(preferredDate);
    }
    const urgent = check({ urgency: "week", preferredDate: "2020-01-01" });
    expect(urgent.ok && "preferredDate" in urgent.data).toBe(false);
  });

  it("wants the LV rating below the HV rating, both in their ranges", () => {
    const lower = "The LV rating must be lower than the HV rating";
    expect(errorsOf({ hvKv: "11", lvKv: "11" })).toEqual({ lvKv: lower });
    expect(errorsOf({ hvKv: "11", lvKv: "33" })).toEqual({ lvKv: lower });
    expect(check({ hvKv: "11", lvKv: "0.433" }).ok).toBe(true);
    expect(errorsOf({ hvKv: "1500", lvKv: "0.05" })).toEqual({
      hvKv: "The HV rating must be between 0.4 and 1200 kV",
      lvKv: "The LV rating must be between 0.1 and 400 kV",
    });
    expect(errorsOf({ hvKv: "33kV" })).toEqual({
      hvKv: "Enter the HV rating in kV, for example 33",
    });
  });

  it("checks the rating and the year of manufacture", () => {
    expect(errorsOf({ rating: "0" })).toEqual({ rating: "The rating must be more than 0" });
    expect(errorsOf({ rating: "2500" })).toEqual({ rating: "The rating must be at most 2000" });
    const year = "Enter the year of manufacture as 4 digits, from 1940 to 2026";
    expect(errorsOf({ yearOfManufacture: "1939" })).toEqual({ yearOfManufacture: year });
    expect(errorsOf({ yearOfManufacture: "2027" })).toEqual({ yearOfManufacture: year });
    expect(check({ yearOfManufacture: "2026" }).ok).toBe(true);
    const noOltc = check({ oltc: "no" });
    expect(noOltc.ok && "oltcMake" in noOltc.data).toBe(false);
  });

  it("wants words for 'something else', and keeps them only then", () => {
    expect(errorsOf({ symptoms: ["oil-leak", "other"] })).toEqual({
      symptomOther: "Describe the other thing you have seen",
    });
    const other = check({ symptoms: "other", symptomOther: "Smell of burning near the OLTC" });
    expect(other.ok && other.data.symptomOther).toBe("Smell of burning near the OLTC");
    const leak = check({ symptoms: "oil-leak", symptomOther: "ignored" });
    expect(leak.ok && "symptomOther" in leak.data).toBe(false);
  });

  it("takes the symptoms as one string, as an array and as repeated form fields", () => {
    const single = check({ symptoms: "oil-leak" });
    expect(single.ok && single.data.symptoms).toEqual(["oil-leak"]);
    const list = check({ symptoms: [" prv-operated", "", "oil-leak", "prv-operated"] });
    expect(list.ok && list.data.symptoms).toEqual(["prv-operated", "oil-leak"]);
    const form = new FormData();
    for (const [key, value] of Object.entries(breakdown))
      if (key !== "symptoms") form.set(key, String(value));
    form.append("symptoms", "buchholz-alarm");
    form.append("symptoms", "noise-vibration");
    const sent = validateServiceRequest(form, today);
    expect(sent.ok && sent.data.symptoms).toEqual(["buchholz-alarm", "noise-vibration"]);
    expect(errorsOf({ symptoms: ["oil-leak", "fire"] })).toEqual({
      symptoms: "Choose what you have seen from the list",
    });
  });

  it("gives one message per field, in the order of the form", () => {
    const result = check({ consent: "", pin: "1", lvKv: "40", hvKv: "33", urgency: "soon" });
    expect(!result.ok && result.summary).toEqual([
      "Choose how urgent the work is",
      "The LV rating must be lower than the HV rating",
      "Enter a 6-digit PIN code",
      "Tick the box to agree to our privacy notice, so that we may use these details to answer your request",
    ]);
    expect(!result.ok && Object.keys(result.fieldErrors)).toEqual([
      "urgency",
      "lvKv",
      "pin",
      "consent",
    ]);
  });
});

describe("one step at a time", () => {
  it("validates only its own step's fields and returns only them", () => {
    const site = stepSchema("site", today).safeParse({ ...breakdown, make: "", consent: "" });
    expect(site.success && site.data).toEqual({
      company: "Halol Steel Pvt Ltd",
      address: "Plot 12, GIDC Halol\nPanchmahal",
      state: "Gujarat",
      pin: "389350",
    });
    expect(validateStep("asset", { ...breakdown, pin: "0" }, today).ok).toBe(true);
    expect(validateStep("urgency", { urgency: "planned" }, today)).toEqual({
      ok: false,
      fieldErrors: { preferredDate: "Choose the date you would like us to come" },
      summary: ["Choose the date you would like us to come"],
    });
  });

  it("lists the steps in order with their legends", () => {
    expect(steps.map((step) => [step.id, step.legend, step.fields.length])).toEqual([
      ["urgency", "How urgent is it?", 2],
      ["asset", "The transformer", 10],
      ["symptoms", "What you have seen", 3],
      ["site", "Where it is", 5],
      ["contact", "Who to call", 5],
    ]);
  });

  it("takes today as YYYY-MM-DD", () => {
    expect(() => stepSchema("urgency", "10/03/2026")).toThrow(TypeError);
  });
});
