/** The rental fleet's table (2026-11-26). */
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndex, serialId } from "#app/platform/migration-helpers.server.ts";

function rentalFleetMigration(postgres: boolean): Migration {
  const real = postgres ? "double precision" : "real";
  return {
    async up(db: Kysely<unknown>) {
      const columns: [string, string, boolean][] = [
        ["unit_id", "text", true],
        ["rating_kva", "integer", true],
        ["hv_kv", real, true],
        ["lv_kv", real, true],
        ["vector_group", "text", true],
        ["cooling", "text", true],
        ["mounting", "text", true],
        ["location", "text", true],
        ["status", "text", true],
        ["on_hire_until", "text", false],
        ["created_at", "text", true],
        ["updated_at", "text", true],
      ];
      let table = db.schema
        .createTable("rental_units")
        .ifNotExists()
        .addColumn(...serialId(postgres));
      for (const [name, type, required] of columns)
        table = table.addColumn(name, sql.raw(type), (column) =>
          required ? column.notNull() : column,
        );
      await table.execute();
      await createIndex(db, "rental_units_unit_id_key", "rental_units", ["unit_id"], true);
    },
  };
}

/** Who has a unit on hire, for staff (2026-11-28). */
const hirerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("rental_units").addColumn("on_hire_to", "text").execute();
  },
};

export function rentalFleetMigrations(postgres: boolean): Record<string, Migration> {
  return {
    "2026-11-26-203-rental-fleet": rentalFleetMigration(postgres),
    "2026-11-28-100-rental-hirer": hirerMigration,
  };
}
