import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** An auto-numbered primary key `id`: serial in PostgreSQL, INTEGER AUTOINCREMENT in SQLite. */
export function serialId(postgres: boolean) {
  return [
    "id",
    postgres ? "serial" : "integer",
    (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
  ] as const;
}

export function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  unique = false,
) {
  const index = db.schema.createIndex(name).ifNotExists();
  return (unique ? index.unique() : index).on(table).columns(columns).execute();
}

/** A feature's migrations by name; the types differ only where the two databases differ. */
export type MigrationList = (postgres: boolean) => Record<string, Migration>;
