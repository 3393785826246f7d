/**
 * The console's CSRF tokens, carried in a hidden `csrf` field of every form that changes
 * something. Signed in, the token is an HMAC of the session token with the staff secret: it
 * changes with every session and cannot be made without the server's secret. On the sign-in page
 * there is no session yet, so the token is an HMAC of a random value the browser holds in an
 * HttpOnly cookie (a signed double-submit cookie).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

function sign(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sessionCsrfToken(secret: string, sessionToken: string): string {
  return sign(secret, "staff-csrf", sessionToken);
}

export function checkSessionCsrf(secret: string, sessionToken: string, sent: unknown): boolean {
  return typeof sent === "string" && same(sessionCsrfToken(secret, sessionToken), sent);
}

/** The sign-in page's cookie: `__Host-` prefixed (Secure, Path=/, no Domain) under HTTPS. */
export function loginCookieName(secure: boolean): string {
  return secure ? "__Host-vidyut-staff-login" : "vidyut-staff-login";
}

const loginCookieValue = /^[A-Za-z0-9_-]{22}$/;

/** The sign-in cookie's value in a request, if it holds a well-formed one. */
export function loginCookieOf(request: Request, secure: boolean): string | undefined {
  const name = loginCookieName(secure);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    const value = rest.join("=");
    if (key === name && loginCookieValue.test(value)) return value;
  }
  return undefined;
}

/** A new random value and its Set-Cookie line (two hours, HttpOnly, SameSite=Strict). */
export function newLoginCookie(secure: boolean): { value: string; header: string } {
  const value = randomBytes(16).toString("base64url");
  const attributes = ["Path=/", "HttpOnly", "SameSite=Strict", "Max-Age=7200"];
  if (secure) attributes.push("Secure");
  return { value, header: `${loginCookieName(secure)}=${value}; ${attributes.join("; ")}` };
}

export function loginCsrfToken(secret: string, cookieValue: string): string {
  return sign(secret, "staff-login", cookieValue);
}

export function checkLoginCsrf(secret: string, cookieValue: string | undefined, sent: unknown) {
  return (
    cookieValue !== undefined &&
    typeof sent === "string" &&
    same(loginCsrfToken(secret, cookieValue), sent)
  );
}
