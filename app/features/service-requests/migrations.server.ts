/**
 * The migration of 2026-11-24: service requests with their photos, the audit log and timeline of
 * every item, the queue of e-mails other than enquiry notices, and the staff's stage of an enquiry.
 */
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndex, serialId } from "#app/platform/migration-helpers.server.ts";

function serviceRequestsMigration(postgres: boolean): Migration {
  const real = postgres ? "double precision" : "real";
  const blob = postgres ? "bytea" : "blob";
  const boolean = postgres ? "boolean" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      const text = "text";
      // [name, type, required] in the order of the form; `id` first, timestamps last.
      const columns: [string, string, boolean][] = [
        ["reference", text, true],
        ["idempotency_key", text, true],
        ["token_hash", text, true],
        ["status", text, true],
        ["close_reason", text, false],
        ["screening", text, true],
        ["screening_reason", text, false],
        ["urgency", text, true],
        ["preferred_date", text, false],
        ["make", text, true],
        ["rating", real, true],
        ["rating_unit", text, true],
        ["hv_kv", real, true],
        ["lv_kv", real, true],
        ["cooling", text, true],
        ["serial_number", text, false],
        ["year_of_manufacture", "integer", false],
        ["oltc", text, true],
        ["oltc_make", text, false],
        ["symptoms", text, true],
        ["symptom_other", text, false],
        ["description", text, false],
        ["company", text, true],
        ["address", text, true],
        ["state", text, true],
        ["pin", text, true],
        ["access_notes", text, false],
        ["name", text, true],
        ["designation", text, false],
        ["mobile", text, true],
        ["email", text, true],
        ["engineer_id", text, false],
        ["visit_date", text, false],
        ["ip", text, false],
        ["user_agent", text, false],
        ["created_at", text, true],
        ["updated_at", text, true],
      ];
      let requests = db.schema
        .createTable("service_requests")
        .ifNotExists()
        .addColumn(...serialId(postgres));
      for (const [name, type, required] of columns) {
        requests = requests.addColumn(name, sql.raw(type), (column) =>
          required ? column.notNull() : column,
        );
      }
      await requests.execute();
      for (const column of ["reference", "idempotency_key"])
        await createIndex(db, `service_requests_${column}_key`, "service_requests", [column], true);
      await createIndex(db, "service_requests_created", "service_requests", ["created_at"]);

      await db.schema
        .createTable("service_request_photos")
        .ifNotExists()
        .addColumn(...serialId(postgres))
        .addColumn("request_id", "integer", (column) =>
          column.notNull().references("service_requests.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (column) => column.notNull())
        .addColumn("mime", text, (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("bytes", blob, (column) => column.notNull())
        .execute();
      await createIndex(db, "service_request_photos_request", "service_request_photos", [
        "request_id",
        "position",
      ]);

      await db.schema
        .createTable("item_events")
        .ifNotExists()
        .addColumn(...serialId(postgres))
        .addColumn("item_kind", text, (column) => column.notNull())
        .addColumn("item_id", "integer", (column) => column.notNull())
        .addColumn("at", text, (column) => column.notNull())
        .addColumn("actor_id", text)
        .addColumn("actor_name", text, (column) => column.notNull())
        .addColumn("action", text, (column) => column.notNull())
        .addColumn("before", text)
        .addColumn("after", text)
        .addColumn("note", text)
        .addColumn("visible", boolean, (column) => column.notNull().defaultTo(postgres ? false : 0))
        .execute();
      await createIndex(db, "item_events_item", "item_events", ["item_kind", "item_id", "at"]);

      await db.schema
        .createTable("messages")
        .ifNotExists()
        .addColumn(...serialId(postgres))
        .addColumn("reference", text, (column) => column.notNull())
        .addColumn("kind", text, (column) => column.notNull())
        .addColumn("to_address", text)
        .addColumn("reply_to", text)
        .addColumn("subject", text, (column) => column.notNull())
        .addColumn("text", text, (column) => column.notNull())
        .addColumn("html", text, (column) => column.notNull())
        .addColumn("status", text, (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", text, (column) => column.notNull())
        .addColumn("locked_until", text)
        .addColumn("last_error", text)
        .addColumn("created_at", text, (column) => column.notNull())
        .addColumn("sent_at", text)
        .execute();
      await createIndex(db, "messages_due", "messages", ["status", "next_attempt_at"]);
      await createIndex(db, "messages_reference", "messages", ["reference"]);

      await db.schema
        .alterTable("enquiries")
        .addColumn("stage", text, (column) => column.notNull().defaultTo(sql`'new'`))
        .execute();
    },
  };
}

/**
 * The migrations of service requests. 2026-11-24-001 also made the platform's `item_events` and
 * `messages` and the `stage` of enquiries: applied databases keep it whole, under its name.
 */
/** The desk books a visit for a time of day, not only a day (2026-11-26). */
const visitTimeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("service_requests").addColumn("visit_time", "text").execute();
  },
};

export function serviceRequestMigrations(postgres: boolean): Record<string, Migration> {
  return {
    "2026-11-24-001-service-requests": serviceRequestsMigration(postgres),
    "2026-11-26-202-visit-time": visitTimeMigration,
  };
}
