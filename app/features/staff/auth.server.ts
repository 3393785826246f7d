/**
 * What routes use of staff sign-in: the instance (createStaffAuth, configured in options.server.ts)
 * and three helpers that speak in Requests, Set-Cookie headers and typed outcomes.
 *
 * Sign-in is limited twice over `signInLimit` (10 in 15 minutes): better-auth's own limiter counts
 * every try from one address (in staff_rate_limit, keyed by address and path), and this module
 * counts failed tries on one account from any address (staff_sign_in_attempts), which better-auth
 * cannot. Either answers `rate-limited` with the seconds to wait.
 */
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
  | { ok: false; reason: "wrong-credentials" }
  | { ok: false; reason: "disabled" }
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
  const reservation = await reserveAttempt(database, email);
  if (!reservation.allowed) {
    return { ok: false, reason: "rate-limited", retryAfterSeconds: reservation.retryAfterSeconds };
  }
  let failed = false;
  try {
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
      return { ok: false, reason: "disabled" };
    }
    if (response.status === 429) {
      const wait = Number(response.headers.get("x-retry-after"));
      return {
        ok: false,
        reason: "rate-limited",
        retryAfterSeconds: wait > 0 ? wait : signInLimit.windowSeconds,
      };
    }
    if (code === "BANNED_USER") {
      failed = true;
      return { ok: false, reason: "disabled" };
    }
    if (response.status === 401 || (response.status === 400 && code !== "VALIDATION_ERROR")) {
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
