import { describe, expect, it } from "vitest";
import { dayEndUtc, dayInIndia, dayStartUtc } from "./india-day.ts";

describe("days in India", () => {
  it("names the day in India of an instant, turning over at 18:30 UTC", () => {
    expect(dayInIndia("2026-11-26T18:29:59.999Z")).toBe("2026-11-26");
    expect(dayInIndia("2026-11-26T18:30:00Z")).toBe("2026-11-27");
    expect(dayInIndia(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
    expect(dayInIndia(Date.UTC(2024, 1, 28, 19, 0))).toBe("2024-02-29");
  });

  it("gives the bounds of a day in India as UTC instants", () => {
    expect(dayStartUtc("2026-03-10")).toBe("2026-03-09T18:30:00.000Z");
    expect(dayEndUtc("2026-03-10")).toBe("2026-03-10T18:30:00.000Z");
  });
});
