import { describe, expect, it } from "vitest";
import { issueFormToken } from "./form-token.server.ts";
import { createIntake } from "./intake.server.ts";
import { memoryRateLimiter } from "./rate-limit.server.ts";

const secret = "i".repeat(40);
const shownAt = Date.parse("2026-03-10T04:00:00.000Z");
const now = new Date(shownAt + 60_000);

type Stored = { reference: string; message: string };

function intakeWith(limit = 10) {
  const spent = new Set<string>();
  const spendCalls: string[] = [];
  const intake = createIntake({
    limiter: memoryRateLimiter(limit, 60_000),
    formSecret: secret,
    async spendToken(token) {
      spendCalls.push(token);
      if (spent.has(token)) return false;
      spent.add(token);
      return true;
    },
    minFillMs: 3000,
  });
  const stored = new Map<string, Stored>();
  const submit = (
    key: string,
    message: string,
    sent: { website?: string; formToken?: string; ip?: string },
  ) =>
    intake.admit<Stored>({
      idempotencyKey: key,
      find: async (wanted) => stored.get(wanted),
      sameContent: (existing) => existing.message === message,
      ip: "203.0.113.7",
      ...sent,
      now,
    });
  return { intake, stored, submit, spendCalls };
}

describe("the intake of a public form", () => {
  it("lets a person's form through as clear", async () => {
    const { submit } = intakeWith();
    const token = issueFormToken(secret, shownAt);
    expect(await submit("key-1", "Oil test", { formToken: token })).toEqual({
      outcome: "new",
      screening: { verdict: "clear" },
    });
  });

  it("judges a filled honeypot spam, before anything else", async () => {
    const { submit } = intakeWith();
    expect(await submit("key-1", "Oil test", { website: "http://spam.example" })).toEqual({
      outcome: "new",
      screening: { verdict: "spam", reason: "honeypot field filled" },
    });
  });

  it("holds a form without a valid signed token, saying why", async () => {
    const { submit } = intakeWith();
    expect(await submit("key-1", "Oil test", {})).toEqual({
      outcome: "new",
      screening: { verdict: "held", reason: "no valid form token (missing)" },
    });
    const forged = `${issueFormToken("x".repeat(40), shownAt)}`;
    expect(await submit("key-2", "Oil test", { formToken: forged })).toEqual({
      outcome: "new",
      screening: { verdict: "held", reason: "no valid form token (forged)" },
    });
  });

  it("judges a form sent faster than a person fills it spam", async () => {
    const { submit } = intakeWith();
    const token = issueFormToken(secret, now.getTime() - 1200);
    expect(await submit("key-1", "Oil test", { formToken: token })).toEqual({
      outcome: "new",
      screening: { verdict: "spam", reason: "sent 1200 ms after the form was shown" },
    });
  });

  it("lets a refused form corrected and sent at once through: its token is dated back by the fill time", async () => {
    const { intake, submit } = intakeWith();
    // Shown again 400 ms ago after a refusal, sent again now.
    const token = intake.correctionToken(now.getTime() - 400);
    expect(await submit("key-1", "Oil test", { formToken: token })).toEqual({
      outcome: "new",
      screening: { verdict: "clear" },
    });
    expect(intake.fillMs).toBe(3000);
  });

  it("holds a form whose token a stored submission already carried", async () => {
    const { submit } = intakeWith();
    const token = issueFormToken(secret, shownAt);
    await submit("key-1", "Oil test", { formToken: token });
    expect(await submit("key-2", "Another test", { formToken: token })).toEqual({
      outcome: "new",
      screening: { verdict: "held", reason: "form token used before (a replayed form)" },
    });
  });

  it("answers a repeat with the stored submission and refuses the key with other content (409)", async () => {
    const { submit, stored } = intakeWith();
    stored.set("key-1", { reference: "VPS-20260310-ABC123", message: "Oil test" });
    const token = issueFormToken(secret, shownAt);
    expect(await submit("key-1", "Oil test", { formToken: token })).toEqual({
      outcome: "repeat",
      stored: { reference: "VPS-20260310-ABC123", message: "Oil test" },
    });
    expect(await submit("key-1", "Something else", { formToken: token })).toEqual({
      outcome: "refused",
      status: 409,
    });
  });

  it("refuses an address over the shared limit (429), after answering repeats and before screening", async () => {
    const { submit, stored, spendCalls } = intakeWith(2);
    stored.set("key-0", { reference: "VPS-20260310-ABC123", message: "Oil test" });
    for (const key of ["key-1", "key-2"])
      expect((await submit(key, "Oil test", {})).outcome).toBe("new");
    expect(
      await submit("key-3", "Oil test", { formToken: issueFormToken(secret, shownAt) }),
    ).toEqual({ outcome: "refused", status: 429, retryAfterSeconds: 60 });
    expect(spendCalls).toEqual([]);
    expect((await submit("key-0", "Oil test", {})).outcome).toBe("repeat");
  });

  it("counts an IPv6 client by its /64, however it rotates within it", async () => {
    const { submit } = intakeWith(2);
    const outcomes = [];
    for (const [key, ip] of [
      ["key-1", "2001:db8:aa:1::1"],
      ["key-2", "2001:db8:aa:1:ffff::2"],
      ["key-3", "2001:DB8:AA:1:9:9:9:9"],
      ["key-4", "2001:db8:aa:2::1"],
    ])
      outcomes.push((await submit(key ?? "", "Oil test", { ip })).outcome);
    expect(outcomes).toEqual(["new", "new", "refused", "new"]);
  });
});
