/**
 * What other features' server code may use of the enquiries feature: the database every feature
 * shares (staff accounts and service requests live in it too), its migrations, the queue of
 * e-mails, the references, the form tokens and the per-address rate limit; and, for the staff
 * console and its tests, the stored enquiries and how the server starts them.
 */
export { type Database, migrate, openDatabase } from "./database.server.ts";
export { checkFormToken, issueFormToken, resolveSecret } from "./form-token.server.ts";
export { createMessages, type Message, type Messages, type NewMessage } from "./messages.server.ts";
export type { Outbox } from "./outbox.server.ts";
export { memoryRateLimiter, type RateLimiter } from "./rate-limit.server.ts";
export { enquirySettingsShape } from "./settings.ts";
export { spendFormToken } from "./spent-tokens.server.ts";
export { type Enquiries, startEnquiries } from "./start.server.ts";
export { type Enquiry, newReference, type Store } from "./store.server.ts";
export type {
  EnquiryStage,
  EnquiryStatus,
  ItemEventsTable,
  Schema,
  ServiceRequestStatus,
  ServiceRequestsTable,
} from "./tables.ts";
