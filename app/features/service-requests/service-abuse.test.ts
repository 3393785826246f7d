/**
 * The service request as an attacker uses it below the web layer, on a real SQLite database: the
 * acknowledgement as a mail relay, replayed form tokens, a key reused with other details, and
 * photos that must not be decoded before the per-address limit has been applied.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { siteMigrations } from "#app/migrations.server.ts";
import { type Database, openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import {
  form,
  jpeg,
  now,
  serviceOn,
  shownAt,
  submit,
} from "#tests/fixtures/service-request-service.ts";

let dir: string;
let database: Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "requests-abuse-"));
  database = openDatabase({ DATA_DIR: dir });
  await migrate(database, siteMigrations);
});

afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const phishing = {
  name: "Dear Victim, your account is locked",
  company: "Click http://phish.example/login now",
  make: "Visit phish.example",
  description: "Reset your password at http://phish.example/reset",
  address: "Pay at http://phish.example/pay",
  designation: "Call +1 900 555 0100",
  mobile: "9000090000",
  email: "victim@example.org",
};

it("writes to the address a visitor typed without any of the visitor's own words", async () => {
  const { service, messages, token } = serviceOn(database);
  const result = await submit(
    service,
    await form({ ...phishing, formToken: token, idempotencyKey: "phish-0123456789ab" }),
    { now },
  );
  if (!result.ok) throw new Error("refused");
  const [notice, acknowledgement] = await messages.forReference(result.reference);
  expect(acknowledgement?.to_address).toBe("victim@example.org");
  const sent = `${acknowledgement?.subject}\n${acknowledgement?.text}\n${acknowledgement?.html}`;
  for (const word of ["Victim", "phish.example", "900 555", "9000090000", "locked", "Reset"])
    expect(sent).not.toContain(word);
  expect(acknowledgement?.subject).toBe(
    `We have received your service request ${result.reference}`,
  );
  expect(acknowledgement?.text).toContain(
    `https://www.example.in/requests/${result.reference}?t=${result.token}`,
  );
  // The only link in the HTML part is the status page.
  expect(acknowledgement?.html.match(/href="[^"]*"/g)).toEqual([
    `href="https://www.example.in/requests/${result.reference}?t=${result.token}"`,
  ]);
  // The company's own notice still carries everything that was typed.
  expect(notice?.text).toContain("Reset your password at http://phish.example/reset");
});

it("acknowledges one address three times a day at most; the company hears of every request", async () => {
  const { service, messages } = serviceOn(database);
  const kinds: string[][] = [];
  for (let index = 0; index < 5; index++) {
    const result = await submit(
      service,
      await form({
        ...phishing,
        email: index % 2 ? "VICTIM@example.org" : "victim@example.org",
        formToken: service.issueFormToken(shownAt + index),
        idempotencyKey: `ack-limit-${index}-0123456789`,
      }),
      { now },
    );
    if (!result.ok) throw new Error("refused");
    kinds.push((await messages.forReference(result.reference)).map((message) => message.kind));
  }
  expect(kinds).toEqual([
    ["request-notice", "request-acknowledgement"],
    ["request-notice", "request-acknowledgement"],
    ["request-notice", "request-acknowledgement"],
    ["request-notice"],
    ["request-notice"],
  ]);
});

it("holds a second request sent with a form token already spent, and sends nothing for it", async () => {
  const { service, store, messages, token } = serviceOn(database);
  const first = await submit(
    service,
    await form({ formToken: token, idempotencyKey: "replay-first-012345" }),
    { now },
  );
  const replay = await submit(
    service,
    await form({ formToken: token, idempotencyKey: "replay-second-01234" }),
    { now },
  );
  if (!first.ok || !replay.ok) throw new Error("refused");
  expect(replay.reference).not.toBe(first.reference);
  expect(await store.byReference(first.reference)).toMatchObject({ screening: "clear" });
  expect(await store.byReference(replay.reference)).toMatchObject({
    screening: "held",
    screening_reason: "form token used before (a replayed form)",
  });
  expect(await messages.forReference(replay.reference)).toEqual([]);
});

it("refuses (409) a key sent again with any detail changed, a photo included", async () => {
  const { service, token } = serviceOn(database);
  const key = { formToken: token, idempotencyKey: "whole-0123456789abc" };
  const photo = new Blob([await jpeg()]);
  const first = await submit(service, await form(key, [photo]), { now });
  expect(first.ok).toBe(true);
  expect((await submit(service, await form(key, [photo]), { now })).ok).toBe(true);
  for (const changed of [
    await form({ ...key, description: "Tripped at 02:15 on Buchholz." }, [photo]),
    await form({ ...key, pin: "389351" }, [photo]),
    await form({ ...key, symptoms: ["buchholz-trip"] }, [photo]),
    await form(key, [new Blob([await jpeg(true)])]),
    await form(key),
  ])
    expect(await submit(service, changed, { now })).toMatchObject({ ok: false, status: 409 });
});

it("answers an address over its limit with 429 before any photo is decoded", async () => {
  const { service, token } = serviceOn(database, 1);
  await submit(service, await form({ formToken: token }), { ip: "198.51.100.7", now });
  // A JPEG by its first bytes that no decoder can open: decoding it would answer 400.
  const broken = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(4000).fill(7)])]);
  const second = await submit(service, await form({ formToken: token }, [broken]), {
    ip: "198.51.100.7",
    now,
  });
  expect(second).toMatchObject({ ok: false, status: 429 });
  const third = await submit(service, await form({ formToken: token }, [broken]), {
    ip: "198.51.100.8",
    now,
  });
  expect(third).toEqual({
    ok: false,
    status: 400,
    fieldErrors: {
      photos: "Photo 1 (photo-1.jpg) could not be opened as a picture: it may be damaged",
    },
  });
});
