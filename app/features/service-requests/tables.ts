import type { Generated } from "kysely";

/**
 * A service request. `screening` is how the server judged it:
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
  /** HH:MM in India on the visit date, when the desk booked a time; null for the day only. */
  visit_time: string | null;
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

/** The tables of service requests, as Kysely sees them. */
export type ServiceRequestTables = {
  service_requests: ServiceRequestsTable;
  service_request_photos: ServiceRequestPhotosTable;
};
