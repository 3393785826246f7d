import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndex } from "./migration-helpers.server.ts";

/**
 * The platform's migrations. `messages` and `item_events` were made by 2026-11-24-001 of service
 * requests, and 2026-11-26-002 also added `service_requests.submission_hash`: a migration that
 * databases have already applied is kept whole, under its name, where it was first written.
 */
export function platformMigrations(_postgres: boolean): Record<string, Migration> {
  return {
    /**
     * A form token is spent by the submission it carried (a replay is held, not delivered), and a
     * service request keeps the digest of everything it was sent with, so that a repeat under
     * the same idempotency key is told apart from other content sent with that key.
     */
    "2026-11-26-002-spent-tokens": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("spent_form_tokens")
          .ifNotExists()
          .addColumn("nonce", "text", (column) => column.primaryKey())
          .addColumn("spent_at", "text", (column) => column.notNull())
          .execute();
        await createIndex(db, "spent_form_tokens_at", "spent_form_tokens", ["spent_at"]);
        await db.schema
          .alterTable("service_requests")
          .addColumn("submission_hash", "text")
          .execute();
      },
    },
  };
}
