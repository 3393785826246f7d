import type { Generated } from "kysely";
import type { EnquiryKind } from "./schema.ts";

/** The tables of the site's database, as Kysely sees them. */
/**
 * pending: waiting to be delivered; sent; dead: every try failed; spam: a bot's (honeypot, too
 * fast); held: no valid form token, so kept for a person to look at before it is released.
 */
export type EnquiryStatus = "pending" | "sent" | "dead" | "spam" | "held";

/**
 * The columns of a row the outbox delivers (app/features/enquiries/queue.server.ts). ISO-8601 UTC
 * timestamps throughout: they sort as text in both databases.
 */
type Delivery = {
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

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
  stage: Generated<EnquiryStage>;
} & Delivery;

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
  /** The client address the server resolved; null on rows from before addresses were kept. */
  ip: string | null;
  attempted_at: string;
};

/** Where a contact or product enquiry stands in the staff's work, apart from its delivery. */
export type EnquiryStage = "new" | "in-progress" | "answered" | "closed";

/**
 * A service request (app/features/service-requests). `screening` is how the server judged it:
 * clear, or held / spam as with enquiries; only clear ones are acknowledged by e-mail.
 */
export type ServiceRequestsTable = {
  id: Generated<number>;
  reference: string;
  idempotency_key: string;
  /** SHA-256 (hex) of the private status link's token; the token itself is never stored. */
  token_hash: string;
  /** SHA-256 of every field and photo sent; null on requests stored before 2026-11-26. */
  submission_hash: string | null;
  status: ServiceRequestStatus;
  close_reason: string | null;
  screening: "clear" | "held" | "spam";
  screening_reason: string | null;
  urgency: string;
  preferred_date: string | null;
  make: string;
  rating: number;
  rating_unit: string;
  hv_kv: number;
  lv_kv: number;
  cooling: string;
  serial_number: string | null;
  year_of_manufacture: number | null;
  oltc: string;
  oltc_make: string | null;
  /** JSON array of symptom values. */
  symptoms: string;
  symptom_other: string | null;
  description: string | null;
  company: string;
  address: string;
  state: string;
  pin: string;
  access_notes: string | null;
  name: string;
  designation: string | null;
  mobile: string;
  email: string;
  engineer_id: string | null;
  visit_date: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
};
export type ServiceRequestStatus =
  | "received"
  | "acknowledged"
  | "assigned"
  | "scheduled"
  | "on-site"
  | "completed"
  | "closed";

/** A photo kept with its request: re-encoded JPEG or WebP bytes, never shown to the public. */
export type ServiceRequestPhotosTable = {
  id: Generated<number>;
  request_id: number;
  position: number;
  mime: string;
  width: number;
  height: number;
  bytes: Uint8Array;
};

/**
 * The audit log and the timeline of every item: one row per change, never updated or deleted by
 * the console. `actor_id` is the staff account (null: the visitor or the system).
 */
export type ItemEventsTable = {
  id: Generated<number>;
  item_kind: "enquiry" | "service-request";
  item_id: number;
  at: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  before: string | null;
  after: string | null;
  /** A note's text; with `visible` true the customer sees it on the status page. */
  note: string | null;
  visible: AuthBoolean;
};

/**
 * E-mails other than the enquiry notice (service request notices and acknowledgements), queued and
 * retried by the same outbox as enquiries.
 */
export type MessagesTable = {
  id: Generated<number>;
  /** The reference of the item the message is about. */
  reference: string;
  kind: "request-notice" | "request-acknowledgement";
  to_address: string | null;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  status: "pending" | "sent" | "dead";
} & Delivery;

/** The nonce of every form token a stored submission carried, kept while the token is valid. */
export type SpentFormTokensTable = {
  nonce: string;
  spent_at: string;
};

export type Schema = {
  spent_form_tokens: SpentFormTokensTable;
  enquiries: EnquiriesTable;
  service_requests: ServiceRequestsTable;
  service_request_photos: ServiceRequestPhotosTable;
  item_events: ItemEventsTable;
  messages: MessagesTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_account: StaffAccountTable;
  staff_verification: StaffVerificationTable;
  staff_rate_limit: StaffRateLimitTable;
  staff_sign_in_attempts: StaffSignInAttemptsTable;
};
