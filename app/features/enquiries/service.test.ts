import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/platform/database.server.ts";
import { issueFormToken } from "#app/platform/form-token.server.ts";
import { createIntake } from "#app/platform/intake.server.ts";
import { databaseRateLimiter, memoryRateLimiter } from "#app/platform/rate-limit.server.ts";
import { spendFormToken } from "#app/platform/spent-tokens.server.ts";
import { sqliteTestDatabase } from "#tests/fixtures/enquiries-database.ts";
import { createEnquiryService } from "./service.server.ts";
import type { Store } from "./store.server.ts";

const secret = "service-test-secret-0123456789abcdef";
const now = new Date("2026-11-23T10:00:00.000Z");
/** A token the server issued `ms` before `now`. */
const tokenFrom = (ms: number) => issueFormToken(secret, now.getTime() - ms);

let test: Awaited<ReturnType<typeof sqliteTestDatabase>>;
let database: Database;
let store: Store;

beforeEach(async () => {
  test = await sqliteTestDatabase();
  ({ database, store } = test);
});

afterEach(() => test.remove());

function service(options: { minFillMs?: number; limit?: number } = {}) {
  return createEnquiryService({
    store,
    intake: createIntake({
      minFillMs: options.minFillMs ?? 3000,
      limiter: memoryRateLimiter(options.limit ?? 0, 60_000),
      formSecret: secret,
      spendToken: (token, at) => spendFormToken(database, token, at),
    }),
    isKnownProduct: () => true,
  });
}

const contact = {
  firstName: "Ravi",
  lastName: "Shah",
  email: "ravi@example.in",
  phone: "9876543210",
  service: "automation",
  message: "PLC migration for the boiler house",
  idempotencyKey: "3f2c1a7e-1111-4222-8333-944455556666",
};

const product = (message: string) => ({
  name: "Asha Rao",
  email: "asha@example.in",
  phoneNo: "9876543210",
  message,
  service: "Silica Gel Breather",
  formToken: tokenFrom(60_000),
});

