import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Database } from "./database.server.ts";
import type { MigrationList } from "./migration-helpers.server.ts";

/**
 * Every feature's migrations as one list in the order of their names (which start with their
 * date), as Kysely applies them; a name given twice is a mistake and refused.
 */
export function mergeMigrations(lists: readonly MigrationList[], dialect: Database["dialect"]) {
  const postgres = dialect === "postgres";
  const merged: Record<string, Migration> = {};
  for (const list of lists) {
    for (const [name, migration] of Object.entries(list(postgres))) {
      if (name in merged) throw new Error(`Migration ${name} is declared twice`);
      merged[name] = migration;
    }
  }
  return Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((name) => [name, merged[name] as Migration]),
  );
}

/** Applies every migration not yet applied; run once at start by the server and the CLIs. */
export async function migrate(database: Database, lists: readonly MigrationList[]): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () => mergeMigrations(lists, database.dialect),
  };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`,
    );
  }
}
