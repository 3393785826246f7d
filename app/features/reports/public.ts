/** What other features may use of issued reports in the browser and on the server alike. */
export { reportsContext } from "./context.ts";
export {
  formatReportNumber,
  numberSlug,
  parseReportNumber,
  verifyPath,
  verifyUrl,
} from "./number.ts";
export {
  fieldId,
  formResultLines,
  type ReportFormResult,
  type ReportFormValues,
  readReportForm,
  resultFields,
  resultLineCount,
  valuesOf,
} from "./report-form.ts";
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
