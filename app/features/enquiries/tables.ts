import type { Generated } from "kysely";
import type { Delivery } from "#app/platform/tables.ts";
import type { EnquiryKind } from "./schema.ts";

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
  /** Optional: the visitor's company and the plant or site the enquiry is about. */
  company: string | null;
  plant_location: string | null;
  source_path: string;
  ip: string | null;
  user_agent: string | null;
  status: EnquiryStatus;
  spam_reason: string | null;
  stage: Generated<EnquiryStage>;
} & Delivery;

/** Where a contact or product enquiry stands in the staff's work, apart from its delivery. */
export type EnquiryStage = "new" | "in-progress" | "answered" | "closed";

/** The tables of enquiries, as Kysely sees them. */
export type EnquiryTables = {
  enquiries: EnquiriesTable;
};
