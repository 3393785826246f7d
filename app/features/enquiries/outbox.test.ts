import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { silentLogger } from "#app/lib/logger.ts";
import {
  backoffDelay,
  createOutbox,
  type OutboxSettings,
  type Sender,
} from "#app/platform/outbox.server.ts";
import { sqliteTestDatabase } from "#tests/fixtures/enquiries-database.ts";
import type { Enquiry, Store } from "./store.server.ts";

const settings: OutboxSettings = {
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  maxAttempts: 3,
  pollMs: 50,
  leaseMs: 30_000,
};

function enquiryInput(key: string) {
  return {
    idempotencyKey: key,
    kind: "contact" as const,
    name: "Ravi Shah",
    email: "ravi@example.in",
    phone: "9876543210",
    service: "service",
    message: "Oil test",
    sourcePath: "/contact",
  };
}

function recordingTransport(failures = 0): Sender<Enquiry> & { sent: Enquiry[]; calls: number } {
  let left = failures;
  const transport = {
    name: "test",
    sent: [] as Enquiry[],
    calls: 0,
    async send(enquiry: Enquiry) {
      transport.calls += 1;
      if (left > 0) {
        left -= 1;
        throw new Error("mail provider down");
      }
      transport.sent.push(enquiry);
    },
  };
  return transport;
}

describe("backoffDelay", () => {
  it("doubles from the base delay, with jitter in the upper half, up to the cap", () => {
    const delays = [1, 2, 3, 4].map((attempt) => backoffDelay(attempt, settings, () => 1));
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(1, settings, () => 0)).toBe(500);
    expect(backoffDelay(30, settings, () => 1)).toBe(60_000);
    for (let i = 0; i < 100; i++) {
      const delay = backoffDelay(3, settings);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });
});

describe("the outbox on SQLite", () => {
  let test: Awaited<ReturnType<typeof sqliteTestDatabase>>;
  let store: Store;

  beforeEach(async () => {
    test = await sqliteTestDatabase();
    store = test.store;
  });

  afterEach(() => test.remove());

  it("delivers a stored enquiry once and marks it sent", async () => {
    await store.insert(enquiryInput("k-1"));
    const transport = recordingTransport();
    const outbox = createOutbox(store, transport, settings, silentLogger);
    expect(await outbox.drain()).toBe(1);
    expect(await outbox.drain()).toBe(0);
    expect(transport.sent).toHaveLength(1);
    const [row] = await store.list();
    expect(row?.status).toBe("sent");
    expect(row?.sent_at).toBeTruthy();
  });

  it("retries a failed send after the backoff and delivers it when the provider recovers", async () => {
    await store.insert(enquiryInput("k-2"));
    const transport = recordingTransport(2);
    const outbox = createOutbox(store, transport, settings, silentLogger);
    let clock = Date.now();
    const now = () => new Date(clock);
    expect(await outbox.drain(now)).toBe(1);
    let [row] = await store.list();
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toBe("mail provider down");
    expect(await outbox.drain(now)).toBe(0); // not due yet
    clock += 1001;
    expect(await outbox.drain(now)).toBe(1);
    clock += 2001;
    expect(await outbox.drain(now)).toBe(1);
    [row] = await store.list();
    expect(row?.status).toBe("sent");
    expect(transport.calls).toBe(3);
    expect(transport.sent).toHaveLength(1);
  });

  it("marks an enquiry dead after the configured number of tries, and retry puts it back", async () => {
    await store.insert(enquiryInput("k-3"));
    const transport = recordingTransport(100);
    const outbox = createOutbox(store, transport, settings, silentLogger);
    let clock = Date.now();
    for (let i = 0; i < 5; i++) {
      await outbox.drain(() => new Date(clock));
      clock += 120_000;
    }
    const [row] = await store.list();
    expect(row?.status).toBe("dead");
    expect(transport.calls).toBe(settings.maxAttempts);
    expect(await store.release(row?.reference ?? "")).toBe(0);
    expect(await store.retry({ allDead: true })).toBe(1);
    const [again] = await store.list();
    expect(again?.status).toBe("pending");
    expect(again?.attempts).toBe(0);
  });

  it("deletes spam after 30 days and delivered enquiries after 24 months, never pending ones", async () => {
    const day = 86_400_000;
    const now = Date.now();
    const at = (days: number) => new Date(now - days * day);
    await store.insert({ ...enquiryInput("spam-old"), spamReason: "honeypot" }, at(31));
    await store.insert({ ...enquiryInput("spam-new"), spamReason: "honeypot" }, at(29));
    const { enquiry: oldSent } = await store.insert(enquiryInput("sent-old"), at(731));
    await store.markSent(oldSent.id);
    const { enquiry: newSent } = await store.insert(enquiryInput("sent-new"), at(700));
    await store.markSent(newSent.id);
    await store.insert(enquiryInput("pending-old"), at(800));
    expect(await store.purgeExpired(new Date(now))).toBe(2);
    const left = (await store.list()).map((row) => row.idempotency_key).sort();
    expect(left).toEqual(["pending-old", "sent-new", "spam-new"]);
  });

  it("lets a second worker claim nothing while the first holds the lease", async () => {
    await store.insert(enquiryInput("k-4"));
    const now = new Date();
    const first = await store.claimNext(now, 30_000);
    const second = await store.claimNext(now, 30_000);
    expect(first).toBeTruthy();
    expect(second).toBeUndefined();
    const later = await store.claimNext(new Date(now.getTime() + 31_000), 30_000);
    expect(later?.id).toBe(first?.id);
  });
});
