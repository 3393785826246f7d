/**
 * What routes use of staff sign-in: the instance (createStaffAuth, configured in options.server.ts)
 * and three helpers that speak in Requests, Set-Cookie headers and typed outcomes.
 *
 * Sign-in is limited on failures only (attempts.server.ts, in staff_sign_in_attempts so every
 * instance shares it): 10 on one account from one address, 30 from one address over all accounts,
 * in 15 minutes, then `rate-limited` with the seconds to wait; an account with many failures from
 * any addresses answers more slowly, but is never refused to an address that has not failed.
 * better-auth's own limiter is off for sign-in: it counts successes too. A disabled account
 * answers exactly as a wrong password does, so a guess is not confirmed.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { clearAttempts, reserveAttempt } from "./attempts.server.ts";
import {
  clientIpHeader,
  cookieHeaders,
  type StaffAuth,
  type StaffUser,
  signInLimit,
  staffSettings,
  toStaffUser,
} from "./options.server.ts";

export {
  createStaffAuth,
  type StaffAuth,
  type StaffAuthOptions,
  type StaffRole,
  type StaffUser,
  staffRoles,
} from "./options.server.ts";
export { clearAttempts };

export type SignInResult =
  /** `headers` holds the session cookie: copy it onto the route's answer. */
  | { ok: true; user: StaffUser; headers: Headers }
  /** A wrong password, an unknown address, or a disabled account: the visitor cannot tell which. */
  | { ok: false; reason: "wrong-credentials" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  /** No password was judged: better-auth's CSRF checks refused the request (origin, fetch site). */
  | { ok: false; reason: "refused"; status: number; code: string };

export type StaffSession = {
  user: StaffUser;
  /** The session's own token (as stored, unsigned): the console's CSRF tokens are made from it. */
  token: string;
  /** Set-Cookie lines when the session was renewed (sliding expiry): copy them onto the answer. */
  headers: Headers;
};

/** The visitor's headers for an internal call: new body, and the client address we resolved. */
function forwarded(headers: HeadersInit | undefined, ip: string): Headers {
  const out = new Headers(headers);
  for (const name of ["content-length", "transfer-encoding", clientIpHeader]) out.delete(name);
  out.set("content-type", "application/json");
  out.set(clientIpHeader, ip);
  return out;
}

async function post(auth: StaffAuth, path: string, headers: Headers, body: unknown) {
  const url = `${staffSettings(auth).endpoint}${path}`;
  const response = await auth.handler(
    new Request(url, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { response, json, code: typeof json?.code === "string" ? json.code : "" };
}

/**
 * Checks an e-mail address and password. `ip` is the client address as the server resolved it;
 * `headers` are the visitor's (Origin, Sec-Fetch-*, Cookie), for better-auth's CSRF checks.
 */
export async function signIn(
  auth: StaffAuth,
  input: { email: string; password: string; ip: string; headers?: HeadersInit },
): Promise<SignInResult> {
  const { database } = staffSettings(auth);
  const email = input.email.trim().toLowerCase();
  const reservation = await reserveAttempt(database, email, input.ip);
  if (!reservation.allowed) {
    return { ok: false, reason: "rate-limited", retryAfterSeconds: reservation.retryAfterSeconds };
  }
  let failed = false;
  try {
    if (reservation.delayMs > 0) await sleep(reservation.delayMs);
    const { response, json, code } = await post(
      auth,
      "/sign-in/email",
      forwarded(input.headers, input.ip),
      { email, password: input.password, rememberMe: true },
    );
    if (response.ok) {
      const user = toStaffUser(json?.user);
      if (user) return { ok: true, user, headers: cookieHeaders(response.headers) };
      // A right password on an account without a staff role: end the session just made.
      if (typeof json?.token === "string") {
        await (await auth.$context).internalAdapter.deleteSession(json.token);
      }
      failed = true;
      return { ok: false, reason: "wrong-credentials" };
    }
    if (response.status === 429) {
      const wait = Number(response.headers.get("x-retry-after"));
      return {
        ok: false,
        reason: "rate-limited",
        retryAfterSeconds: wait > 0 ? wait : signInLimit.windowSeconds,
      };
    }
    if (
      code === "BANNED_USER" ||
      response.status === 401 ||
      (response.status === 400 && code !== "VALIDATION_ERROR")
    ) {
      failed = true;
      return { ok: false, reason: "wrong-credentials" };
    }
    return { ok: false, reason: "refused", status: response.status, code };
  } finally {
    if (!failed) await reservation.release();
  }
}

/** The signed-in staff member of a request, or null (no cookie, expired, ended, disabled). */
export async function getStaffSession(
  auth: StaffAuth,
  request: Request,
): Promise<StaffSession | null> {
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  const user = toStaffUser(response?.user);
  const token = response?.session.token;
  return user && token ? { user, token, headers: cookieHeaders(headers) } : null;
}

/**
 * Ends the request's session and clears its cookie (copy `headers` onto the answer). Refused, with
 * `ok` false, when the request's Origin is not the site's.
 */
export async function signOut(
  auth: StaffAuth,
  input: { headers: HeadersInit; ip: string },
): Promise<{ ok: boolean; headers: Headers }> {
  const { response } = await post(auth, "/sign-out", forwarded(input.headers, input.ip), {});
  return { ok: response.ok, headers: cookieHeaders(response.headers) };
}
