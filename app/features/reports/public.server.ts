/**
 * What other features, the console and the server use of issued reports (server-only). The
 * passport issues a report from a test record with `issueReport(database, snapshot, actor,
 * { siteUrl })`; the staff console lists, corrects, withdraws and e-mails them.
 */
export {
  latestFromRecords,
  type RecordReport,
  reportsForRecords,
} from "./by-record.server.ts";
export { emailReport, reportMessage } from "./mail.server.ts";
export {
  listReports,
  type ReportListRow,
  type ReportRow,
  reportFile,
  revisionsOf,
  revisionWithHash,
  sha256Hex,
} from "./queries.server.ts";
export type { ReportsService } from "./start.server.ts";
export { startReports } from "./start.server.ts";
export {
  type Issued,
  type IssueOptions,
  issueReport,
  type ReportChange,
  supersedeReport,
  withdrawReport,
} from "./store.server.ts";
