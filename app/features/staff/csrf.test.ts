/**
 * The console's CSRF tokens (from the session, or from the sign-in page's cookie), where it lets
 * a visitor go after signing in, and the headers it puts on every answer.
 */
import { describe, expect, it } from "vitest";
import {
  checkLoginCsrf,
  checkSessionCsrf,
  loginCsrfToken,
  newLoginCookie,
  sessionCsrfToken,
} from "./csrf.server.ts";
import { safeNext, withConsoleHeaders } from "./guard.server.ts";

const site = "http://localhost:3000";

describe("CSRF tokens and the next page", () => {
  const secret = "s".repeat(40);

  it("accepts a session's own token only, made with the server's secret", () => {
    const token = sessionCsrfToken(secret, "session-a");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkSessionCsrf(secret, "session-a", token)).toBe(true);
    expect(checkSessionCsrf(secret, "session-b", token)).toBe(false);
    expect(checkSessionCsrf("t".repeat(40), "session-a", token)).toBe(false);
    expect(checkSessionCsrf(secret, "session-a", "")).toBe(false);
    expect(checkSessionCsrf(secret, "session-a", undefined)).toBe(false);
    expect(checkSessionCsrf(secret, "session-a", `${token}x`)).toBe(false);
  });

  it("ties the sign-in page's token to its cookie", () => {
    const cookie = newLoginCookie(false);
    expect(cookie.header).toMatch(
      /^vidyut-staff-login=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=7200$/,
    );
    expect(newLoginCookie(true).header).toMatch(/^__Host-vidyut-staff-login=.+; Secure$/);
    const token = loginCsrfToken(secret, cookie.value);
    expect(checkLoginCsrf(secret, cookie.value, token)).toBe(true);
    expect(checkLoginCsrf(secret, undefined, token)).toBe(false);
    expect(checkLoginCsrf(secret, newLoginCookie(false).value, token)).toBe(false);
    // A session's token is no sign-in token, and the other way round.
    expect(checkLoginCsrf(secret, cookie.value, sessionCsrfToken(secret, cookie.value))).toBe(
      false,
    );
  });

  it("goes on only to a page of the console", () => {
    expect(safeNext("/staff/items/enquiry/VPS-260301-ABCDEF?done=note")).toBe(
      "/staff/items/enquiry/VPS-260301-ABCDEF?done=note",
    );
    expect(safeNext("/staff")).toBe("/staff");
    expect(safeNext("/staff/%E6%97%A5")).toBe("/staff/%E6%97%A5");
    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "/staff\\..\\evil",
      "https://evil.example/staff",
      "/staffing",
      "/staff/../admin",
      "/staff/login?next=/staff",
      "/staff\r\nSet-Cookie: a=b",
      // Not Latin-1: a Location header cannot carry it (this answered 500).
      "/staff/日本",
      "/staff/caf\u00e9",
      " /staff",
      "",
      undefined,
    ])
      expect(safeNext(hostile)).toBe("/staff");
  });

  it("puts no-store and noindex on every answer, keeping a stricter cache rule", () => {
    const cookies = new Headers([["set-cookie", "a=1; Path=/"]]);
    const page = withConsoleHeaders(
      new Response("x", { headers: { "Cache-Control": "public" } }),
      cookies,
    );
    expect([page.headers.get("cache-control"), page.headers.get("x-robots-tag")]).toEqual([
      "no-store",
      "noindex, nofollow",
    ]);
    expect(page.headers.getSetCookie()).toEqual(["a=1; Path=/"]);
    const photo = withConsoleHeaders(
      new Response("x", { headers: { "Cache-Control": "no-store, private" } }),
    );
    expect(photo.headers.get("cache-control")).toBe("no-store, private");
    // Response.redirect() has immutable headers: they are copied, not lost.
    const moved = withConsoleHeaders(Response.redirect(`${site}/staff`, 303));
    expect([moved.status, moved.headers.get("cache-control")]).toEqual([303, "no-store"]);
  });
});
