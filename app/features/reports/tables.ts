import type { Generated } from "kysely";

/**
 * The tables of issued test reports. A row is one revision of a numbered report, stored as
 * issued: its snapshot, its PDF and the PDF's SHA-256 never change. Only the status columns move,
 * once, when a newer revision supersedes it or staff withdraw it. ISO-8601 UTC timestamps.
 */
export type ReportsTable = {
  id: Generated<number>;
  /** As printed: VPS/TR/2026/000123. Shared by every revision of the report. */
  number: string;
  year: number;
  sequence: number;
  /** 1 for the first issue, one more for each correction. */
  revision: number;
  status: "issued" | "superseded" | "withdrawn";
  /** The snapshot (app/features/reports/snapshot.ts) as JSON text. */
  snapshot: string;
  /** The passport's test record, when the report was issued from one. */
  test_record_id: number | null;
  customer_name: string;
  asset_label: string;
  pdf: Uint8Array;
  /** Lower-case hex SHA-256 of `pdf`. */
  sha256: string;
  issued_at: string;
  issued_by_id: string | null;
  issued_by_name: string;
  /** Why this revision replaced the one before; null for the first issue. */
  correction: string | null;
  superseded_at: string | null;
  superseded_by: number | null;
  withdrawn_at: string | null;
  withdrawn_reason: string | null;
};

/** The last sequence number given out in each year, counted up atomically on issue. */
export type ReportSequencesTable = {
  year: number;
  last: number;
};

/**
 * A private link to one revision's PDF, made for one e-mail to a customer: the mail layer carries
 * no attachments. Only the SHA-256 of the link's token is kept; the link ends at `expires_at`.
 */
export type ReportLinksTable = {
  id: Generated<number>;
  report_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
};

export type ReportTables = {
  reports: ReportsTable;
  report_sequences: ReportSequencesTable;
  report_links: ReportLinksTable;
};
