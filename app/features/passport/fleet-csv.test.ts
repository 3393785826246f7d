import { describe, expect, it } from "vitest";
import type { FleetData } from "./fleet.server.ts";
import { fleetCsv } from "./fleet-csv.server.ts";

describe("the fleet's CSV", () => {
  it("names every test due on the earliest date and flags one past it", async () => {
    const unit = {
      site: "Main works",
      description: "Voltamp, 10 MVA, 66/11 kV",
      condition: "normal",
      reason: "Every result entered is Good and every gas is within its typical value.",
      lastTested: "2025-11-02",
    };
    const fleet = {
      customer: "Halol Steel Pvt Ltd",
      today: "2026-11-28",
      units: [
        { ...unit, id: 1, tag: "TR-1", next: { testTypes: ["oil", "dga"], dueOn: "2026-11-02" } },
        { ...unit, id: 2, tag: "TR-2", next: { testTypes: ["furan"], dueOn: "2027-01-15" } },
      ],
    } as unknown as FleetData;
    const text = await fleetCsv(fleet).text();
    const lines = text.trim().split("\r\n");
    // Every cell quoted (csvDocument).
    expect(lines[0]).toBe(
      '"Unit","Site","Description","Condition","Reason","Last test","Due next","Due by","Overdue"',
    );
    expect(lines[1]).toBe(
      '"TR-1","Main works","Voltamp, 10 MVA, 66/11 kV","Normal","Every result entered is Good and every gas is within its typical value.","2025-11-02","Oil quality and dissolved gas analysis (DGA)","2026-11-02","Yes"',
    );
    expect(lines[2]?.endsWith(',"Furans (2-FAL)","2027-01-15",""')).toBe(true);
  });
});
