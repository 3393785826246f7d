/**
 * The sign-in page's limits on SQLite and on a real PostgreSQL, through the login action as a
 * visitor meets it: only failures count, a lock is per (account, address) pair, guesses from
 * other addresses slow an account down without locking its owner out, and a disabled account
 * answers as a wrong password does.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpContext } from "#app/lib/request-context.ts";
import { postgresTarget, sqliteTarget, type Target } from "#tests/fixtures/database-targets.ts";
import {
  account,
  openTestDesk,
  password,
  site,
  type TestDesk,
} from "#tests/fixtures/staff-desk.ts";
import { setStaffDisabled } from "./accounts.server.ts";
import { accountDelayMs, reserveAttempt } from "./attempts.server.ts";
import { staffDeskContext, staffRequestContext } from "./context.ts";
import { loginAction } from "./login.server.ts";

type Answer = { status: number; location?: string; retryAfter?: string | null; body?: unknown };

const wrongAnswer = (email: string) => ({
  status: 400,
  body: { formError: "The e-mail address or the password is not right.", email },
});

/**
 * A lock lasts 15 minutes from the first failure of its window: Retry-After is 900 s less what
 * has passed since then. The tries take as long as the machine makes them (each hashes a
 * password), so the lower bound is what this test itself saw pass, not a fixed figure.
 */
function expectLockedFor15Minutes(retryAfter: number, firstFailureNotBefore: number) {
  const passedSeconds = Math.ceil((Date.now() - firstFailureNotBefore) / 1000);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(retryAfter).toBeGreaterThanOrEqual(900 - passedSeconds - 1);
}

describe("the delay of an account with failures from many addresses", () => {
  it("starts at the tenth failure, doubles from 250 ms and stops at 5 s", () => {
    expect([0, 9, 10, 11, 12, 13, 14, 15, 40, 10_000].map(accountDelayMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000, 5000,
    ]);
  });
});

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("sign-in limits on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  let target: Target;
  let test: TestDesk;

  /** The login action for one POST from `ip`: its status and what the page shows. */
  async function login(email: string, secretWord: string, ip: string): Promise<Answer> {
    const context = new RouterContextProvider();
    context.set(staffDeskContext, test.desk);
    context.set(staffRequestContext, { session: null, cookies: new Headers() });
    context.set(clientIpContext, ip);
    const request = new Request(`${site}/staff/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site },
      body: new URLSearchParams({ email, password: secretWord, next: "/staff" }).toString(),
    });
    try {
      const answer = (await loginAction(request, context)) as unknown as {
        data: unknown;
        init: { status: number; headers?: Record<string, string> } | null;
      };
      const retryAfter = answer.init?.headers?.["Retry-After"];
      return {
        status: answer.init?.status ?? 200,
        body: answer.data,
        ...(retryAfter ? { retryAfter } : {}),
      };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get("location") ?? "" };
      throw thrown;
    }
  }

  const welcome = { status: 303, location: "/staff" };

  beforeAll(async () => {
    target = await makeTarget();
    test = await openTestDesk(target);
    await account(test.desk, "asha@vidyut.example", "Asha Rao", "admin");
    await account(test.desk, "sunil@vidyut.example", "Sunil Mehta");
    await account(test.desk, "meera@vidyut.example", "Meera Iyer");
    await account(test.desk, "kiran@vidyut.example", "Kiran Rao");
    await account(test.desk, "farhan@vidyut.example", "Farhan Ali");
  }, 120_000);

  afterAll(async () => {
    await test?.close();
    await target?.stop();
  });

  it("lets three people sign in twelve times from one office address", async () => {
    const office = "198.51.100.20";
    const people = ["asha@vidyut.example", "sunil@vidyut.example", "meera@vidyut.example"];
    const answers: Answer[] = [];
    for (let round = 0; round < 4; round++)
      for (const email of people) answers.push(await login(email, password, office));
    expect(answers).toEqual(Array(12).fill(welcome));
  });

  it("does not lock the owner out after ten failures from rotating addresses, only slows them", async () => {
    const email = "kiran@vidyut.example";
    for (let i = 1; i <= 10; i++)
      expect(await login(email, `guess ${i}`, `203.0.113.${i}`), `guess ${i}`).toEqual(
        wrongAnswer(email),
      );
    const probe = await reserveAttempt(test.desk.platform.database, email, "192.0.2.99");
    expect(probe).toMatchObject({ allowed: true, delayMs: 250 });
    if (probe.allowed) await probe.release();
    expect(await login(email, password, "198.51.100.44")).toEqual(welcome);
  });

  it("answers 429 to the eleventh try of one account from an address with ten failures", async () => {
    const email = "meera@vidyut.example";
    const from = "203.0.113.60";
    const started = Date.now();
    for (let i = 1; i <= 10; i++)
      expect(await login(email, `guess ${i}`, from), `guess ${i}`).toEqual(wrongAnswer(email));
    // One account, however its address is typed.
    const limited = await login("MEERA@Vidyut.example", password, from);
    expect(limited).toMatchObject({
      status: 429,
      body: {
        formError: "Too many sign-in attempts. For your account's safety, try again in 15 minutes.",
        email: "MEERA@Vidyut.example",
      },
    });
    expectLockedFor15Minutes(Number(limited.retryAfter), started);
    // The pair is locked, not the account and not the address.
    expect(await login(email, password, "198.51.100.61")).toEqual(welcome);
    expect(await login("asha@vidyut.example", password, from)).toEqual(welcome);
  });

  it("answers 429 to an address with thirty failures over many accounts", async () => {
    const from = "203.0.113.90";
    const started = Date.now();
    for (let i = 1; i <= 30; i++)
      expect(await login(`guess-${i}@vidyut.example`, "a password", from), `guess ${i}`).toEqual(
        wrongAnswer(`guess-${i}@vidyut.example`),
      );
    // Even the right password of an account that never failed.
    const limited = await login("farhan@vidyut.example", password, from);
    expect(limited).toMatchObject({ status: 429 });
    expectLockedFor15Minutes(Number(limited.retryAfter), started);
    expect(await login("farhan@vidyut.example", password, "198.51.100.91")).toEqual(welcome);
  });

  it("answers a disabled account's right password exactly as a wrong one", async () => {
    const email = "sunil@vidyut.example";
    await setStaffDisabled(test.desk.auth, email, true);
    const right = await login(email, password, "198.51.100.30");
    const wrong = await login(email, "not the password", "198.51.100.30");
    expect(right).toEqual(wrongAnswer(email));
    expect(wrong).toEqual(wrongAnswer(email));
    // Both are failures of the pair: eight more of either kind lock it.
    for (let i = 0; i < 8; i++) await login(email, password, "198.51.100.30");
    expect(await login(email, "not the password", "198.51.100.30")).toMatchObject({
      status: 429,
    });
    await setStaffDisabled(test.desk.auth, email, false);
    expect(await login(email, password, "198.51.100.30")).toEqual(welcome);
  });
});
