import type { Generated } from "kysely";

/**
 * The platform's own tables: the e-mail queue, the spent form tokens and the audit log of every
 * item. `rate_limits` is made and typed by rate-limiter-flexible itself.
 */

/** A boolean column: 0/1 from SQLite, true/false from PostgreSQL. */
type StoredBoolean = boolean | number;

/**
 * The columns of a row the outbox delivers (app/platform/queue.server.ts). ISO-8601 UTC
 * timestamps throughout: they sort as text in both databases.
 */
export type Delivery = {
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/**
 * The audit log and the timeline of every item: one row per change, written only by
 * audit-log.server.ts and never updated or deleted. `actor_id` is the staff account (null: the visitor or the system).
 */
export type ItemEventsTable = {
  id: Generated<number>;
  /** The kind of item, named by the feature that owns it: "enquiry", "service-request", "customer", "asset"… */
  item_kind: string;
  item_id: number;
  at: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  before: string | null;
  after: string | null;
  /** A note's text; with `visible` true the customer sees it on the status page. */
  note: string | null;
  visible: StoredBoolean;
};

/**
 * E-mails other than the enquiry notice (service request notices and acknowledgements), queued and
 * retried by the same outbox as enquiries.
 */
export type MessagesTable = {
  id: Generated<number>;
  /** The reference of the item the message is about. */
  reference: string;
  kind:
    | "request-notice"
    | "request-acknowledgement"
    | "request-update"
    | "report"
    | "passport-reminder";
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

export type PlatformTables = {
  spent_form_tokens: SpentFormTokensTable;
  item_events: ItemEventsTable;
  messages: MessagesTable;
};
