import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndex, serialId } from "#app/platform/migration-helpers.server.ts";

/** The migrations of the staff accounts (better-auth's tables) and of the sign-in attempts. */
export function staffMigrations(postgres: boolean): Record<string, Migration> {
  return {
    /**
     * better-auth's tables for app/features/staff, as its own getMigrations() writes them for the
     * kysely adapter (better-auth 1.7.25: email and password, admin plugin, database rate limit),
     * under staff_ names; then the per-account count of failed sign-ins, which better-auth lacks.
     */
    "2026-11-23-001-staff": {
      async up(db: Kysely<unknown>) {
        const date = postgres ? "timestamptz" : "date";
        const boolean = postgres ? "boolean" : "integer";
        const now = (column: ColumnDefinitionBuilder) =>
          postgres ? column.defaultTo(sql`CURRENT_TIMESTAMP`) : column;
        const table = (name: string) =>
          db.schema
            .createTable(name)
            .ifNotExists()
            .addColumn("id", "text", (column) => column.notNull().primaryKey());
        const userId = (column: ColumnDefinitionBuilder) =>
          column.notNull().references("staff_user.id").onDelete("cascade");
        await table("staff_user")
          .addColumn("name", "text", (column) => column.notNull())
          .addColumn("email", "text", (column) => column.notNull().unique())
          .addColumn("emailVerified", boolean, (column) => column.notNull())
          .addColumn("image", "text")
          .addColumn("createdAt", date, (column) => now(column.notNull()))
          .addColumn("updatedAt", date, (column) => now(column.notNull()))
          .addColumn("role", "text")
          .addColumn("banned", boolean)
          .addColumn("banReason", "text")
          .addColumn("banExpires", date)
          .execute();
        await table("staff_session")
          .addColumn("expiresAt", date, (column) => column.notNull())
          .addColumn("token", "text", (column) => column.notNull().unique())
          .addColumn("createdAt", date, (column) => now(column.notNull()))
          .addColumn("updatedAt", date, (column) => column.notNull())
          .addColumn("ipAddress", "text")
          .addColumn("userAgent", "text")
          .addColumn("userId", "text", userId)
          .addColumn("impersonatedBy", "text")
          .execute();
        let account = table("staff_account")
          .addColumn("accountId", "text", (column) => column.notNull())
          .addColumn("providerId", "text", (column) => column.notNull())
          .addColumn("userId", "text", userId);
        for (const name of ["accessToken", "refreshToken", "idToken"])
          account = account.addColumn(name, "text");
        await account
          .addColumn("accessTokenExpiresAt", date)
          .addColumn("refreshTokenExpiresAt", date)
          .addColumn("scope", "text")
          .addColumn("password", "text")
          .addColumn("createdAt", date, (column) => now(column.notNull()))
          .addColumn("updatedAt", date, (column) => column.notNull())
          .execute();
        await table("staff_verification")
          .addColumn("identifier", "text", (column) => column.notNull())
          .addColumn("value", "text", (column) => column.notNull())
          .addColumn("expiresAt", date, (column) => column.notNull())
          .addColumn("createdAt", date, (column) => now(column.notNull()))
          .addColumn("updatedAt", date, (column) => now(column.notNull()))
          .execute();
        await table("staff_rate_limit")
          .addColumn("key", "text", (column) => column.notNull().unique())
          .addColumn("count", "integer", (column) => column.notNull())
          .addColumn("lastRequest", "bigint", (column) => column.notNull())
          .execute();
        await createIndex(db, "staff_session_userId_idx", "staff_session", ["userId"]);
        await createIndex(db, "staff_account_userId_idx", "staff_account", ["userId"]);
        await createIndex(db, "staff_verification_identifier_idx", "staff_verification", [
          "identifier",
        ]);
        await db.schema
          .createTable("staff_sign_in_attempts")
          .ifNotExists()
          .addColumn(...serialId(postgres))
          .addColumn("email", "text", (column) => column.notNull())
          .addColumn("attempted_at", "text", (column) => column.notNull())
          .execute();
        await createIndex(db, "staff_sign_in_attempts_email", "staff_sign_in_attempts", [
          "email",
          "attempted_at",
        ]);
        await createIndex(db, "staff_sign_in_attempts_at", "staff_sign_in_attempts", [
          "attempted_at",
        ]);
      },
    },
    /**
     * Failed sign-ins keyed by (account, client address): a lock is per pair, so guesses from other
     * addresses cannot lock the owner out. Rows written before this have no address.
     */
    "2026-11-26-001-staff-sign-in-address": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("staff_sign_in_attempts").addColumn("ip", "text").execute();
        await createIndex(db, "staff_sign_in_attempts_pair", "staff_sign_in_attempts", [
          "email",
          "ip",
          "attempted_at",
        ]);
        await createIndex(db, "staff_sign_in_attempts_ip", "staff_sign_in_attempts", [
          "ip",
          "attempted_at",
        ]);
      },
    },
  };
}