describe("enquiry service", () => {
  it("stores one enquiry for one idempotency key, however often it is posted", async () => {
    const form = { ...contact, formToken: tokenFrom(20_000) };
    const results = await Promise.all(
      [1, 2, 3].map(() => service().submit("contact", form, { sourcePath: "/contact", now })),
    );
    const references = new Set(results.map((result) => (result.ok ? result.reference : "")));
    expect(references.size).toBe(1);
    expect(await store.list()).toHaveLength(1);
  });

  it("stores the optional company and plant location, and none when they are left blank", async () => {
    const sent = await service().submit(
      "contact",
      {
        ...contact,
        company: " Shah Textiles Pvt. Ltd. ",
        plantLocation: "Halol GIDC, Gujarat",
        formToken: tokenFrom(20_000),
      },
      { sourcePath: "/contact", now },
    );
    const blank = await service().submit(
      "product",
      { ...product("Two breathers"), company: "", plantLocation: " " },
      { sourcePath: "/services/details/silica-gel-breather/enquiry", now },
    );
    if (!sent.ok || !blank.ok) throw new Error("both enquiries should be accepted");
    const stored = await store.byReference(sent.reference);
    expect(stored?.company).toBe("Shah Textiles Pvt. Ltd.");
    expect(stored?.plant_location).toBe("Halol GIDC, Gujarat");
    const storedBlank = await store.byReference(blank.reference);
    expect(storedBlank?.company).toBeNull();
    expect(storedBlank?.plant_location).toBeNull();
  });

  it("treats a repeat with another company under the same key as a different enquiry", async () => {
    const form = { ...contact, company: "Shah Textiles", formToken: tokenFrom(20_000) };
    expect((await service().submit("contact", form, { sourcePath: "/contact", now })).ok).toBe(
      true,
    );
    const again = await service().submit(
      "contact",
      { ...form, company: "Another Mill" },
      { sourcePath: "/contact", now },
    );
    expect(!again.ok && again.status).toBe(409);
  });

  it("answers 409 when an idempotency key comes back with other content, and keeps the first", async () => {
    const first = await service().submit(
      "contact",
      { ...contact, formToken: tokenFrom(20_000) },
      { sourcePath: "/contact", now },
    );
    const second = await service().submit(
      "contact",
      { ...contact, message: "A different request", formToken: tokenFrom(20_000) },
      { sourcePath: "/contact", now },
    );
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({
      ok: false,
      status: 409,
      formError:
        "This form was already sent with different details. Please reload the page and send your new enquiry again.",
    });
    const rows = await store.list();
    expect(rows.map((row) => row.message)).toEqual(["PLC migration for the boiler house"]);
  });

  it("derives a key from the content when the form sent none, so a resubmission is not doubled", async () => {
    const svc = service();
    await svc.submit("product", product("50 kg"), { sourcePath: "/x", now });
    await svc.submit("product", product("50 kg"), { sourcePath: "/x", now });
    await svc.submit("product", product("60 kg"), { sourcePath: "/x", now });
    expect(await store.list()).toHaveLength(2);
  });

  it("marks a filled honeypot and a form sent within the minimum time as spam", async () => {
    const svc = service({ minFillMs: 3000 });
    const honeypot = await svc.submit(
      "product",
      { ...product("honeypot"), website: "http://spam.example" },
      { sourcePath: "/x", now },
    );
    const fast = await svc.submit(
      "product",
      { ...product("fast"), formToken: tokenFrom(500) },
      { sourcePath: "/x", now },
    );
    expect(honeypot.ok && fast.ok).toBe(true);
    const rows = await store.list({});
    expect(rows.map((row) => [row.message, row.status, row.spam_reason])).toEqual([
      ["fast", "spam", "sent 500 ms after the form was shown"],
      ["honeypot", "spam", "honeypot field filled"],
    ]);
  });

  it("holds an enquiry without a valid token for review instead of sending it or calling it spam", async () => {
    const svc = service();
    const forged = `${now.getTime() - 60_000}.AAAAAAAAAAAA.${"A".repeat(43)}`;
    const cases: [string, unknown][] = [
      ["no token", undefined],
      ["forged", forged],
      ["expired", tokenFrom(25 * 3_600_000)],
      [
        "from another secret",
        issueFormToken("another-secret-0123456789abcdefghij", now.getTime() - 60_000),
      ],
    ];
    for (const [message, formToken] of cases)
      expect(
        (await svc.submit("product", { ...product(message), formToken }, { sourcePath: "/x", now }))
          .ok,
      ).toBe(true);
    const rows = await store.list();
    expect(rows.map((row) => row.status)).toEqual(["held", "held", "held", "held"]);
    expect(rows.map((row) => row.spam_reason).sort()).toEqual([
      "no valid form token (expired)",
      "no valid form token (forged)",
      "no valid form token (forged)",
      "no valid form token (missing)",
    ]);
  });

  it("times the fill from the server's token, so a visitor's clock cannot make a real enquiry spam", async () => {
    // The old form field said when the browser thought the form was shown; it is ignored now.
    const aheadClock = { ...product("clock ahead"), renderedAt: String(now.getTime() + 3_600_000) };
    const result = await service().submit("product", aheadClock, { sourcePath: "/x", now });
    expect(result.ok).toBe(true);
    expect((await store.list())[0]?.status).toBe("pending");
  });

  it("limits new enquiries per address, but a repeat of a stored one still gets its reference", async () => {
    const svc = service({ limit: 2 });
    const at = { sourcePath: "/x", ip: "10.0.0.9", now };
    const one = await svc.submit("product", product("one"), at);
    const two = await svc.submit("product", product("two"), at);
    const three = await svc.submit("product", product("three"), at);
    const oneAgain = await svc.submit("product", product("one"), at);
    expect([one.ok, two.ok, three.ok]).toEqual([true, true, false]);
    expect(three).toMatchObject({ status: 429 });
    expect(!three.ok && three.retryAfterSeconds).toBeGreaterThan(0);
    expect(oneAgain.ok && one.ok && oneAgain.reference === one.reference).toBe(true);
    const other = await svc.submit("product", product("four"), { ...at, ip: "10.0.0.10" });
    expect(other.ok).toBe(true);
  });

  it("releases held and spam enquiries on request, and retries only dead ones", async () => {
    await service().submit(
      "product",
      { ...product("held"), formToken: "" },
      { sourcePath: "/x", now },
    );
    const [held] = await store.list();
    expect(held?.status).toBe("held");
    expect(await store.retry({ reference: held?.reference ?? "" })).toBe(0);
    expect(await store.release(held?.reference ?? "")).toBe(1);
    expect((await store.byReference(held?.reference ?? ""))?.status).toBe("pending");
    expect(await store.release(held?.reference ?? "")).toBe(0);
  });
});

describe("the rate limit in the database", () => {
  it("is one budget for every process that opens the same SQLite file", async () => {
    const second = openDatabase({ DATA_DIR: test.dir });
    const a = await databaseRateLimiter(database, 3, 60_000, (error) => {
      throw error;
    });
    const b = await databaseRateLimiter(second, 3, 60_000, (error) => {
      throw error;
    });
    try {
      const verdicts = [];
      for (const limiter of [a, b, a, b, a]) verdicts.push((await limiter.consume("10.1.2.3")).ok);
      expect(verdicts).toEqual([true, true, true, false, false]);
      expect((await b.consume("10.1.2.4")).ok).toBe(true);
    } finally {
      a.close();
      b.close();
      await second.close();
    }
  });
});
