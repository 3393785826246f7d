import { describe, expect, it } from "vitest";
import { dayNumber, longDay, longDayWithWeekday, longMonth } from "./calendar-day.ts";

describe("calendar days in words", () => {
  it("writes a day and a month as printed documents do", () => {
    expect(longDay("2026-11-26")).toBe("26 November 2026");
    expect(longDay("2027-03-01")).toBe("1 March 2027");
    expect(longMonth("2026-11")).toBe("November 2026");
  });

  it("names the weekday of a visit", () => {
    expect(longDayWithWeekday("2026-12-26")).toBe("Sat, 26 December 2026");
    expect(longDayWithWeekday("2026-11-23")).toBe("Mon, 23 November 2026");
    expect(longDayWithWeekday("2024-02-29")).toBe("Thu, 29 February 2024");
    expect(longDayWithWeekday("1969-12-31")).toBe("Wed, 31 December 1969");
  });

  it("knows a real day from a slip", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2025-02-29")).toBeUndefined();
    expect(longDayWithWeekday("2025-02-30")).toBe("30 February 2025");
  });
});
