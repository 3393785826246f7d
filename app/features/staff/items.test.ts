/** What the console shows of one enquiry, on SQLite and PostgreSQL. */
import { describe, expect, it } from "vitest";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { storeEnquiry } from "#tests/fixtures/staff-desk.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { enquiryDetail } from "./items.server.ts";

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("an enquiry in the console on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);

  it("shows the visitor's company and plant location beside the name", async () => {
    const enquiry = await storeEnquiry(desk.test.desk, "2026-03-01T05:00:00.000Z", {
      name: "Asha Iyer",
      company: "Kheda Chemicals <Ltd>",
      plantLocation: "Nadiad, Gujarat",
    });
    const detail = await enquiryDetail(desk.test.desk, enquiry.reference);
    const labels = detail?.rows.map(([label]) => label);
    expect(labels?.slice(3, 6)).toEqual(["Name", "Company", "Plant location"]);
    expect(detail?.rows).toContainEqual(["Company", "Kheda Chemicals <Ltd>"]);
    expect(detail?.rows).toContainEqual(["Plant location", "Nadiad, Gujarat"]);
  });

  it("leaves the rows out when the visitor gave neither", async () => {
    const enquiry = await storeEnquiry(desk.test.desk, "2026-03-02T05:00:00.000Z", {
      name: "Ravi Shah",
    });
    const labels = (await enquiryDetail(desk.test.desk, enquiry.reference))?.rows.map(
      ([label]) => label,
    );
    expect(labels).not.toContain("Company");
    expect(labels).not.toContain("Plant location");
  });
});
