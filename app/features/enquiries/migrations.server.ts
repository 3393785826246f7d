import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndex, serialId } from "#app/platform/migration-helpers.server.ts";

/**
 * The migrations of the `enquiries` table (its `stage` column came with 2026-11-24-001; the
 * visitor's optional company and plant location with 2026-11-26-003).
 */
export function enquiryMigrations(postgres: boolean): Record<string, Migration> {
  return {
    "2026-11-21-001-enquiries": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("enquiries")
          .ifNotExists()
          .addColumn(...serialId(postgres))
          .addColumn("reference", "text", (column) => column.notNull().unique())
          .addColumn("idempotency_key", "text", (column) => column.notNull().unique())
          .addColumn("kind", "text", (column) => column.notNull())
          .addColumn("name", "text", (column) => column.notNull())
          .addColumn("email", "text", (column) => column.notNull())
          .addColumn("phone", "text", (column) => column.notNull())
          .addColumn("service", "text", (column) => column.notNull())
          .addColumn("message", "text", (column) => column.notNull())
          .addColumn("source_path", "text", (column) => column.notNull())
          .addColumn("ip", "text")
          .addColumn("user_agent", "text")
          .addColumn("status", "text", (column) => column.notNull())
          .addColumn("spam_reason", "text")
          .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (column) => column.notNull())
          .addColumn("locked_until", "text")
          .addColumn("last_error", "text")
          .addColumn("created_at", "text", (column) => column.notNull())
          .addColumn("sent_at", "text")
          .execute();
        await createIndex(db, "enquiries_due", "enquiries", ["status", "next_attempt_at"]);
        await createIndex(db, "enquiries_created", "enquiries", ["created_at"]);
      },
    },
    "2026-11-26-003-enquiry-organisation": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("enquiries").addColumn("company", "text").execute();
        await db.schema.alterTable("enquiries").addColumn("plant_location", "text").execute();
      },
    },
  };
}
