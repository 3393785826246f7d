import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, migrate, openDatabase } from "./database.server.ts";
import { createStore, type Store } from "./store.server.ts";

/** A migrated SQLite database in a folder of its own, for one test; `remove` deletes both. */
export async function sqliteTestDatabase(): Promise<{
  dir: string;
  database: Database;
  store: Store;
  remove(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), "enquiries-test-"));
  const database = openDatabase({ DATA_DIR: dir });
  await migrate(database);
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
