import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndex, serialId } from "#app/platform/migration-helpers.server.ts";

/**
 * The transformer passport's tables (tables.ts). Every foreign key is an index too: the fleet
 * page, a unit's page and the due list each read through one of them.
 */
export function passportMigrations(postgres: boolean): Record<string, Migration> {
  const real = postgres ? "double precision" : "real";
  const blob = postgres ? "bytea" : "blob";
  return {
    "2026-11-26-100-passport": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("passport_customers")
          .addColumn(...serialId(postgres))
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("gstin", "text")
          .addColumn("notes", "text")
          .addColumn("reminder_lead_days", "integer", (c) => c.notNull().defaultTo(30))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await createIndex(db, "passport_customers_name", "passport_customers", ["name"]);

        await db.schema
          .createTable("passport_sites")
          .addColumn(...serialId(postgres))
          .addColumn("customer_id", "integer", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("address", "text", (c) => c.notNull())
          .addColumn("state", "text", (c) => c.notNull())
          .addColumn("pin", "text", (c) => c.notNull())
          .execute();
        await createIndex(db, "passport_sites_customer", "passport_sites", ["customer_id"]);

        await db.schema
          .createTable("passport_contacts")
          .addColumn(...serialId(postgres))
          .addColumn("customer_id", "integer", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("designation", "text")
          .addColumn("mobile", "text")
          .addColumn("email", "text")
          .addColumn("reminders", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
        await createIndex(db, "passport_contacts_customer", "passport_contacts", ["customer_id"]);

        await db.schema
          .createTable("passport_assets")
          .addColumn(...serialId(postgres))
          .addColumn("customer_id", "integer", (c) => c.notNull())
          .addColumn("site_id", "integer")
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("tag", "text", (c) => c.notNull())
          .addColumn("make", "text", (c) => c.notNull())
          .addColumn("serial", "text")
          .addColumn("year", "integer")
          .addColumn("rating", real)
          .addColumn("rating_unit", "text", (c) => c.notNull())
          .addColumn("hv_kv", real)
          .addColumn("lv_kv", real)
          .addColumn("vector_group", "text")
          .addColumn("cooling", "text")
          .addColumn("oil_type", "text", (c) => c.notNull())
          .addColumn("oil_volume_l", real)
          .addColumn("oltc_make", "text")
          .addColumn("oltc_type", "text")
          .addColumn("iec_category", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("merged_into", "integer")
          .addColumn("condition", "text")
          .addColumn("condition_reason", "text")
          .addColumn("last_tested_on", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await createIndex(db, "passport_assets_customer", "passport_assets", [
          "customer_id",
          "tag",
        ]);
        await createIndex(db, "passport_assets_serial", "passport_assets", ["serial"]);

        await db.schema
          .createTable("passport_asset_requests")
          .addColumn("request_reference", "text", (c) => c.primaryKey())
          .addColumn("asset_id", "integer", (c) => c.notNull())
          .addColumn("linked_at", "text", (c) => c.notNull())
          .execute();
        await createIndex(db, "passport_asset_requests_asset", "passport_asset_requests", [
          "asset_id",
        ]);

        await db.schema
          .createTable("passport_test_records")
          .addColumn(...serialId(postgres))
          .addColumn("asset_id", "integer", (c) => c.notNull())
          .addColumn("sampled_on", "text", (c) => c.notNull())
          .addColumn("tested_on", "text")
          .addColumn("sample_point", "text", (c) => c.notNull())
          .addColumn("laboratory", "text")
          .addColumn("lab_sample_no", "text")
          .addColumn("results", "text", (c) => c.notNull())
          .addColumn("has_oil", "integer", (c) => c.notNull())
          .addColumn("has_dga", "integer", (c) => c.notNull())
          .addColumn("has_furan", "integer", (c) => c.notNull())
          .addColumn("has_electrical", "integer", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await createIndex(db, "passport_test_records_asset", "passport_test_records", [
          "asset_id",
          "sampled_on",
        ]);

        await db.schema
          .createTable("passport_attachments")
          .addColumn(...serialId(postgres))
          .addColumn("asset_id", "integer", (c) => c.notNull())
          .addColumn("record_id", "integer")
          .addColumn("file_name", "text", (c) => c.notNull())
          .addColumn("mime", "text", (c) => c.notNull())
          .addColumn("size", "integer", (c) => c.notNull())
          .addColumn("bytes", blob, (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await createIndex(db, "passport_attachments_asset", "passport_attachments", ["asset_id"]);

        await db.schema
          .createTable("passport_fleet_links")
          .addColumn(...serialId(postgres))
          .addColumn("customer_id", "integer", (c) => c.notNull())
          .addColumn("token_hash", "text", (c) => c.notNull().unique())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("expires_at", "text")
          .addColumn("revoked_at", "text")
          .execute();
        await createIndex(db, "passport_fleet_links_customer", "passport_fleet_links", [
          "customer_id",
        ]);

        await db.schema
          .createTable("passport_fleet_access")
          .addColumn(...serialId(postgres))
          .addColumn("link_id", "integer", (c) => c.notNull())
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("path", "text", (c) => c.notNull())
          .addColumn("ip", "text")
          .execute();
        await createIndex(db, "passport_fleet_access_link", "passport_fleet_access", [
          "link_id",
          "at",
        ]);

        await db.schema
          .createTable("passport_due_intervals")
          .addColumn("asset_id", "integer", (c) => c.notNull())
          .addColumn("test_type", "text", (c) => c.notNull())
          .addColumn("months", "integer")
          .addPrimaryKeyConstraint("passport_due_intervals_pk", ["asset_id", "test_type"])
          .execute();

        await db.schema
          .createTable("passport_due")
          .addColumn("asset_id", "integer", (c) => c.notNull())
          .addColumn("customer_id", "integer", (c) => c.notNull())
          .addColumn("test_type", "text", (c) => c.notNull())
          .addColumn("last_on", "text")
          .addColumn("due_on", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("passport_due_pk", ["asset_id", "test_type"])
          .execute();
        await createIndex(db, "passport_due_on", "passport_due", ["due_on"]);
        await createIndex(db, "passport_due_customer", "passport_due", ["customer_id"]);

        await db.schema
          .createTable("passport_reminders")
          .addColumn(...serialId(postgres))
          .addColumn("contact_id", "integer", (c) => c.notNull())
          .addColumn("asset_id", "integer", (c) => c.notNull())
          .addColumn("test_type", "text", (c) => c.notNull())
          .addColumn("due_on", "text", (c) => c.notNull())
          .addColumn("queued_at", "text", (c) => c.notNull())
          .addUniqueConstraint("passport_reminders_once", [
            "contact_id",
            "asset_id",
            "test_type",
            "due_on",
          ])
          .execute();
      },
    },
    // The console's due list pages through (due_on, asset_id, test_type): one index gives the
    // order, so a page is read from the index instead of sorting every overdue row, and a later
    // page skips index entries.
    "2026-11-26-500-passport-due-order": {
      async up(db: Kysely<unknown>) {
        await createIndex(db, "passport_due_order", "passport_due", [
          "due_on",
          "asset_id",
          "test_type",
        ]);
        // A prefix of the new index: every query it served, the new one serves.
        await db.schema.dropIndex("passport_due_on").ifExists().execute();
      },
    },
  };
}
