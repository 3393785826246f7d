/** What other features may use of issued reports in the browser and on the server alike. */
export {
  formatReportNumber,
  numberSlug,
  parseReportNumber,
  verifyPath,
  verifyUrl,
} from "./number.ts";
export {
  limits as reportLimits,
  maxResults,
  type ReportSnapshot,
  type ResultLine,
  type StaffRef,
  snapshotSchema,
  type Verdict,
  verdictLabels,
  verdicts,
} from "./snapshot.ts";
