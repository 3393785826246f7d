import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import {
  type Generated,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  sql,
} from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import pg from "pg";
import { consoleErrorLogger, type Logger } from "../../lib/logger.ts";
import type { EnquiryKind } from "./schema.ts";
import type { DatabaseSettings } from "./settings.ts";

/**
 * pending: waiting to be delivered; sent; dead: every try failed; spam: a bot's (honeypot, too
 * fast); held: no valid form token, so kept for a person to look at before it is released.
 */
export type EnquiryStatus = "pending" | "sent" | "dead" | "spam" | "held";

export type EnquiriesTable = {
  id: Generated<number>;
  reference: string;
  idempotency_key: string;
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  source_path: string;
  ip: string | null;
  user_agent: string | null;
  status: EnquiryStatus;
  spam_reason: string | null;
  attempts: number;
  /** ISO-8601 UTC timestamps throughout: they sort as text in both databases. */
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

export type Schema = { enquiries: EnquiriesTable };

export type Database = {
  db: Kysely<Schema>;
  dialect: "sqlite" | "postgres";
  /** Where the data lives, for logs: a file path or the PostgreSQL host and database. */
  location: string;
  /** The driver beneath Kysely, for libraries that take it directly (the rate limiter). */
  driver: { kind: "sqlite"; file: string } | { kind: "postgres"; pool: pg.Pool };
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * node:sqlite's statements take their parameters spread, not as one array, and tell whether they
 * return rows through columns(): this adapts them to the interface Kysely's SqliteDialect expects.
 */
function kyselySqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(query: string) {
      const statement = database.prepare(query);
      const args = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...args(parameters)),
        run: (parameters) => statement.run(...args(parameters)),
        iterate: (parameters) => statement.iterate(...args(parameters)),
      };
    },
  };
}

/** The one ordered list of migrations; types differ only where the two databases differ. */
function migrationsFor(dialect: Database["dialect"]): Record<string, Migration> {
  const postgres = dialect === "postgres";
  return {
    "2026-11-21-001-enquiries": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("enquiries")
          .ifNotExists()
          .addColumn("id", postgres ? "serial" : "integer", (column) =>
            postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
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
        await db.schema
          .createIndex("enquiries_due")
          .ifNotExists()
          .on("enquiries")
          .columns(["status", "next_attempt_at"])
          .execute();
        await db.schema
          .createIndex("enquiries_created")
          .ifNotExists()
          .on("enquiries")
          .column("created_at")
          .execute();
      },
    },
  };
}

/** Opens SQLite in DATA_DIR (WAL, synchronous=FULL) or PostgreSQL when DATABASE_URL is set. */
export function openDatabase(
  settings: DatabaseSettings,
  logger: Logger = consoleErrorLogger,
): Database {
  if (settings.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: settings.DATABASE_URL, max: 10 });
    // An idle client whose server went away (a restart, an admin shutdown: 57P01) is dropped by
    // the pool; without a listener the error would end the process.
    pool.on("error", (error: Error & { code?: string }) =>
      logger.error("database connection lost", { error: error.message, code: error.code }),
    );
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(settings.DATABASE_URL);
    return {
      db,
      dialect: "postgres",
      location: `postgres://${url.host}${url.pathname}`,
      driver: { kind: "postgres", pool },
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  mkdirSync(settings.DATA_DIR, { recursive: true });
  const file = path.resolve(settings.DATA_DIR, "enquiries.sqlite");
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: kyselySqlite(database) }),
  });
  return {
    db,
    dialect: "sqlite",
    location: file,
    driver: { kind: "sqlite", file },
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** Applies every migration not yet applied; run once at start by the server and the CLI. */
export async function migrate(database: Database): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () => migrationsFor(database.dialect),
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

export { sql };
