/**
 * The console's guard on SQLite and on a real PostgreSQL: anonymous visitors are sent to sign in
 * (with a safe `next`), every POST needs the site's Origin and the form's CSRF token (made from
 * the session, or from the sign-in page's cookie), and a renewed session's cookie reaches the
 * answer. The tokens themselves are tested in csrf.test.ts.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresTarget, sqliteTarget, type Target } from "#tests/fixtures/database-targets.ts";
import {
  account,
  openTestDesk,
  password,
  site,
  type TestDesk,
} from "#tests/fixtures/staff-desk.ts";
import { signIn } from "./auth.server.ts";
import { staffDeskContext, staffRequestContext } from "./context.ts";
import { loginCsrfToken, newLoginCookie, sessionCsrfToken } from "./csrf.server.ts";
import { consoleGuardMiddleware, consoleHeadersMiddleware } from "./guard.server.ts";

type Outcome =
  | { passed: true }
  | { passed: false; status: number; location?: string; title?: string };

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the guard on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  let target: Target;
  let test: TestDesk;
  let cookie = "";
  let sessionToken = "";

  /** Runs both middlewares as React Router does; a thrown redirect or refusal is the outcome. */
  async function visit(
    path: string,
    init: RequestInit = {},
  ): Promise<Outcome & { headers?: Headers }> {
    const context = new RouterContextProvider();
    context.set(staffDeskContext, test.desk);
    const request = new Request(`${site}${path}`, init);
    const args = { request, context, params: {}, pattern: path } as unknown as Parameters<
      typeof consoleGuardMiddleware
    >[0];
    try {
      const response = await consoleHeadersMiddleware(
        args,
        async () =>
          (await consoleGuardMiddleware(args, async () => new Response("page"))) as Response,
      );
      sessionToken = context.get(staffRequestContext)?.session?.token ?? sessionToken;
      return { passed: true, headers: (response as Response).headers };
    } catch (thrown) {
      if (thrown instanceof Response)
        return {
          passed: false,
          status: thrown.status,
          location: thrown.headers.get("location") ?? "",
        };
      const refused = thrown as { init?: { status?: number }; data?: { title?: string } };
      return { passed: false, status: refused.init?.status ?? 0, title: refused.data?.title };
    }
  }

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    visit(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    target = await makeTarget();
    test = await openTestDesk(target);
    await account(test.desk, "asha@vidyut.example", "Asha Rao", "admin");
    const result = await signIn(test.desk.auth, {
      email: "asha@vidyut.example",
      password,
      ip: "203.0.113.7",
      headers: { origin: site },
    });
    if (!result.ok) throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
    cookie = (result.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    // The session's token as the guard reads it: the CSRF and renewal tests need it, in any order.
    await visit("/staff", { headers: { cookie } });
    if (!sessionToken) throw new Error("the signed-in visit found no session");
  }, 120_000);

  afterAll(async () => {
    await test?.close();
    await target?.stop();
  });

  it("sends an anonymous visitor to sign in, remembering the page (data requests too)", async () => {
    expect(await visit("/staff/items/enquiry/VPS-260301-ABCDEF?done=note")).toEqual({
      passed: false,
      status: 303,
      location: "/staff/login?next=%2Fstaff%2Fitems%2Fenquiry%2FVPS-260301-ABCDEF%3Fdone%3Dnote",
    });
    expect(await visit("/staff/accounts.data?_routes=routes%2Fstaff-accounts")).toMatchObject({
      status: 303,
      location: "/staff/login?next=%2Fstaff%2Faccounts",
    });
    expect(await visit("/staff/photos/VPS-260301-ABCDEF/1")).toMatchObject({ status: 303 });
    expect(await post("/staff/logout", {}, { origin: site })).toMatchObject({ status: 303 });
    const login = await visit("/staff/login?next=%2Fstaff");
    expect(login.passed).toBe(true);
    expect([login.headers?.get("cache-control"), login.headers?.get("x-robots-tag")]).toEqual([
      "no-store",
      "noindex, nofollow",
    ]);
  });

  it("lets a signed-in member through", async () => {
    expect(await visit("/staff", { headers: { cookie } })).toMatchObject({ passed: true });
    expect(sessionToken).not.toBe("");
  });

  it("refuses a POST from another origin, or with no Origin, whatever its token", async () => {
    const csrf = sessionCsrfToken(test.desk.secret, sessionToken);
    const path = "/staff/items/enquiry/VPS-260301-ABCDEF";
    for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example"])
      expect(await post(path, { csrf, intent: "note" }, { cookie, origin })).toEqual({
        passed: false,
        status: 403,
        title: "This form came from another site",
      });
    expect(await post(path, { csrf }, { cookie })).toMatchObject({ status: 403 });
  });

  it("refuses a POST without the session's CSRF token and accepts it with", async () => {
    const path = "/staff/items/enquiry/VPS-260301-ABCDEF";
    const headers = { cookie, origin: site };
    const expired = { passed: false, status: 403, title: "This form has expired" };
    expect(await post(path, { intent: "note" }, headers)).toEqual(expired);
    expect(
      await post(path, { csrf: sessionCsrfToken(test.desk.secret, "another-session") }, headers),
    ).toEqual(expired);
    expect(
      await post(path, { csrf: sessionCsrfToken("x".repeat(40), sessionToken) }, headers),
    ).toEqual(expired);
    expect(
      await visit(path, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ csrf: sessionCsrfToken(test.desk.secret, sessionToken) }),
      }),
    ).toEqual(expired);
    expect(
      await post(path, { csrf: sessionCsrfToken(test.desk.secret, sessionToken) }, headers),
    ).toMatchObject({
      passed: true,
    });
  });

  it("copies a renewed session's cookie onto the answer", async () => {
    // Last renewed two hours ago: better-auth renews a session used an hour after its renewal.
    await test.desk.platform.database.db
      .updateTable("staff_session")
      .set({ expiresAt: new Date(Date.now() + 10 * 3_600_000).toISOString() })
      .where("token", "=", sessionToken)
      .execute();
    const renewed = await visit("/staff", { headers: { cookie } });
    expect(renewed.headers?.getSetCookie()).toEqual([
      expect.stringMatching(
        /^vidyut-staff\.session_token=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    const again = await visit("/staff", { headers: { cookie } });
    expect(again.headers?.getSetCookie()).toEqual([]);
  });

  it("checks the sign-in form against its cookie", async () => {
    const login = newLoginCookie(false);
    const csrf = loginCsrfToken(test.desk.secret, login.value);
    const loginCookie = `vidyut-staff-login=${login.value}`;
    expect(
      await post("/staff/login", { csrf }, { origin: site, cookie: loginCookie }),
    ).toMatchObject({ passed: true });
    expect(await post("/staff/login", { csrf }, { origin: site })).toMatchObject({ status: 403 });
    expect(
      await post("/staff/login", { csrf: "forged" }, { origin: site, cookie: loginCookie }),
    ).toMatchObject({ status: 403 });
    expect(
      await post("/staff/login", { csrf }, { origin: "https://evil.example", cookie: loginCookie }),
    ).toMatchObject({ status: 403 });
  });
});
