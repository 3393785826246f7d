import { describe, expect, it } from "vitest";
import { dayInIndia } from "#app/lib/india-day.ts";
import { check, errorsOf } from "#tests/fixtures/service-request.ts";
import { statesAndUnionTerritories } from "./schema.ts";

describe("where it is and who to call", () => {
  it.each([
    ["012345", "A PIN code does not start with 0"],
    ["56001", "Enter a 6-digit PIN code"],
    ["5600011", "Enter a 6-digit PIN code"],
    ["56OO01", "Enter a 6-digit PIN code"],
  ])("refuses the PIN code %j", (pin, message) => {
    expect(errorsOf({ pin })).toEqual({ pin: message });
  });

  it("accepts a PIN code of six digits, with or without the customary space", () => {
    for (const pin of ["560001", "560 001"]) {
      const result = check({ pin });
      expect(result.ok && result.data.pin).toBe("560001");
    }
  });

  const everyState = [
    ...["Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chhattisgarh", "Goa"],
    ...["Gujarat", "Haryana", "Himachal Pradesh", "Jharkhand", "Karnataka", "Kerala"],
    ...["Madhya Pradesh", "Maharashtra", "Manipur", "Meghalaya", "Mizoram", "Nagaland"],
    ...["Odisha", "Punjab", "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana", "Tripura"],
    ...["Uttar Pradesh", "Uttarakhand", "West Bengal", "Andaman and Nicobar Islands"],
    ...["Chandigarh", "Dadra and Nagar Haveli and Daman and Diu", "Delhi", "Jammu and Kashmir"],
    ...["Ladakh", "Lakshadweep", "Puducherry"],
  ];

  it("lists the 28 states and 8 union territories in alphabetical order", () => {
    expect(everyState).toHaveLength(36);
    expect(statesAndUnionTerritories).toEqual([...everyState].sort());
    // Written out where a plain sort could differ from a dictionary's: spaces and "and".
    expect(statesAndUnionTerritories.slice(0, 3)).toEqual([
      "Andaman and Nicobar Islands",
      "Andhra Pradesh",
      "Arunachal Pradesh",
    ]);
    expect(statesAndUnionTerritories.slice(-3)).toEqual([
      "Uttar Pradesh",
      "Uttarakhand",
      "West Bengal",
    ]);
  });

  it.each(everyState)("accepts %s", (state) => {
    const result = check({ state });
    expect(result.ok && result.data.state).toBe(state);
  });

  it("takes a state in any case, and refuses misspelt and old names", () => {
    const lower = check({ state: "tamil nadu" });
    expect(lower.ok && lower.data.state).toBe("Tamil Nadu");
    for (const state of ["Tamilnadu", "Orissa", "Pondicherry", "Chattisgarh", "Daman and Diu"]) {
      expect(errorsOf({ state })).toEqual({
        state: "Choose the state where the transformer is installed",
      });
    }
  });

  it("wants the consent box ticked", () => {
    const consent =
      "Tick the box to agree to our privacy notice, so that we may use these details to answer your request";
    expect(errorsOf({ consent: undefined })).toEqual({ consent });
    expect(errorsOf({ consent: "off" })).toEqual({ consent });
    for (const ticked of ["on", "yes", "true", "ON"])
      expect(check({ consent: ticked }).ok).toBe(true);
  });

  it("takes a mobile number as Indians write it, keeps its ten digits, and checks the e-mail", () => {
    const mobile = "Enter a 10-digit mobile number, for example 9988776655";
    expect(check({ mobile: "(987) 654 3210" }).ok).toBe(true);
    for (const typed of ["+91 98450 12345", "98450 12345", "098450-12345"]) {
      const result = check({ mobile: typed });
      expect(result.ok && result.data.mobile, typed).toBe("9845012345");
    }
    expect(errorsOf({ mobile: "98765" })).toEqual({ mobile });
    expect(errorsOf({ mobile: "+1 98765 43210" })).toEqual({ mobile });
    expect(errorsOf({ email: "ravi@" })).toEqual({
      email: "Enter an e-mail address, for example name@company.in",
    });
  });

  it("strips control characters and line breaks, and limits lengths", () => {
    const result = check({ make: "Crompton\u0000 Greaves\nLtd", designation: "\u0007" });
    expect(result.ok && [result.data.make, result.data.designation]).toEqual([
      "Crompton Greaves Ltd",
      undefined,
    ]);
    expect(errorsOf({ address: "a".repeat(301), description: "d".repeat(2001) })).toEqual({
      description: "Description can be at most 2000 characters",
      address: "Address can be at most 300 characters",
    });
    expect(check({ address: "a".repeat(300), description: "d".repeat(2000) }).ok).toBe(true);
  });

  it("knows today's date in India", () => {
    expect(dayInIndia(new Date("2026-03-10T18:29:00Z"))).toBe("2026-03-10");
    expect(dayInIndia(new Date("2026-03-10T18:31:00Z"))).toBe("2026-03-11");
  });
});
