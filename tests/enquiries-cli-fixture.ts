/**
 * What scripts/enquiries.test.ts runs the enquiries CLI against: a migrated database (SQLite or
 * an embedded PostgreSQL server) holding four enquiries prepared through the store, and the CLI
 * itself as a child process.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStore, type NewEnquiry, type Store } from "#app/features/enquiries/store.server.ts";
import { siteMigrations } from "#app/migrations.server.ts";
import { type Database, openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { testEnquiry } from "#tests/fixtures/enquiries-database.ts";
import { childBase } from "#tests/support/child-env.ts";
import { startTestPostgres } from "#tests/support/embedded-postgres.ts";

const root = path.resolve(import.meta.dirname, "..");

/** A database the CLI is pointed at, already migrated, with the store this process uses on it. */
export type Target = {
  env: Record<string, string>;
  database: Database;
  store: Store;
  location: string;
};

export type Run = { code: number; stdout: string; stderr: string };

/** Runs `node scripts/enquiries.ts …args` with only the target's settings in its environment. */
export function cli(target: Target, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/enquiries.ts", ...args],
      { cwd: root, env: { ...childBase(), ...target.env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export function enquiry(key: string, fields: Partial<NewEnquiry>): NewEnquiry {
  return testEnquiry(key, {
    message: "PLC migration for the boiler house",
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
    ...fields,
  });
}

/**
 * Four enquiries from March 2024, one of each state, every message starting with a character a
 * spreadsheet would run: sent (after one try), dead (one try failed for good), held, pending.
 */
export async function seed(store: Store) {
  const at = (iso: string) => new Date(iso);
  const { enquiry: sent } = await store.insert(
    enquiry("cli-sent-0001", {
      kind: "product",
      name: "Asha Iyer",
      email: "asha@example.in",
      service: "Blue Silica Gel (Indicating)",
      message: "+91 98765 43210, call me back",
      sourcePath: "/services/details/blue-silica-gel",
    }),
    at("2024-03-01T08:15:00.000Z"),
  );
  const claimedSent = await store.claimNext(at("2024-03-01T08:15:01.000Z"), 60_000);
  await store.markSent(claimedSent?.id ?? -1, at("2024-03-01T08:15:02.000Z"));
  const { enquiry: dead } = await store.insert(
    enquiry("cli-dead-0002", { message: "-5 °C at the site, the breather is blocked" }),
    at("2024-03-02T09:30:00.000Z"),
  );
  const claimedDead = await store.claimNext(at("2024-03-02T09:30:01.000Z"), 60_000);
  await store.markFailed(claimedDead?.id ?? -1, "550 mailbox unavailable", "dead");
  const { enquiry: held } = await store.insert(
    enquiry("cli-held-0003", {
      name: "Unknown Visitor",
      email: "visitor@example.in",
      service: "service",
      message: "@everyone please look at this",
      spamReason: "no form token",
      held: true,
    }),
    at("2024-03-03T10:45:00.000Z"),
  );
  const { enquiry: pending } = await store.insert(
    enquiry("cli-pending-0004", {
      name: "Meena Patel",
      email: "meena@example.in",
      service: "service",
      message: '=HYPERLINK("http://evil.example","Click for the quote")',
    }),
    at("2024-03-04T11:00:00.000Z"),
  );
  return {
    sent: sent.reference,
    dead: dead.reference,
    held: held.reference,
    pending: pending.reference,
  };
}

/**
 * Where the CLI tests run: a fresh, migrated database for each test (tests may run at the same
 * time), and the cleanup once they are done.
 */
export type Backend = { fresh(): Promise<Target>; close(): Promise<void> };

async function prepare(
  env: Record<string, string>,
  location: string,
  opened: Database[],
): Promise<Target> {
  const database = openDatabase({ DATA_DIR: env.DATA_DIR ?? "", DATABASE_URL: env.DATABASE_URL });
  opened.push(database);
  await migrate(database, siteMigrations);
  return { env, database, store: createStore(database), location };
}

/** SQLite: a new DATA_DIR for each test. */
export async function sqliteBackend(): Promise<Backend> {
  const dirs: string[] = [];
  const opened: Database[] = [];
  return {
    async fresh() {
      const dir = mkdtempSync(path.join(tmpdir(), "vps-cli-"));
      dirs.push(dir);
      return prepare({ DATA_DIR: dir }, path.join(dir, "enquiries.sqlite"), opened);
    },
    async close() {
      await Promise.all(opened.map((database) => database.close()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL: one embedded server on a free port, a new database in it for each test. */
export async function postgresBackend(): Promise<Backend> {
  const postgres = await startTestPostgres("vps-cli-pg-");
  let databases = 0;
  const opened: Database[] = [];
  return {
    async fresh() {
      databases += 1;
      const name = `cli_${databases}`;
      const url = await postgres.createDatabase(name);
      // The CLI names the database by host, port and name (on a shared server, a suffixed name).
      const { host, pathname } = new URL(url);
      return prepare(
        { DATA_DIR: postgres.dir, DATABASE_URL: url },
        `postgres://${host}${pathname}`,
        opened,
      );
    },
    async close() {
      // Every pool first: a connection still open when the server stops gets 57P01.
      await Promise.all(opened.map((database) => database.close()));
      await postgres.stop();
    },
  };
}
