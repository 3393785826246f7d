import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { siteMigrations } from "../../migrations.server.ts";
import { type Database, openDatabase } from "../../platform/database.server.ts";
import { migrate } from "../../platform/migrations.server.ts";
import type { OutboxSettings } from "../../platform/outbox.server.ts";
import { createStore, type NewEnquiry, type Store } from "./store.server.ts";

/** A migrated SQLite database in a folder of its own, for one test; `remove` deletes both. */
export async function sqliteTestDatabase(): Promise<{
  dir: string;
  database: Database;
  store: Store;
  remove(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), "enquiries-test-"));
  const database = openDatabase({ DATA_DIR: dir });
  await migrate(database, siteMigrations);
  return {
    dir,
    database,
    store: createStore(database),
    async remove() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An enquiry as the form would send it, with `overrides` on top; the message holds markup. */
export function testEnquiry(key: string, overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    idempotencyKey: key,
    kind: "contact",
    name: "Ravi Shah",
    email: "ravi.shah@example.in",
    phone: "987-654-3210",
    service: "automation",
    message: "PLC migration for the boiler house <b>urgent</b>",
    sourcePath: "/contact",
    ...overrides,
  };
}

/** Retries fast enough for a test: 20 ms apart at first, 200 ms at most. */
export const testOutboxSettings: OutboxSettings = {
  baseDelayMs: 20,
  maxDelayMs: 200,
  maxAttempts: 50,
  pollMs: 20,
  leaseMs: 30_000,
};
