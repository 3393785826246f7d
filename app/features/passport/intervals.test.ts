import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { siteMigrations } from "#app/migrations.server.ts";
import { eventsOf } from "#app/platform/audit-log.server.ts";
import { openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { dga, staffActor, transformer } from "#tests/fixtures/passport-store-cases.ts";
import { createAsset } from "./assets.server.ts";
import { createCustomer } from "./customers.server.ts";
import { addRecord, setInterval } from "./records.server.ts";

it("sets a unit's DGA interval, moves its due date, and audits the interval before and after", async () => {
  const database = openDatabase({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "intervals-")) });
  await migrate(database, siteMigrations);
  const now = new Date("2026-02-01T04:00:00Z");
  const customer = await createCustomer(
    database,
    { name: "Narmada Chemicals Ltd", gstin: undefined, notes: undefined, reminderLeadDays: 30 },
    staffActor,
    now,
  );
  const saved = await createAsset(database, customer, transformer, staffActor, now);
  if (!saved.ok) throw new Error(saved.message);
  const gases = { h2: 20, ch4: 10, c2h6: 5, c2h4: 3, c2h2: 0, co: 200, co2: 1500 };
  await addRecord(database, saved.id, dga("2026-01-10", gases), staffActor, now);
  const dueOn = async () =>
    (
      await database.db
        .selectFrom("passport_due")
        .select("due_on")
        .where("asset_id", "=", saved.id)
        .where("test_type", "=", "dga")
        .executeTakeFirst()
    )?.due_on;
  expect(await dueOn()).toBe("2027-01-10");

  await setInterval(database, saved.id, "dga", 6, staffActor, now);
  expect(await dueOn()).toBe("2026-07-10");
  await setInterval(database, saved.id, "dga", "default", staffActor, now);
  expect(await dueOn()).toBe("2027-01-10");

  const events = (await eventsOf(database, { kind: "asset", id: saved.id })).filter((event) =>
    event.action.startsWith("interval-"),
  );
  expect(events.map(({ action, before, after }) => [action, before, after])).toEqual([
    ["interval-dga", '"default"', "6"],
    ["interval-dga", '{"months":6}', '"default"'],
  ]);
  await database.close();
});
