import type { Generated } from "kysely";

/**
 * Staff accounts: better-auth's tables (its camelCase columns). Dates come back
 * as ISO text from SQLite and as Date from PostgreSQL, booleans as 0/1 and as true/false.
 */
type AuthDate = Date | string;
type AuthBoolean = boolean | number;
type AuthRow = { id: string; createdAt: AuthDate; updatedAt: AuthDate };
export type StaffUserTable = AuthRow & {
  name: string;
  email: string;
  emailVerified: AuthBoolean;
  image: string | null;
  role: string | null;
  banned: AuthBoolean | null;
  banReason: string | null;
  banExpires: AuthDate | null;
};
export type StaffSessionTable = AuthRow & {
  expiresAt: AuthDate;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
};
export type StaffAccountTable = AuthRow & {
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
};
export type StaffVerificationTable = AuthRow & {
  identifier: string;
  value: string;
  expiresAt: AuthDate;
};
/** better-auth's per-address counter; lastRequest is ms since epoch (bigint: text from PostgreSQL). */
export type StaffRateLimitTable = {
  id: string;
  key: string;
  count: number;
  lastRequest: number | string;
};
/** Failed (or in-flight) sign-ins per account, counted by attempts.server.ts. */
export type StaffSignInAttemptsTable = {
  id: Generated<number>;
  email: string;
  /** The client address the server resolved; null on rows from before addresses were kept. */
  ip: string | null;
  attempted_at: string;
};

/** The tables of staff accounts and sign-in, as Kysely sees them. */
export type StaffTables = {
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_account: StaffAccountTable;
  staff_verification: StaffVerificationTable;
  staff_rate_limit: StaffRateLimitTable;
  staff_sign_in_attempts: StaffSignInAttemptsTable;
};
