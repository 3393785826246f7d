import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndex, serialId } from "#app/platform/migration-helpers.server.ts";

/** The migrations of issued test reports (app/features/reports). */
export function reportMigrations(postgres: boolean): Record<string, Migration> {
  return {
    /**
     * Reports, one row per revision, with their PDF and its SHA-256; the yearly sequence their
     * numbers are drawn from; and the private links to a PDF that e-mails carry. A number and revision pair is unique, so two corrections
     * of one report made at once cannot both become the next revision.
     */
    "2026-11-26-301-reports": {
      async up(db: Kysely<unknown>) {
        const blob = postgres ? "bytea" : "blob";
        await db.schema
          .createTable("report_sequences")
          .ifNotExists()
          .addColumn("year", "integer", (column) => column.primaryKey())
          .addColumn("last", "integer", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("reports")
          .ifNotExists()
          .addColumn(...serialId(postgres))
          .addColumn("number", "text", (column) => column.notNull())
          .addColumn("year", "integer", (column) => column.notNull())
          .addColumn("sequence", "integer", (column) => column.notNull())
          .addColumn("revision", "integer", (column) => column.notNull())
          .addColumn("status", "text", (column) => column.notNull())
          .addColumn("snapshot", "text", (column) => column.notNull())
          .addColumn("test_record_id", "integer")
          .addColumn("customer_name", "text", (column) => column.notNull())
          .addColumn("asset_label", "text", (column) => column.notNull())
          .addColumn("pdf", blob, (column) => column.notNull())
          .addColumn("sha256", "text", (column) => column.notNull())
          .addColumn("issued_at", "text", (column) => column.notNull())
          .addColumn("issued_by_id", "text")
          .addColumn("issued_by_name", "text", (column) => column.notNull())
          .addColumn("correction", "text")
          .addColumn("superseded_at", "text")
          .addColumn("superseded_by", "integer")
          .addColumn("withdrawn_at", "text")
          .addColumn("withdrawn_reason", "text")
          .execute();
        await createIndex(db, "reports_number_revision", "reports", ["number", "revision"], true);
        await createIndex(db, "reports_sha256", "reports", ["sha256"]);
        await createIndex(db, "reports_issued_at", "reports", ["issued_at"]);
        await createIndex(db, "reports_test_record", "reports", ["test_record_id"]);
        await db.schema
          .createTable("report_links")
          .ifNotExists()
          .addColumn(...serialId(postgres))
          .addColumn("report_id", "integer", (column) =>
            column.notNull().references("reports.id").onDelete("cascade"),
          )
          .addColumn("token_hash", "text", (column) => column.notNull())
          .addColumn("created_at", "text", (column) => column.notNull())
          .addColumn("expires_at", "text", (column) => column.notNull())
          .execute();
        await createIndex(db, "report_links_token", "report_links", ["token_hash"], true);
      },
    },
  };
}
