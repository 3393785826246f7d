/**
 * The rental fleet's store on SQLite and on a real PostgreSQL: a unit is added, changed and
 * marked on hire to a customer, each change with its audit row; a second unit with the same number
 * is refused.
 */
import { describe, expect, it } from "vitest";
import { eventsOf } from "#app/platform/audit-log.server.ts";
import { postgresTarget, sqliteTarget } from "#tests/fixtures/database-targets.ts";
import { useTestDesk } from "#tests/fixtures/staff-fixture.ts";
import { createFleetStore } from "./store.server.ts";
import { statusSchema, unitSchema } from "./unit-schema.ts";

const unit = unitSchema.parse({
  unitId: "vr-500-02",
  ratingKva: "500",
  hvKv: "11",
  lvKv: "0.433",
  vectorGroup: "Dyn11",
  cooling: "ONAN",
  mounting: "trailer",
  location: "Vadodara yard",
});

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the rental fleet on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  const desk = useTestDesk(makeTarget);

  it("adds, changes and hires out a unit, auditing each change", async () => {
    const database = desk.test.desk.platform.database;
    const fleet = createFleetStore(database);
    const added = await fleet.add(unit, desk.asha, new Date("2026-11-26T04:00:00.000Z"));
    if (!added.ok) throw new Error(added.message);
    expect(await fleet.add(unit, desk.asha)).toEqual({
      ok: false,
      field: "unitId",
      message: "Another unit already has this number",
    });
    await fleet.update(
      added.id,
      { ...unit, location: "Hazira, GIDC" },
      desk.sunil,
      new Date("2026-11-26T04:30:00.000Z"),
    );
    const hire = { until: "2026-12-12", hirer: "Halol Castings, Panchmahal" };
    await fleet.setStatus(
      added.id,
      "on-hire",
      hire,
      desk.sunil,
      new Date("2026-11-26T05:00:00.000Z"),
    );
    const [stored] = await fleet.list();
    expect(stored).toMatchObject({
      unit_id: "VR-500-02",
      rating_kva: 500,
      location: "Hazira, GIDC",
      status: "on-hire",
      on_hire_until: "2026-12-12",
      on_hire_to: "Halol Castings, Panchmahal",
    });
    expect(Number(stored?.lv_kv)).toBe(0.433);
    const trail = (await eventsOf(database, { kind: "rental-unit", id: added.id })).map((event) => [
      event.action,
      event.actor_name,
      event.before,
      event.after,
    ]);
    expect(trail).toEqual([
      [
        "unit-added",
        "Asha Rao",
        null,
        "VR-500-02: 500 kVA, 11/0.433 kV, Dyn11, ONAN, trailer, Vadodara yard",
      ],
      [
        "unit-changed",
        "Sunil Mehta",
        "VR-500-02: 500 kVA, 11/0.433 kV, Dyn11, ONAN, trailer, Vadodara yard",
        "VR-500-02: 500 kVA, 11/0.433 kV, Dyn11, ONAN, trailer, Hazira, GIDC",
      ],
      [
        "unit-status",
        "Sunil Mehta",
        "Available",
        "On hire to Halol Castings, Panchmahal until 2026-12-12",
      ],
    ]);
    // The same status again is no change and no row.
    await fleet.setStatus(added.id, "on-hire", hire, desk.sunil);
    expect(await eventsOf(database, { kind: "rental-unit", id: added.id })).toHaveLength(3);
    // Back in the yard, the hirer goes with the date.
    await fleet.setStatus(added.id, "available", hire, desk.sunil);
    const [back] = await fleet.list();
    expect([back?.status, back?.on_hire_until, back?.on_hire_to]).toEqual([
      "available",
      null,
      null,
    ]);
  });
});

describe("the fleet's forms", () => {
  it("refuses a vector group, voltages and a hire end that make no sense, by field", () => {
    const result = unitSchema.safeParse({
      unitId: "R",
      ratingKva: "5",
      hvKv: "11kV",
      lvKv: "0.433",
      vectorGroup: "Dyn13",
      cooling: "ONAN",
      mounting: "wheels",
      location: "",
    });
    const errors = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(errors).toEqual({
      unitId: "Enter the unit's number, such as VR-500-02",
      ratingKva: "Enter the rating in kVA, such as 500",
      hvKv: "Enter the HV voltage in kV, such as 11 or 0.433",
      vectorGroup: "Enter a vector group such as Dyn11",
      mounting: "Choose trailer or skid",
      location: "Enter where the unit stands",
    });
    const status = statusSchema("2026-11-26");
    const messages = (input: object) =>
      status.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages({ status: "on-hire", until: "2026-11-25", hirer: "Halol Castings" })).toEqual([
      ["until", "The last day cannot be in the past"],
    ]);
    expect(messages({ status: "on-hire", until: "2026-12-25", hirer: " " })).toEqual([
      ["hirer", "Name who has the unit on hire"],
    ]);
    expect(messages({ status: "on-hire", until: "2026-12-25", hirer: "x".repeat(121) })).toEqual([
      ["hirer", "Write at most 120 characters"],
    ]);
    expect(status.parse({ status: "maintenance", until: "2026-12-01", hirer: "Halol" })).toEqual({
      status: "maintenance",
      until: null,
      hirer: null,
    });
  });
});
