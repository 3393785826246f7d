import type { Generated } from "kysely";

/**
 * The transformer passport's tables: customers, their sites and contacts, the units they own
 * (assets), every test of those units, the files attached to them, the customer's private fleet
 * link and its access log, what is due and the reminders sent. Dates are YYYY-MM-DD text, times
 * ISO-8601 UTC text (both sort as text in both databases); flags are integers 0/1.
 */

export type CustomersTable = {
  id: Generated<number>;
  name: string;
  /** Upper case, check digit verified; null when not given. */
  gstin: string | null;
  notes: string | null;
  /** Days before a due date that reminders are queued. */
  reminder_lead_days: number;
  created_at: string;
  updated_at: string;
};

export type SitesTable = {
  id: Generated<number>;
  customer_id: number;
  name: string;
  address: string;
  state: string;
  pin: string;
};

export type ContactsTable = {
  id: Generated<number>;
  customer_id: number;
  name: string;
  designation: string | null;
  mobile: string | null;
  email: string | null;
  /** 1: the contact receives reminder e-mails. */
  reminders: number;
};

export type AssetsTable = {
  id: Generated<number>;
  customer_id: number;
  site_id: number | null;
  kind: string;
  tag: string;
  make: string;
  serial: string | null;
  year: number | null;
  rating: number | null;
  rating_unit: string;
  hv_kv: number | null;
  lv_kv: number | null;
  vector_group: string | null;
  cooling: string | null;
  oil_type: string;
  oil_volume_l: number | null;
  /** Both null: no OLTC. */
  oltc_make: string | null;
  oltc_type: string | null;
  iec_category: string;
  status: string;
  /** A merged duplicate points at the asset that kept its records. */
  merged_into: number | null;
  /** The interpreter's reading of the latest tests, kept so the fleet page is one query. */
  condition: string | null;
  condition_reason: string | null;
  last_tested_on: string | null;
  created_at: string;
  updated_at: string;
};

/** A service request linked to the asset it was about (one asset per request). */
export type AssetRequestsTable = {
  asset_id: number;
  request_reference: string;
  linked_at: string;
};

export type TestRecordsTable = {
  id: Generated<number>;
  asset_id: number;
  sampled_on: string;
  tested_on: string | null;
  sample_point: string;
  laboratory: string | null;
  lab_sample_no: string | null;
  /** JSON: { oil, gases, electrical, other } (results.ts). */
  results: string;
  /** What the record holds, for the due dates: 0/1 each. */
  has_oil: number;
  has_dga: number;
  has_furan: number;
  has_electrical: number;
  created_at: string;
};

export type AttachmentsTable = {
  id: Generated<number>;
  asset_id: number;
  record_id: number | null;
  file_name: string;
  mime: string;
  size: number;
  bytes: Uint8Array;
  created_at: string;
};

export type FleetLinksTable = {
  id: Generated<number>;
  customer_id: number;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
};

export type FleetAccessTable = {
  id: Generated<number>;
  link_id: number;
  at: string;
  path: string;
  ip: string | null;
};

/** An interval staff changed for one asset and test type; months null: at each shutdown. */
export type DueIntervalsTable = {
  asset_id: number;
  test_type: string;
  months: number | null;
};

/** The next due date of each asset and test type, recomputed when a record or interval changes. */
export type DueTable = {
  asset_id: number;
  customer_id: number;
  test_type: string;
  last_on: string | null;
  due_on: string;
};

export type RemindersTable = {
  id: Generated<number>;
  contact_id: number;
  asset_id: number;
  test_type: string;
  due_on: string;
  queued_at: string;
};

export type PassportTables = {
  passport_customers: CustomersTable;
  passport_sites: SitesTable;
  passport_contacts: ContactsTable;
  passport_assets: AssetsTable;
  passport_asset_requests: AssetRequestsTable;
  passport_test_records: TestRecordsTable;
  passport_attachments: AttachmentsTable;
  passport_fleet_links: FleetLinksTable;
  passport_fleet_access: FleetAccessTable;
  passport_due_intervals: DueIntervalsTable;
  passport_due: DueTable;
  passport_reminders: RemindersTable;
};
