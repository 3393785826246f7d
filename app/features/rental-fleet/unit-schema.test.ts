/**
 * A rental unit's nameplate and status as the console's forms send them: what the public rental
 * page would otherwise show wrongly (an LV above the HV, a hire that never ends) is refused.
 */
import { describe, expect, it } from "vitest";
import { statusSchema, unitSchema } from "./unit-schema.ts";

const unit = {
  unitId: "ms-1000-01",
  ratingKva: "1000",
  hvKv: "33",
  lvKv: "0.433",
  vectorGroup: "Dyn11",
  cooling: "ONAN/ONAF",
  mounting: "skid",
  location: "Halol depot",
};

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
      );

describe("a rental unit's nameplate", () => {
  it("takes a 33 kV / 433 V unit", () => {
    const parsed = unitSchema.safeParse(unit);
    expect(parsed.success && parsed.data).toMatchObject({
      unitId: "MS-1000-01",
      hvKv: 33,
      lvKv: 0.433,
    });
  });

  it("refuses an LV voltage above the HV one", () => {
    expect(errorsOf(unitSchema.safeParse({ ...unit, hvKv: "3.3", lvKv: "33" }))).toEqual({
      lvKv: "The LV voltage must be below the HV voltage",
    });
  });
});

describe("a rental unit's status", () => {
  const schema = statusSchema("2026-11-27");

  it("takes a hire ending within five years", () => {
    expect(
      schema.parse({ status: "on-hire", until: "2031-11-27", hirer: "  Gujarat Alkalies, Dahej " }),
    ).toEqual({
      status: "on-hire",
      until: "2031-11-27",
      hirer: "Gujarat Alkalies, Dahej",
    });
  });

  it("refuses a hire that ends in 9999 or in the past", () => {
    const hirer = "Gujarat Alkalies, Dahej";
    expect(errorsOf(schema.safeParse({ status: "on-hire", until: "9999-12-31", hirer }))).toEqual({
      until: "A hire ends within five years: enter its last day",
    });
    expect(errorsOf(schema.safeParse({ status: "on-hire", until: "2026-11-26", hirer }))).toEqual({
      until: "The last day cannot be in the past",
    });
  });
});
