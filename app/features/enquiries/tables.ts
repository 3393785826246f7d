import type { Generated } from "kysely";
import type { EnquiryKind } from "./schema.ts";

/** The tables of the site's database, as Kysely sees them. */
/**
 * pending: waiting to be delivered; sent; dead: every try failed; spam: a bot's (honeypot, too
 * fast); held: no valid form token, so kept for a person to look at before it is released.
 */
export type EnquiryStatus = "pending" | "sent" | "dead" | "spam" | "held";

export type EnquiriesTable = {
  id: Generated<number>;
  reference: string;
  idempotency_key: string;
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  source_path: string;
  ip: string | null;
  user_agent: string | null;
  status: EnquiryStatus;
  spam_reason: string | null;
  attempts: number;
  /** ISO-8601 UTC timestamps throughout: they sort as text in both databases. */
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/**
 * Staff accounts: better-auth's tables (its camelCase columns; app/features/staff). Dates come back
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
/** Failed (or in-flight) sign-ins per account, counted by app/features/staff. */
export type StaffSignInAttemptsTable = {
  id: Generated<number>;
  email: string;
  attempted_at: string;
};

export type Schema = {
  enquiries: EnquiriesTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_account: StaffAccountTable;
  staff_verification: StaffVerificationTable;
  staff_rate_limit: StaffRateLimitTable;
  staff_sign_in_attempts: StaffSignInAttemptsTable;
};
