/** The tables of service plans: the plan customers and the plans attached to requests by hand. */
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndex, serialId } from "#app/platform/migration-helpers.server.ts";

function servicePlansMigration(postgres: boolean): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let subscribers = db.schema
        .createTable("plan_subscribers")
        .ifNotExists()
        .addColumn(...serialId(postgres));
      for (const name of [
        "company",
        "plan",
        "starts_on",
        "ends_on",
        "emails",
        "phones",
        "created_at",
        "updated_at",
      ])
        subscribers = subscribers.addColumn(name, "text", (column) => column.notNull());
      await subscribers.execute();
      await createIndex(db, "plan_subscribers_dates", "plan_subscribers", ["ends_on"]);

      await db.schema
        .createTable("request_plans")
        .ifNotExists()
        .addColumn(...serialId(postgres))
        .addColumn("request_id", "integer", (column) =>
          column.notNull().references("service_requests.id").onDelete("cascade"),
        )
        .addColumn("plan", "text", (column) => column.notNull())
        .addColumn("customer", "text", (column) => column.notNull())
        .addColumn("set_by", "text", (column) => column.notNull())
        .addColumn("set_at", "text", (column) => column.notNull())
        .execute();
      await createIndex(db, "request_plans_request_key", "request_plans", ["request_id"], true);
    },
  };
}

/**
 * A plan customer may be a passport customer: the contacts of that customer then identify its
 * requests too. Null for a plan customer kept by its own lists only; a passport customer is never
 * deleted, and if one ever is, the plan stays with its lists.
 */
const passportCustomerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("plan_subscribers")
      .addColumn("passport_customer_id", "integer", (column) =>
        column.references("passport_customers.id").onDelete("set null"),
      )
      .execute();
    await createIndex(db, "plan_subscribers_customer", "plan_subscribers", [
      "passport_customer_id",
    ]);
  },
};

export function servicePlanMigrations(postgres: boolean): Record<string, Migration> {
  return {
    "2026-11-26-201-service-plans": servicePlansMigration(postgres),
    // After the passport's tables (2026-11-26-100), which the new column refers to.
    "2026-11-26-501-plan-passport-customer": passportCustomerMigration,
  };
}
