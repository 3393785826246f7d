import { describe, expect, it } from "vitest";
import { formatDay, formatTime } from "./indian-time.ts";

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

  it("writes a day", () => {
    expect(formatDay("2026-03-12")).toBe("12 Mar 2026");
  });
});
