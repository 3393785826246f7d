/**
 * How staff sign-in is configured: better-auth over the database the server already has open (one
 * Kysely instance, SQLite or PostgreSQL), e-mail and password only, accounts made from the command
 * line (scripts/staff.ts), sessions in the database, two roles through better-auth's admin plugin.
 */
import { betterAuth } from "better-auth";
import { createAccessControl } from "better-auth/plugins/access";
import { admin } from "better-auth/plugins/admin";
import { defaultStatements } from "better-auth/plugins/admin/access";
import { errorFields, type Logger } from "#app/lib/logger.ts";
import type { Database } from "#app/platform/database.server.ts";

export const staffRoles = ["admin", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];
export type StaffUser = { id: string; email: string; name: string; role: StaffRole };

export const minPasswordLength = 12;
export const maxPasswordLength = 128;
export const sessionSeconds = 12 * 3600;
/**
 * Failed sign-ins in the window (successes are not counted): `perPair` on one account from one
 * address, `perAddress` over all accounts from one address; from `slowAfter` failures on an
 * account from any addresses, its answers wait (attempts.server.ts), up to `maxDelayMs`.
 */
export const signInLimit = {
  windowSeconds: 15 * 60,
  perPair: 10,
  perAddress: 30,
  slowAfter: 10,
  maxDelayMs: 5000,
};
export const cookiePrefix = "vidyut-staff";
export const authBasePath = "/api/staff-auth";
/**
 * The client address better-auth's rate limiter and session rows read. Only signIn() sets it, from
 * the address the server resolved (TRUST_PROXY); a route that ever hands requests to auth.handler
 * directly must delete it from the visitor's headers first.
 */
export const clientIpHeader = "x-vidyut-staff-client-ip";

const ac = createAccessControl(defaultStatements);
/** Admins manage accounts and sessions but may not impersonate anyone; staff may do neither. */
const roles = {
  admin: ac.newRole({
    user: ["create", "list", "set-role", "ban", "delete", "set-password", "get", "update"],
    session: ["list", "revoke", "delete"],
  }),
  staff: ac.newRole({ user: [], session: [] }),
};

export type StaffAuthOptions = {
  database: Database;
  /** The site's origin, e.g. https://www.vidyutpower.example: base URL and only trusted origin. */
  siteUrl: string;
  /** Signs the session cookie: at least 32 random characters, the same on every instance. */
  secret: string;
  /** Served over HTTPS: the cookie gets Secure and the __Secure- name prefix. */
  secure: boolean;
  logger?: Logger;
};

function authOptions({ database, siteUrl, secret, secure, logger }: StaffAuthOptions) {
  return {
    appName: "Vidyut Power staff",
    baseURL: siteUrl,
    basePath: authBasePath,
    secret,
    trustedOrigins: [siteUrl],
    // The server's own Kysely instance: no second pool, no second SQLite handle.
    database: { db: database.db, type: database.dialect },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength,
      maxPasswordLength,
      // No password.hash/verify given: better-auth's scrypt (node:crypto, N=16384 r=16 p=1).
    },
    user: { modelName: "staff_user" },
    account: { modelName: "staff_account", accountLinking: { enabled: false } },
    verification: { modelName: "staff_verification" },
    session: {
      modelName: "staff_session",
      expiresIn: sessionSeconds,
      // Sliding: a session used an hour or more after its last renewal runs 12 hours from then.
      updateAge: 3600,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database" as const,
      modelName: "staff_rate_limit",
      window: 60,
      max: 100,
      // Its limiter counts every request, successes too, by address only: sign-in is limited on
      // failures per (account, address) pair in attempts.server.ts instead.
      customRules: { "/sign-in/email": false as const },
    },
    advanced: {
      cookiePrefix,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const, path: "/" },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // better-auth skips its Origin and CSRF checks under NODE_ENV=test: keep them on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    telemetry: { enabled: false },
    plugins: [admin({ ac, roles, defaultRole: "staff", adminRoles: ["admin"] })],
    // Refusals (401, 403, 429) are answers, not faults: only failures reach the error log.
    onAPIError: {
      onError: (error: unknown) => {
        const status = (error as { status?: unknown } | null)?.status;
        if (status === undefined || status === "INTERNAL_SERVER_ERROR")
          logger?.error("staff auth failed", errorFields(error));
      },
    },
    logger: {
      level: "warn" as const,
      log: (level: string, message: string, ...details: unknown[]) =>
        level === "error"
          ? logger?.error(`staff auth: ${message}`, { details: details.map(String) })
          : logger?.info(`staff auth: ${message}`),
    },
  };
}

function buildAuth(options: StaffAuthOptions) {
  return betterAuth(authOptions(options));
}

export type StaffAuth = ReturnType<typeof buildAuth>;

type Settings = { database: Database; endpoint: string; options: ReturnType<typeof authOptions> };
const settingsOf = new WeakMap<object, Settings>();

/** One better-auth instance per process, on the server's database. */
export function createStaffAuth(options: StaffAuthOptions): StaffAuth {
  if (options.secret.length < 32) throw new Error("The staff auth secret needs 32 characters.");
  const siteUrl = new URL(options.siteUrl).origin;
  const withOrigin = { ...options, siteUrl };
  const auth = buildAuth(withOrigin);
  settingsOf.set(auth, {
    database: options.database,
    endpoint: `${siteUrl}${authBasePath}`,
    options: authOptions(withOrigin),
  });
  return auth;
}

/** The database, the endpoint URL and the options an instance was made with. */
export function staffSettings(auth: StaffAuth): Settings {
  const settings = settingsOf.get(auth);
  if (!settings) throw new Error("Not a staff auth instance: make it with createStaffAuth().");
  return settings;
}

/** The user better-auth returned, if it holds a known role and is not disabled. */
export function toStaffUser(user: unknown): StaffUser | null {
  const { id, email, name, role, banned } = (user ?? {}) as Record<string, unknown>;
  if (typeof id !== "string" || typeof email !== "string" || typeof name !== "string") return null;
  if (banned === true || !staffRoles.includes(role as StaffRole)) return null;
  return { id, email, name, role: role as StaffRole };
}

/** Only the Set-Cookie lines of an answer, for the route to copy onto its own. */
export function cookieHeaders(headers: Headers | null | undefined): Headers {
  const out = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) out.append("set-cookie", cookie);
  return out;
}
