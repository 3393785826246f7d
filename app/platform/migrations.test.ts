import { describe, expect, it } from "vitest";
import { siteMigrations } from "#app/migrations.server.ts";
import { mergeMigrations } from "./migrations.server.ts";

/**
 * The migrations a database made by main at 33d9fcb has run. Kysely refuses to start on it if a
 * newer migration's name sorts before the last of these, so every new one sorts after them.
 */
const ranByEarlierMain = [
  "2026-11-21-001-enquiries",
  "2026-11-23-001-staff",
  "2026-11-24-001-service-requests",
  "2026-11-26-001-staff-sign-in-address",
  "2026-11-26-002-spent-tokens",
  "2026-11-26-003-enquiry-organisation",
  "2026-11-26-100-passport",
  "2026-11-26-201-service-plans",
  "2026-11-26-202-visit-time",
  "2026-11-26-203-rental-fleet",
  "2026-11-26-301-reports",
];

describe("the migration runner", () => {
  it("applies every feature's migrations in the order of their names, under their names", () => {
    for (const dialect of ["sqlite", "postgres"] as const) {
      expect(Object.keys(mergeMigrations(siteMigrations, dialect))).toEqual([
        ...ranByEarlierMain,
        "2026-11-26-500-passport-due-order",
        "2026-11-26-501-plan-passport-customer",
        "2026-11-28-100-rental-hirer",
      ]);
    }
  });

  it("names every migration added since a database was last migrated after the ones it ran", () => {
    const names = Object.keys(mergeMigrations(siteMigrations, "sqlite"));
    expect(names.slice(0, ranByEarlierMain.length)).toEqual(ranByEarlierMain);
  });

  it("refuses a name two features both declare", () => {
    const up = async () => {};
    const list = () => ({ "2026-12-01-001-twice": { up } });
    expect(() => mergeMigrations([list, list], "sqlite")).toThrow(
      "Migration 2026-12-01-001-twice is declared twice",
    );
  });
});
