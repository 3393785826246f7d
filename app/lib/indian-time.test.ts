import { describe, expect, it } from "vitest";
import { dayEndUtc, dayInIndia, dayStartUtc, formatDay, formatTime } from "./indian-time.ts";

describe("times in India", () => {
  it("writes an instant in IST on the staff's 24-hour clock", () => {
    expect(formatTime("2026-03-10T04:01:00Z")).toBe("10 Mar 2026, 09:31 IST");
    expect(formatTime("2026-03-10T15:35:00Z")).toBe("10 Mar 2026, 21:05 IST");
  });

  it("writes it on the 12-hour clock for the customer's status page", () => {
    expect(formatTime("2026-03-10T04:01:00Z", "12h")).toBe("10 Mar 2026, 09:31 am IST");
    expect(formatTime("2026-03-10T15:35:00Z", "12h")).toBe("10 Mar 2026, 09:05 pm IST");
  });

  it("passes over no time and keeps text that is not one", () => {
    expect(formatTime(null)).toBe("");
    expect(formatTime("not a time")).toBe("not a time");
  });

  it("reads days and their bounds in India", () => {
    expect(formatDay("2026-03-12")).toBe("12 Mar 2026");
    expect(dayStartUtc("2026-03-10")).toBe("2026-03-09T18:30:00.000Z");
    expect(dayEndUtc("2026-03-10")).toBe("2026-03-10T18:30:00.000Z");
  });

  it("names the day in India of an instant, turning over at 18:30 UTC", () => {
    expect(dayInIndia("2026-11-26T18:29:59.999Z")).toBe("2026-11-26");
    expect(dayInIndia("2026-11-26T18:30:00Z")).toBe("2026-11-27");
    expect(dayInIndia(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
    expect(dayInIndia(Date.UTC(2024, 1, 28, 19, 0))).toBe("2024-02-29");
  });
});
