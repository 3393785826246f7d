/**
 * Taking a service request end to end below the web layer, on SQLite and on a real PostgreSQL:
 * what is stored, what is queued for e-mail, the status link, repeats, spam and refusals.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startServicePlans } from "#app/features/service-plans/public.server.ts";
import { silentLogger } from "#app/lib/logger.ts";
import { siteMigrations } from "#app/migrations.server.ts";
import { type Database, openDatabase } from "#app/platform/database.server.ts";
import { createIntake } from "#app/platform/intake.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { startPlatform } from "#app/platform/platform.server.ts";
import { memoryRateLimiter } from "#app/platform/rate-limit.server.ts";
import { platformSettingsShape } from "#app/platform/settings.ts";
import {
  form,
  jpeg,
  now,
  secret,
  serviceOn,
  shownAt,
  submit,
} from "#tests/fixtures/service-request-service.ts";
import { startTestPostgres, type TestPostgres } from "#tests/support/embedded-postgres.ts";
import { startSmtpRecorder } from "#tests/support/smtp-recorder.ts";
import { createServiceRequestService } from "./service.server.ts";
import { createRequestStore, hashToken } from "./store.server.ts";

function cases(open: () => Promise<Database>) {
  it("stores a breakdown with two photos, queues the notice and the acknowledgement", async () => {
    const database = await open();
    const { service, store, messages, token } = serviceOn(database);
    const photos = [new Blob([await jpeg(true)]), new Blob([await jpeg()])];
    const result = await submit(
      service,
      await form({ formToken: token, idempotencyKey: "key-0123456789abcdef" }, photos),
      { ip: "203.0.113.9", now },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.reference).toMatch(/^VPS-260310-[A-Z2-9]{6}$/);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = await store.byReference(result.reference);
    expect(stored).toMatchObject({
      status: "received",
      screening: "clear",
      make: "Crompton Greaves",
      rating: 10,
      rating_unit: "MVA",
      hv_kv: 33,
      symptoms: '["buchholz-trip","dga-alert"]',
      state: "Gujarat",
      ip: "203.0.113.9",
    });
    // Only the hash of the token is kept.
    expect(stored?.token_hash).toBe(hashToken(result.token ?? ""));
    expect(JSON.stringify(stored)).not.toContain(result.token);
    const kept = await store.photos(stored?.id ?? 0);
    expect(kept.map((photo) => [photo.position, photo.mime, photo.width])).toEqual([
      [1, "image/jpeg", 80],
      [2, "image/jpeg", 80],
    ]);
    // Re-encoded: the Artist tag of the first photo is gone.
    const metadata = await sharp(Buffer.from(kept[0]?.bytes ?? [])).metadata();
    expect(metadata.exif).toBeUndefined();
    const queued = await messages.forReference(result.reference);
    expect(queued.map((message) => [message.kind, message.to_address])).toEqual([
      ["request-notice", null],
      ["request-acknowledgement", "ravi.shah@example.in"],
    ]);
    expect(queued[0]?.subject).toBe(
      `Service request ${result.reference} (BREAKDOWN): 10 MVA Crompton Greaves, Halol Steel Pvt Ltd, Gujarat`,
    );
    expect(queued[1]?.text).toContain(
      `https://www.example.in/requests/${result.reference}?t=${result.token}`,
    );
    expect(await store.byStatusLink(result.reference, result.token ?? "")).toBeDefined();
    expect(await store.byStatusLink(result.reference, "A".repeat(22))).toBeUndefined();
    await database.close();
  });

  it("answers a repeat with the same reference and no token; other details under the key get 409", async () => {
    const database = await open();
    const { service, token } = serviceOn(database);
    const fields = { formToken: token, idempotencyKey: "repeat-0123456789ab" };
    const first = await submit(service, await form(fields), { now });
    const again = await submit(service, await form(fields), { now });
    expect(first.ok && again.ok && again.reference === first.reference).toBe(true);
    expect(again.ok && again.token).toBe(undefined);
    const other = await submit(service, await form({ ...fields, name: "Someone Else" }), { now });
    expect(other).toMatchObject({ ok: false, status: 409 });
    await database.close();
  });

  it("holds a breakdown without a form token and sends the desk one notice marked held, no acknowledgement", async () => {
    const database = await open();
    const { service, store, messages } = serviceOn(database);
    const result = await submit(service, await form({ formToken: "" }), { now });
    if (!result.ok) throw new Error("refused");
    expect(await store.byReference(result.reference)).toMatchObject({
      screening: "held",
      screening_reason: "no valid form token (missing)",
    });
    const queued = await messages.forReference(result.reference);
    expect(queued.map((message) => [message.kind, message.to_address])).toEqual([
      ["request-notice", null],
    ]);
    expect(queued[0]?.subject).toMatch(/^\[Held for review\] Service request VPS-260310-/);
    expect(queued[0]?.text).toContain(
      "Held for review (no valid form token (missing)): it did not come through the page's usual checks",
    );
    await database.close();
  });

  it("holds a planned visit without a form token and queues no e-mail for it", async () => {
    const database = await open();
    const { service, store, messages } = serviceOn(database);
    const result = await submit(
      service,
      await form({ formToken: "", urgency: "planned", preferredDate: "2026-03-20" }),
      { now },
    );
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect((await store.byReference(result.reference))?.screening).toBe("held");
    expect(await messages.forReference(result.reference)).toEqual([]);
    await database.close();
  });

  it("refuses a file that is not a picture, keeping the field errors beside it", async () => {
    const database = await open();
    const { service, token } = serviceOn(database);
    const polyglot = new Blob(["<html><script>alert(1)</script></html>"], { type: "image/jpeg" });
    const result = await submit(
      service,
      await form({ formToken: token, pin: "012345" }, [polyglot]),
      {
        now,
      },
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      fieldErrors: {
        pin: "A PIN code does not start with 0",
        photos: "Photo 1 (photo-1.jpg) is not a JPEG, PNG or WebP picture",
      },
    });
    await database.close();
  });

  it("answers 429 once the address has used up its limit", async () => {
    const database = await open();
    const { service, token } = serviceOn(database, 1);
    await submit(service, await form({ formToken: token }), { ip: "198.51.100.4", now });
    const second = await submit(service, await form({ formToken: token }), {
      ip: "198.51.100.4",
      now,
    });
    expect(second).toMatchObject({ ok: false, status: 429 });
    await database.close();
  });
}

describe("service requests on SQLite", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  cases(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "requests-"));
    dirs.push(dir);
    const database = openDatabase({ DATA_DIR: dir });
    await migrate(database, siteMigrations);
    return database;
  });
});

describe("service requests on PostgreSQL", () => {
  let postgres: TestPostgres;
  let count = 0;
  beforeAll(async () => {
    postgres = await startTestPostgres("requests-pg-");
  }, 120_000);
  afterAll(() => postgres?.stop());
  cases(async () => {
    count += 1;
    const url = await postgres.createDatabase(`requests_${count}`);
    const database = openDatabase({ DATA_DIR: postgres.dir, DATABASE_URL: url });
    await migrate(database, siteMigrations);
    return database;
  });
});

describe("acknowledgement over SMTP", () => {
  it("reaches the requester with the status link, and the company gets the notice", async () => {
    const smtp = await startSmtpRecorder();
    const dir = mkdtempSync(path.join(tmpdir(), "requests-smtp-"));
    const platform = await startPlatform(
      z.object(platformSettingsShape).parse({
        DATA_DIR: dir,
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Website <website@vidyutpower.example>",
        MAIL_TO: "service-desk@vidyutpower.example",
        LOG_LEVEL: "silent",
      }),
      silentLogger,
      siteMigrations,
    );
    try {
      expect(platform.mailConfigured).toBe(true);
      const store = createRequestStore(platform.database, platform.messages);
      const service = createServiceRequestService({
        store,
        intake: createIntake({
          limiter: memoryRateLimiter(100, 60_000),
          spendToken: platform.spendToken,
          formSecret: secret,
          minFillMs: 3000,
        }),
        acknowledgementLimiter: platform.acknowledgementLimiter,
        siteUrl: "https://www.example.in/",
        acknowledge: platform.mailConfigured,
        responseTarget: startServicePlans(platform.database).sla.targetFor,
      });
      const result = await submit(
        service,
        await form({ formToken: service.issueFormToken(shownAt), idempotencyKey: "smtp-ack-1" }),
        { ip: "203.0.113.20", now },
      );
      if (!result.ok) throw new Error("the request was refused");
      await platform.messageOutbox.drain();

      const recipients = smtp.received.map((mail) => mail.to);
      expect(recipients).toEqual([["service-desk@vidyutpower.example"], ["ravi.shah@example.in"]]);
      // Quoted-printable, as nodemailer writes it: soft line breaks and =XX escapes undone.
      const acknowledgement = (smtp.received[1]?.data ?? "")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      expect(acknowledgement).toContain(
        `https://www.example.in/requests/${result.reference}?t=${result.token}`,
      );
      expect(acknowledgement).not.toContain("sent=1");
      expect(smtp.subjects()[1]).toContain(result.reference);
      const queued = await platform.messages.forReference(result.reference);
      expect(queued.map((message) => message.status)).toEqual(["sent", "sent"]);
    } finally {
      await platform.stop();
      await platform.close();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
