import { describe, expect, it } from "vitest";
import { addMonths, dueDates, isOverdue } from "./due.ts";

describe("due dates", () => {
  it("calls a date overdue from the day after it", () => {
    expect(isOverdue("2026-06-10", "2026-06-11")).toBe(true);
    expect(isOverdue("2026-06-10", "2026-06-10")).toBe(false);
    expect(isOverdue("2026-06-10", "2025-12-31")).toBe(false);
  });

  it("adds months and keeps the day inside short months", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-11-15", 24)).toBe("2027-11-15");
  });

  it("uses 12, 12 and 24 months and gives electrical tests no date", () => {
    expect(
      dueDates({
        registeredOn: "2020-01-01",
        last: {
          oil: "2025-03-10",
          dga: "2025-03-10",
          furan: "2024-06-01",
          electrical: "2025-03-10",
        },
        intervals: {},
        condition: "normal",
      }),
    ).toEqual([
      { testType: "oil", lastOn: "2025-03-10", dueOn: "2026-03-10" },
      { testType: "dga", lastOn: "2025-03-10", dueOn: "2026-03-10" },
      { testType: "furan", lastOn: "2024-06-01", dueOn: "2026-06-01" },
    ]);
  });

  it("brings the DGA forward after a bad reading and keeps a test never done due at once", () => {
    expect(
      dueDates({
        registeredOn: "2025-05-02",
        last: { dga: "2025-05-01" },
        intervals: { oil: 6, furan: null },
        condition: "act-soon",
      }),
    ).toEqual([
      { testType: "oil", lastOn: null, dueOn: "2025-05-02" },
      { testType: "dga", lastOn: "2025-05-01", dueOn: "2025-05-15" },
    ]);
  });
});
