import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from "kysely";
import pg from "pg";
import { consoleErrorLogger, type Logger } from "#app/lib/logger.ts";
import type { Schema } from "./schema.ts";
import type { DatabaseSettings } from "./settings.ts";

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
/**
 * Kysely's SQLite driver begins a transaction with a plain (deferred) BEGIN, which takes the write
 * lock only at the first write. Had another connection committed since the transaction's first
 * read (the rate limiter's own, the staff CLI, a script), that write failed at once with
 * "database is locked" (SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out): a 500 in the
 * console. BEGIN IMMEDIATE takes the lock first, waiting for it as a single write does.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
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
    dialect: new ImmediateSqliteDialect({ database: kyselySqlite(database) }),
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

/**
 * Whether a write failed on a UNIQUE constraint, as PostgreSQL (SQLSTATE 23505) and node:sqlite
 * (SQLITE_CONSTRAINT, "UNIQUE constraint failed") report it: a duplicate key the caller answers
 * (a unit number already in use, a resent form) rather than a fault.
 */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: string })?.code ?? ""} ${(error as Error)?.message ?? ""}`;
  return /23505|UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(text);
}

export { sql };
