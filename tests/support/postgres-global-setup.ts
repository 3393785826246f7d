/**
 * Vitest's global set-up: one embedded PostgreSQL server for the whole run, named to the test
 * files in VPS_TEST_POSTGRES_URL (the workers start after this and inherit the environment).
 * Each file makes databases of its own on it (embedded-postgres.ts) and drops them when done.
 */
import {
  sharedPostgresVariable,
  startOwnPostgres,
  type TestPostgres,
} from "./embedded-postgres.ts";

let server: TestPostgres | undefined;

export async function setup() {
  server = await startOwnPostgres("vitest-pg-");
  process.env[sharedPostgresVariable] = server.url("postgres");
}

export async function teardown() {
  delete process.env[sharedPostgresVariable];
  await server?.stop();
}
